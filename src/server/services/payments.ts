import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { PaymentIntentData, PaymentRecord, PaymentStatus } from '../../shared/api';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { getItem } from './content/items';

/**
 * Card payments through Stripe: the server alone sets the amount (the item's stored price),
 * and Stripe's webhooks alone move a payment out of `pending`.
 */

type Db = Kysely<Database>;

/** Per account: opening a payment creates a PaymentIntent at Stripe; a burst of them is card testing. */
export const PAYMENT_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

/** The only currency the agency sells in. */
const CURRENCY = 'eur';

/**
 * A Stripe client for this deployment, or null when payments are off; stripe-node is loaded only
 * when they are on (docs/server.md, "Memory").
 */
export async function createStripeClient(config: AppConfig): Promise<Stripe | null> {
  if (!config.paymentsEnabled || config.stripeSecretKey === null) return null;
  const { default: StripeClient } = await import('stripe');
  const base = new URL(config.stripeApiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new StripeClient(config.stripeSecretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Retries reuse our idempotency key, so a retried request never creates a second intent.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export interface OpenPaymentRequest {
  userId: number;
  /** Item id or slug. */
  itemId: number | string;
  /** Euros, as shown to the buyer: only compared with the stored price. */
  price?: number;
}

/**
 * Records a pending payment for the item's stored price and opens a PaymentIntent for it.
 * Unknown or inactive item: 404; a price the buyer saw that is not the stored one: 400 priceMismatch;
 * Stripe unreachable or refusing: 502 internal (its message is logged, never sent).
 */
export async function openPayment(db: Db, stripe: Stripe, log: FastifyBaseLogger, request: OpenPaymentRequest): Promise<PaymentIntentData> {
  const item = await getItem(db, String(request.itemId));
  if (request.price !== undefined && Math.round(request.price * 100) !== item.priceCents) throw new AppError('priceMismatch');

  const now = new Date().toISOString();
  const { id: paymentId } = await db
    .insertInto('payments')
    .values({ user_id: request.userId, item_id: item.id, amount_cents: item.priceCents, currency: CURRENCY, status: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: item.priceCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: item.title.fr,
        metadata: { userId: String(request.userId), itemId: String(item.id), paymentId: String(paymentId) },
      },
      // One key per attempt (our row): a retry of this request is the same intent, a new attempt is a new one.
      { idempotencyKey: `payment-${request.userId}-${item.id}-${paymentId}` },
    );
    if (!intent.client_secret) throw new Error('PaymentIntent without client_secret');
  } catch (error) {
    // Nothing was charged and the buyer never saw a form: the attempt leaves no trace in their history.
    await db.deleteFrom('payments').where('id', '=', paymentId).execute();
    log.error({ err: error, paymentId }, 'Stripe refused to open a payment');
    throw new AppError('internal', 502);
  }

  await db.updateTable('payments').set({ stripe_payment_intent_id: intent.id, updated_at: new Date().toISOString() }).where('id', '=', paymentId).execute();
  return { clientSecret: intent.client_secret, paymentId, amount: item.priceCents, currency: CURRENCY };
}

/** The status each handled event moves a payment to, and the statuses it may leave. */
const TRANSITIONS: Partial<Record<Stripe.Event['type'], { to: PaymentStatus; from: PaymentStatus[] }>> = {
  // A declined card can be followed by another card on the same intent: failed is not final.
  'payment_intent.succeeded': { to: 'succeeded', from: ['pending', 'failed'] },
  'payment_intent.payment_failed': { to: 'failed', from: ['pending'] },
  'payment_intent.canceled': { to: 'canceled', from: ['pending', 'failed'] },
};

/** What a webhook delivery did: applied, a repeat, a type we do not follow, or not a Stripe event at all. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'malformed';

// Stripe's envelope (what every event has), then what a followed payment_intent event carries.
const stripeEvent = z.object({ id: z.string().min(1), type: z.string().min(1), data: z.object({ object: z.looseObject({}) }) });
const paymentIntent = z.looseObject({ id: z.string().min(1) });

/**
 * Applies a verified Stripe event once. Its id is stored in the same transaction, so a repeat
 * changes nothing; final states stay final, so events arriving out of order cannot undo a success.
 * Signed is not well formed: a body that is not an event (`null`, `[]`, no `data.object`, an id
 * that is not a string) is `malformed`, never a TypeError or a database error.
 */
export async function applyStripeEvent(db: Db, body: unknown): Promise<EventOutcome> {
  const parsed = stripeEvent.safeParse(body);
  if (!parsed.success) return 'malformed';
  const event = parsed.data;
  const transition = Object.hasOwn(TRANSITIONS, event.type) ? TRANSITIONS[event.type as Stripe.Event['type']] : undefined;
  if (!transition) return 'ignored';
  const intent = paymentIntent.safeParse(event.data.object);
  if (!intent.success) return 'malformed';
  const intentId = intent.data.id;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const recorded = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, received_at: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (recorded.numInsertedOrUpdatedRows === 0n) return 'duplicate';
    await trx
      .updateTable('payments')
      .set({ status: transition.to, updated_at: now })
      .where('stripe_payment_intent_id', '=', intentId)
      .where('status', 'in', transition.from)
      .execute();
    return 'applied';
  });
}

/** The user's payments, newest first, with the item's title in both languages. */
export async function listPayments(db: Db, userId: number): Promise<PaymentRecord[]> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('items as i', 'i.id', 'p.item_id')
    .select(['p.id', 'p.amount_cents', 'p.currency', 'p.status', 'p.created_at', 'i.id as item_id', 'i.slug', 'i.title_fr', 'i.title_en'])
    .where('p.user_id', '=', userId)
    // An attempt Stripe never answered has no intent and is not a payment.
    .where('p.stripe_payment_intent_id', 'is not', null)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    item: { id: row.item_id, slug: row.slug, title: { fr: row.title_fr, en: row.title_en } },
    amount: row.amount_cents,
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at,
  }));
}
