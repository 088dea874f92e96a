import type { Generated } from 'kysely';

import type { PaymentStatus } from '../../../shared/api';

/**
 * Card payments for items (migration 2026-11-21T1600_create_payments). The amount is copied from
 * the item when the payment opens: what was charged, whatever the item costs later.
 */
export interface PaymentsTable {
  id: Generated<number>;
  /** Null once the account is deleted: the record of money received stays. */
  user_id: number | null;
  item_id: number;
  amount_cents: number;
  currency: string;
  /** Null only between our row and Stripe's answer. */
  stripe_payment_intent_id: string | null;
  status: PaymentStatus;
  created_at: string;
  updated_at: string;
}

/** Stripe event ids already applied: a webhook delivered twice changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface PaymentTables {
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
}
