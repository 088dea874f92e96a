import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../components/format';
import { useLocalized } from '../../../components/useLocalized';
import { ContentSection, type ContentSectionProps } from './ContentSection';
import { ItemForm } from './ItemForm';

const Form: ContentSectionProps<'items'>['Form'] = ({ entry, onSaved }) => <ItemForm item={entry} onSaved={onSaved} />;

/** /{lang}/admin/items: what a logged-in client can pay for; a retired item can no longer be paid. */
export default function ItemsSection() {
  const { lang } = useLocalized();
  const { t } = useTranslation('adminContent');
  return <ContentSection kind="items" columns={[{ key: 'price', header: t('fields.price'), cell: (item) => formatPrice(item.priceCents, 'eur', lang) }]} Form={Form} />;
}
