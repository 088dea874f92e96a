import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { counterFactory, fastifyRateLimitStore, type CounterFactory } from '../http/rateLimitStore';
import {
  ACKNOWLEDGMENTS_PER_ADDRESS,
  createAccountLimits,
  createRecipientLimit,
  EMAIL_CHANGE_NOTICES_PER_ADDRESS,
  scaledLimit,
  type AccountLimits,
  type RecipientLimit,
} from '../http/rateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password-check and reset limits per address and IP, shared by every route that checks a password. */
    accountLimits: AccountLimits;
    /** At most one acknowledgment e-mail per address an hour, whichever form sends it. */
    acknowledgments: RecipientLimit;
    /** At most EMAIL_CHANGE_NOTICES_PER_ADDRESS "your address changed" notices per address. */
    emailChangeNotices: RecipientLimit;
    /** A count per key over a window, in RATE_LIMIT_STORE, its points scaled by RATE_LIMIT_SCALE. */
    counter: CounterFactory;
  }
}

/**
 * @fastify/rate-limit for the routes that set `config.rateLimit` (per IP), its 429 the API's error
 * body in the request's language; and the per-address limits as `app.accountLimits` and
 * `app.acknowledgments` and `app.emailChangeNotices`. Every count lives in RATE_LIMIT_STORE: this process's memory, or the
 * database all instances share. RATE_LIMIT_SCALE (benchmarks only) multiplies every limit.
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
    const counter = counterFactory(app.config.rateLimitStore, app.db, scale);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('tooManyRequests'),
      // In memory, @fastify/rate-limit's own store (an LRU of keys) is the faster one.
      ...(app.config.rateLimitStore === 'database' ? { store: fastifyRateLimitStore(counter) } : {}),
    });
    app.decorate('counter', counter);
    app.decorate('accountLimits', createAccountLimits(counter));
    app.decorate('acknowledgments', createRecipientLimit(counter, 'acknowledgment', ACKNOWLEDGMENTS_PER_ADDRESS));
    app.decorate('emailChangeNotices', createRecipientLimit(counter, 'email-change-notice', EMAIL_CHANGE_NOTICES_PER_ADDRESS));
  },
  { name: 'rate-limits', dependencies: ['config', 'database'] },
);
