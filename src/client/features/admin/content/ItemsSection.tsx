import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/items: the staff screens of the items (features/admin/content). */
export default function ItemsSection() {
  return <SectionPlaceholder section="items" />;
}
