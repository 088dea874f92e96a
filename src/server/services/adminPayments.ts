import type { Kysely } from 'kysely';
import type { AdminList, AdminPayment } from '../../shared/admin';
import type { PaymentStatus } from '../../shared/api';
import type { Database } from '../db/database';
import { offsetOf, pageOf } from './adminList';

export interface PaymentFilter {
  status?: PaymentStatus;
  page: number;
  pageSize: number;
}

/**
 * Every payment, newest first, with its item and account (null once deleted) and the status
 * Stripe's webhook confirmed: the staff's reconciliation list. Attempts Stripe never answered
 * (no intent) are not payments and are left out, as in the account's history.
 */
export async function listAllPayments(db: Kysely<Database>, { status, page, pageSize }: PaymentFilter): Promise<AdminList<AdminPayment>> {
  let query = db.selectFrom('payments as p').where('p.stripe_payment_intent_id', 'is not', null);
  if (status !== undefined) query = query.where('p.status', '=', status);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('items as i', 'i.id', 'p.item_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.amount_cents', 'p.currency', 'p.status', 'p.created_at', 'p.updated_at', 'i.id as item_id', 'i.title_fr', 'i.title_en'])
    .select(['u.id as user_id', 'u.email', 'u.first_name', 'u.last_name'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(page, pageSize))
    .execute();
  const data = rows.map(
    (row): AdminPayment => ({
      id: row.id,
      item: row.item_id === null ? null : { id: row.item_id, title: { fr: row.title_fr ?? '', en: row.title_en ?? '' } },
      account: row.user_id === null ? null : { id: row.user_id, email: row.email ?? '', name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
      amount: row.amount_cents,
      currency: row.currency,
      status: row.status,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }),
  );
  return pageOf(data, total, page, pageSize);
}
