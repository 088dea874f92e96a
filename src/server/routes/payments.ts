import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { paymentSchema } from '../../shared/schemas/payments';
import { dataOf, listOf, paymentIntent, paymentRecord } from '../../shared/schemas/responses';
import { AppError, tooManyRequests } from '../errors';
import { requireUser } from '../plugins/auth';
import { PAYMENT_RATE_LIMIT, applyStripeEvent, createStripeClient, listPayments, openPayment } from '../services/payments';
import { scaledLimit } from '../http/rateLimits';

/** /api/payments */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const stripe = await createStripeClient(app.config);
  const webhookSecret = app.config.stripeWebhookSecret;
  if (stripe && webhookSecret === null) app.log.warn('STRIPE_WEBHOOK_SECRET is not set: payments will stay pending');

  const limitPerUser = app.createRateLimit({ ...scaledLimit(PAYMENT_RATE_LIMIT, app.config.rateLimitScale), keyGenerator: (request) => `payment:${request.user?.id ?? ''}` });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The account is checked before the body is even read, and before anything else: an anonymous
  // caller learns nothing about the payment set-up.
  const loggedIn = async (request: FastifyRequest) => void requireUser(request);
  // Without the Stripe keys every payment call of an account holder says so.
  const paymentsOn = async () => {
    if (!stripe) throw new AppError('paymentsDisabled');
  };

  routes.post('/process', { onRequest: [loggedIn, paymentsOn], schema: { body: paymentSchema, response: { 201: dataOf(paymentIntent) } } }, async (request, reply) => {
    const user = requireUser(request);
    const limit = await limitPerUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttl);
    const data = await openPayment(app.db, stripe!, request.log, { userId: user.id, itemId: request.body.itemId, price: request.body.price });
    return reply.status(201).send({ data });
  });

  routes.get('/mine', { onRequest: [loggedIn, paymentsOn], schema: { response: { 200: listOf(paymentRecord) } } }, async (request) => {
    const user = requireUser(request);
    return { data: await listPayments(app.db, user.id) };
  });

  // Stripe signs the exact bytes it sent: this scope keeps JSON bodies as a Buffer.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // No session here (Stripe calls it): without the keys it says so before reading the body.
    const webhooksOn = async () => {
      if (!stripe || webhookSecret === null) throw new AppError('paymentsDisabled');
    };
    scope.withTypeProvider<ZodTypeProvider>().post('/webhook', { onRequest: webhooksOn, schema: { response: { 200: dataOf(z.object({ received: z.literal(true) })) } } }, async (request) => {
      if (!stripe || webhookSecret === null) throw new AppError('paymentsDisabled');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new AppError('badRequest');
      let event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new AppError('badRequest');
      }
      const outcome = await applyStripeEvent(app.db, event as unknown);
      // Whatever was signed, only strings of it go to the log.
      const { id, type } = (typeof event === 'object' && event !== null ? event : {}) as { id?: unknown; type?: unknown };
      const fields = { eventId: typeof id === 'string' ? id : null, type: typeof type === 'string' ? type : null, outcome };
      if (outcome === 'malformed') {
        // Well signed, so from Stripe (or whoever holds the secret): worth a look, and a 400 so Stripe shows it failed.
        request.log.warn({ ...fields, bytes: request.body.length }, 'Malformed Stripe event refused');
        throw new AppError('badRequest');
      }
      request.log.info(fields, 'Stripe event');
      return { data: { received: true } as const };
    });
  });
}
