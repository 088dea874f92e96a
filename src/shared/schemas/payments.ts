import './zod';
import { z } from 'zod';

/**
 * POST /payments/process. The body names the item; `price` (euros, as shown to the buyer) is
 * only compared with the item's stored price: the server alone decides the amount.
 */
export const paymentSchema = z.object({
  itemId: z.union([z.number().int().positive(), z.string().trim().min(1).max(200)], { error: 'badRequest' }),
  price: z.number({ error: 'badRequest' }).nonnegative({ error: 'badRequest' }).optional(),
});

export type PaymentPayload = z.input<typeof paymentSchema>;
