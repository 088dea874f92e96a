import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/inbox */
export default function InboxSection() {
  return <SectionPlaceholder section="inbox" />;
}
