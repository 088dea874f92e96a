import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { emailKey } from './users';

/** Per IP, on the route (config.rateLimit): a burst of wrong logins meets a 429. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
/** Per IP: sign-ups and reset e-mails. */
export const ACCOUNT_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/** Per e-mail address, whatever the IP: one account cannot be hammered from many machines. */
export const PER_EMAIL_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

/** A limit with its maximum multiplied by RATE_LIMIT_SCALE (config.rateLimitScale); 1 leaves it as is. */
export function scaledLimit<T extends { max: number }>(limit: T, scale: number): T {
  return { ...limit, max: limit.max * scale };
}

/**
 * A limit keyed by the e-mail address a request names (the @fastify/rate-limit store, so it
 * behaves like the per-IP limits). Call the returned function first thing in the handler.
 */
export function limitPerEmail(
  app: FastifyInstance,
  action: string,
  emailOf: (request: FastifyRequest) => unknown,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({
    ...scaledLimit(PER_EMAIL_LIMIT, app.config.rateLimitScale),
    keyGenerator: (request) => {
      const email = emailOf(request);
      return `${action}:${typeof email === 'string' ? emailKey(email) : ''}`;
    },
  });
  return async (request) => {
    const result = await check(request);
    // `isAllowed` means on the allow-list; the limit itself is `isExceeded`.
    if (!result.isAllowed && result.isExceeded) throw new AppError('tooManyRequests');
  };
}
