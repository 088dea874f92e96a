import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/clients: the staff screens of the clients (features/admin/content). */
export default function ClientsSection() {
  return <SectionPlaceholder section="clients" />;
}
