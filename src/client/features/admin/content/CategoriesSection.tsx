import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/categories: the staff screens of the categories (features/admin/content). */
export default function CategoriesSection() {
  return <SectionPlaceholder section="categories" />;
}
