import { type AdminClient } from '../../../../shared/admin';
import { CLIENT_STATUSES } from '../../../../shared/contentKinds';
import { ClientForm } from './ClientForm';
import { ContentSection, type ContentSectionConfig } from './ContentSection';
import { publicationAction } from './statusActions';

const Form: ContentSectionConfig<'clients'>['Form'] = ({ entry, onSaved }) => <ClientForm client={entry} onSaved={onSaved} />;

/** /{lang}/admin/clients: the clients of the references. */
export default function ClientsSection() {
  return (
    <ContentSection config={{ kind: 'clients', label: (client: AdminClient) => client.name, statuses: CLIENT_STATUSES, statusAction: publicationAction, Form }} />
  );
}
