import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/articles: the staff screens of the articles (features/admin/content). */
export default function ArticlesSection() {
  return <SectionPlaceholder section="articles" />;
}
