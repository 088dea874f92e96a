import { ClientForm } from './ClientForm';
import { ContentSection, type ContentSectionProps } from './ContentSection';

const Form: ContentSectionProps<'clients'>['Form'] = ({ entry, onSaved }) => <ClientForm client={entry} onSaved={onSaved} />;

/** /{lang}/admin/clients: the clients of the references. */
export default function ClientsSection() {
  return <ContentSection kind="clients" Form={Form} />;
}
