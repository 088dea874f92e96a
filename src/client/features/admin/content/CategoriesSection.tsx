import type { AdminCategory } from '../../../../shared/admin';
import { useLocalized } from '../../../components/useLocalized';
import { CategoryForm } from './CategoryForm';
import { ContentSection, type ContentSectionConfig } from './ContentSection';

const Form: ContentSectionConfig<'categories'>['Form'] = ({ entry, onSaved }) => <CategoryForm category={entry} onSaved={onSaved} />;

/** /{lang}/admin/categories: the blog's categories. */
export default function CategoriesSection() {
  const { pick } = useLocalized();
  return <ContentSection config={{ kind: 'categories', label: (category: AdminCategory) => pick(category.name), Form }} />;
}
