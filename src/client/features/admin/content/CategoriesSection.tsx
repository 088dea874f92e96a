import { CategoryForm } from './CategoryForm';
import { ContentSection, type ContentSectionProps } from './ContentSection';

const Form: ContentSectionProps<'categories'>['Form'] = ({ entry, onSaved }) => <CategoryForm category={entry} onSaved={onSaved} />;

/** /{lang}/admin/categories: the blog's categories. */
export default function CategoriesSection() {
  return <ContentSection kind="categories" Form={Form} />;
}
