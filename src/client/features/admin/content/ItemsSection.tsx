import { useTranslation } from 'react-i18next';
import { type AdminItem } from '../../../../shared/admin';
import { ITEM_STATUSES } from '../../../../shared/contentKinds';
import { formatPrice } from '../../../components/format';
import { useLocalized } from '../../../components/useLocalized';
import { ContentSection, type ContentSectionConfig } from './ContentSection';
import { ItemForm } from './ItemForm';

const Form: ContentSectionConfig<'items'>['Form'] = ({ entry, onSaved }) => <ItemForm item={entry} onSaved={onSaved} />;

/** /{lang}/admin/items: what a logged-in client can pay for; a retired item can no longer be paid. */
export default function ItemsSection() {
  const { pick, lang } = useLocalized();
  const { t } = useTranslation('adminContent');
  return (
    <ContentSection
      config={{
        kind: 'items',
        label: (item: AdminItem) => pick(item.title),
        columns: [{ key: 'price', header: t('fields.price'), cell: (item) => formatPrice(item.priceCents, 'eur', lang) }],
        statuses: ITEM_STATUSES,
        statusAction: (item) => (item.status === 'active' ? { to: 'retired', action: 'retire' } : { to: 'active', action: 'reactivate' }),
        Form,
      }}
    />
  );
}
