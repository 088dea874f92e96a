import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPayment } from '../../../../shared/admin';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../shared/api';
import { formatPrice } from '../../../components/format';
import { useLocalized } from '../../../components/useLocalized';
import { AdminListView, type AdminColumn } from '../AdminListView';
import { DateTime } from '../DateTime';
import { useGetAdminPaymentsQuery } from './adminPaymentsApi';

/** /{lang}/admin/payments: every card payment with the status Stripe's webhook confirmed (read-only). */
export default function PaymentsSection() {
  const { t } = useTranslation('admin');
  const { lang, pick } = useLocalized();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const result = useGetAdminPaymentsQuery({ page, status: status || undefined });
  const statusId = useId();
  const columns: AdminColumn<AdminPayment>[] = [
    { key: 'date', header: t('payments.date'), cell: (payment) => <DateTime value={payment.createdAt} /> },
    { key: 'item', header: t('payments.item'), cell: (payment) => (payment.item ? pick(payment.item.title) : t('payments.deletedItem')) },
    {
      key: 'account',
      header: t('payments.account'),
      cell: (payment) => (payment.account ? `${payment.account.name} <${payment.account.email}>` : t('payments.deletedAccount')),
    },
    { key: 'amount', header: t('payments.amount'), cell: (payment) => formatPrice(payment.amount, payment.currency, lang) },
    { key: 'status', header: t('payments.status'), cell: (payment) => t(`payments.statuses.${payment.status}`) },
  ];
  return (
    <>
      <h2>{t('nav.payments')}</h2>
      <p>{t('payments.intro')}</p>
      <AdminListView
        result={result}
        caption={t('nav.payments')}
        columns={columns}
        rowKey={(payment) => payment.id}
        emptyMessage={t('payments.empty')}
        page={page}
        onPageChange={setPage}
        filters={
          <div className="admin-field">
            <label htmlFor={statusId}>{t('payments.status')}</label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as PaymentStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('payments.allStatuses')}</option>
              {PAYMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`payments.statuses.${value}`)}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </>
  );
}
