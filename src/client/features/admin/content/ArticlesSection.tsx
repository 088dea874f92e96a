import { ArticleEditor } from './ArticleEditor';
import { ContentSection, type ContentSectionProps } from './ContentSection';

const Form: ContentSectionProps<'articles'>['Form'] = ({ entry, onSaved }) => <ArticleEditor article={entry} onSaved={onSaved} />;

/** /{lang}/admin/articles: the blog's articles, published, scheduled or draft. */
export default function ArticlesSection() {
  return <ContentSection kind="articles" Form={Form} />;
}
