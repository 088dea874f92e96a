import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/payments */
export default function PaymentsSection() {
  return <SectionPlaceholder section="payments" />;
}
