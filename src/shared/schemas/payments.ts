import * as z from 'zod/mini';

/**
 * POST /payments/process. The body names the item; `price` (euros, as shown to the buyer) is
 * only compared with the item's stored price: the server alone decides the amount.
 */
export const paymentSchema = z.object({
  itemId: z.union([z.int().check(z.positive()), z.string().check(z.trim(), z.minLength(1), z.maxLength(200))], { error: 'badRequest' }),
  price: z.optional(z.number({ error: 'badRequest' }).check(z.nonnegative({ error: 'badRequest' }))),
});

export type PaymentPayload = z.input<typeof paymentSchema>;
