import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/baseQuery';
import { formatPrice } from '../../components/format';
import { LocalizedDate } from '../../components/LocalizedDate';
import { QueryState } from '../../components/QueryState';
import { SkeletonText } from '../../components/Skeleton';
import { useLocalized } from '../../components/useLocalized';
import type { PaymentRecord } from '../../../shared/api';
import { usePaymentsAvailable } from '../../lib/runtimeConfig';
import { useGetMyPaymentsQuery } from './myPaymentsApi';
import './account.css';

/**
 * mon-compte: the signed-in user's card payments, newest first (item, amount, date, status).
 * A section with its own h2, to sit under the account page's h1.
 */
export function PaymentHistory() {
  const { t } = useTranslation('payments');
  const headingId = useId();
  // Without a publishable key the server has no payments to list (it would answer 503): not asked.
  const available = usePaymentsAvailable();
  const result = useGetMyPaymentsQuery(undefined, { skip: !available });
  const off = !available || (isApiError(result.error) && result.error.code === 'paymentsDisabled');
  return (
    <section className="payment-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.title')}</h2>
      {off ? (
        <p>{t('history.off')}</p>
      ) : (
        <QueryState result={result} skeleton={<SkeletonText lines={3} />} errorMessage={t('history.loadError')} retryLabel={t('history.retry')}>
          {(payments) => (payments.length === 0 ? <p>{t('history.empty')}</p> : <PaymentTable payments={payments} labelledBy={headingId} />)}
        </QueryState>
      )}
    </section>
  );
}

function PaymentTable({ payments, labelledBy }: { payments: PaymentRecord[]; labelledBy: string }) {
  const { t } = useTranslation('payments');
  const { lang, pick } = useLocalized();
  return (
    <table className="payment-history__table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('history.item')}</th>
          <th scope="col" className="payment-history__amount">
            {t('history.amount')}
          </th>
          <th scope="col">{t('history.date')}</th>
          <th scope="col">{t('history.status')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row">{pick(payment.item.title)}</th>
            <td className="payment-history__amount">{formatPrice(payment.amount, payment.currency, lang)}</td>
            <td>
              <LocalizedDate value={payment.createdAt} />
            </td>
            <td>
              <span className={`payment-status payment-status--${payment.status}`}>{t(`status.${payment.status}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
