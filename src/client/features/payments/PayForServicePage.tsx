import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../shared/api';
import { Card, CardGrid, CardGridSkeleton } from '../../components/CardGrid';
import { formatPrice } from '../../components/format';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { RichText } from '../../components/RichText';
import { useLocalized } from '../../components/useLocalized';
import { ItemPaymentArea, PayButton } from './ItemPayment';
import { usePaymentsAvailable } from '../../lib/runtimeConfig';
import { useGetAllItemsQuery } from './paymentsApi';
import './items.css';

/**
 * articles (logged-in users only): the services agreed with the agency (`items` in the API) and
 * their prices, each with a card payment when payments are on.
 */
export default function PayForServicePage() {
  const { t } = useTranslation('items');
  const result = useGetAllItemsQuery();
  // An id, not the item: after a price change the panel shows the refreshed price.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = result.currentData?.find((item) => item.id === chosenId) ?? null;
  return (
    <section aria-labelledby="items-title">
      <PageHeader id="items-title" title={t('pages:payForService.title')} intro={t('intro')} />
      <ItemPaymentArea chosen={chosen} onClose={() => setChosenId(null)} headingId="items-title" />
      <QueryState result={result} skeleton={<CardGridSkeleton count={3} />} errorMessage={t('loadError')} retryLabel={t('retry')}>
        {(items) =>
          items.length > 0 ? (
            <CardGrid>
              {items.map((item) => (
                <ItemCard key={item.id} item={item} chosen={item.id === chosenId} onChoose={(choice) => setChosenId(choice.id)} />
              ))}
            </CardGrid>
          ) : (
            <p className="empty-state">{t('empty')}</p>
          )
        }
      </QueryState>
    </section>
  );
}

function ItemCard({ item, chosen, onChoose }: { item: Item; chosen: boolean; onChoose: (item: Item) => void }) {
  const { t } = useTranslation('items');
  const payable = usePaymentsAvailable();
  const { lang, pick } = useLocalized();
  const titleId = useId();
  return (
    <Card titleId={titleId} image={item.image}>
      <h2 id={titleId} className="card__title">
        {pick(item.title)}
      </h2>
      <RichText text={pick(item.description)} headingLevel={3} className="item__description" />
      <p className="item__price">
        <span className="visually-hidden">{t('price')} </span>
        <data value={(item.priceCents / 100).toFixed(2)}>{formatPrice(item.priceCents, item.currency, lang)}</data>
      </p>
      {payable && <PayButton item={item} open={chosen} onChoose={onChoose} />}
    </Card>
  );
}
