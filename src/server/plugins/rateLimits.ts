import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { createAccountLimits, createAcknowledgmentLimit, scaledLimit, type AccountLimits, type AcknowledgmentLimit } from '../http/rateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password-check and reset limits per address and IP, shared by every route that checks a password. */
    accountLimits: AccountLimits;
    /** At most one acknowledgment e-mail per address an hour, whichever form sends it. */
    acknowledgments: AcknowledgmentLimit;
  }
}

/**
 * @fastify/rate-limit for the routes that set `config.rateLimit` (per IP), its 429 the API's error
 * body in the request's language; and the per-address limits as `app.accountLimits` and
 * `app.acknowledgments`. RATE_LIMIT_SCALE (benchmarks only) multiplies every limit.
 */
export default fp(
  async function rateLimits(app) {
    const scale = app.config.rateLimitScale;
    // Raises each route's limit before @fastify/rate-limit reads it, so no route can miss it.
    if (scale !== 1) {
      app.addHook('onRoute', (route) => {
        const limit = route.config?.rateLimit;
        if (limit && typeof limit.max === 'number') route.config = { ...route.config, rateLimit: scaledLimit({ ...limit, max: limit.max }, scale) };
      });
    }
    await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError('tooManyRequests') });
    app.decorate('accountLimits', createAccountLimits(scale));
    app.decorate('acknowledgments', createAcknowledgmentLimit(scale));
  },
  { name: 'rate-limits', dependencies: ['config'] },
);
