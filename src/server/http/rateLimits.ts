import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';
import { emailKey } from '../services/users';
import type { CounterFactory } from './rateLimitStore';

/** Per IP, on every route that checks a password (config.rateLimit): a burst of guesses meets a 429. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
/** Per IP: sign-ups and reset e-mails. */
export const ACCOUNT_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/**
 * Per IP: pages rendered on the server, i.e. the page cache's misses (its answers are never
 * counted). A visitor or a crawler rarely meets one a second; a flood of new addresses meets a 429.
 */
export const PAGE_RENDER_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
/** Sign-ups naming one e-mail address, whatever the IP. */
export const PER_EMAIL_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

/** Failed password checks of one address from one IP (seconds): past them, that pair waits out the window. */
export const FAILURES_PER_ADDRESS_AND_IP = { points: 5, duration: 15 * 60 };
/**
 * Failed password checks of one address from every IP together: a ceiling on guessing one
 * account from many machines, far above what a few attackers' addresses reach, so the owner,
 * from their own IP, is not stopped by others' failures.
 */
export const FAILURES_PER_ADDRESS = { points: 100, duration: 60 * 60 };
/** Reset e-mails asked for one address from one IP. */
export const RESETS_PER_ADDRESS_AND_IP = { points: 3, duration: 15 * 60 };
/** Reset e-mails sent to one address, whoever asks: past it nothing more is sent, so nobody can flood a mailbox. */
export const RESET_EMAILS_PER_ADDRESS = { points: 10, duration: 60 * 60 };

/** Acknowledgments e-mailed to one address (contact, starter pack, candidacy): a form cannot be used to mail a stranger again and again. */
export const ACKNOWLEDGMENTS_PER_ADDRESS = { points: 1, duration: 60 * 60 };
/**
 * "Your address changed" notices e-mailed to one address, old or new, whichever account changes:
 * typing strangers' addresses into a profile cannot mail them again and again. The owner of a
 * taken-over account still hears of the first changes.
 */
export const EMAIL_CHANGE_NOTICES_PER_ADDRESS = { points: 3, duration: 24 * 60 * 60 };

/** A limit with its maximum multiplied by RATE_LIMIT_SCALE (config.rateLimitScale); 1 leaves it as is. */
export function scaledLimit<T extends { max: number }>(limit: T, scale: number): T {
  return { ...limit, max: limit.max * scale };
}

/** Takes `points` (one by default), or throws 429 with the time until the window frees them. */
export async function take(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooManyRequests(refusal.msBeforeNext);
    throw refusal;
  }
}

export interface AccountLimits {
  /**
   * Runs `verify`, a check of the password of the account at `address`, unless that address has
   * failed too often from this IP, or from everywhere: then 429 with Retry-After, and nothing is
   * hashed. A failure counts for both; a success clears the pair's count. Used by every password
   * check: login, change-password, delete-account.
   */
  checkPassword(address: string, ip: string, verify: () => Promise<boolean>): Promise<boolean>;
  /**
   * A reset e-mail asked for `address` from `ip`: 429 when this pair asked too often; false when
   * the address has had its share of reset e-mails for now (nothing is sent, the answer is the same).
   */
  mayMailReset(address: string, ip: string): Promise<boolean>;
}

/** The per-address limits of decisions.md: failures counted per address and IP pair, under a per-address ceiling. */
export function createAccountLimits(counter: CounterFactory): AccountLimits {
  const failuresPerPair = counter('password-pair', FAILURES_PER_ADDRESS_AND_IP);
  const failuresPerAddress = counter('password-address', FAILURES_PER_ADDRESS);
  const resetsPerPair = counter('reset-pair', RESETS_PER_ADDRESS_AND_IP);
  const resetEmails = counter('reset-address', RESET_EMAILS_PER_ADDRESS);

  return {
    async checkPassword(address, ip, verify) {
      const key = emailKey(address);
      const pair = `${key} ${ip}`;
      // Taken before hashing: parallel guesses cannot all pass a check made before any of them failed.
      await take(failuresPerPair, pair);
      try {
        await take(failuresPerAddress, key);
      } catch (refusal) {
        await failuresPerPair.reward(pair, 1);
        throw refusal;
      }
      let outcome: 'valid' | 'invalid' | 'unchecked' = 'unchecked';
      try {
        outcome = (await verify()) ? 'valid' : 'invalid';
      } finally {
        // Only a wrong password counts; a check that never ran (a busy server) gives its points back.
        if (outcome !== 'invalid') {
          await (outcome === 'valid' ? failuresPerPair.delete(pair) : failuresPerPair.reward(pair, 1));
          await failuresPerAddress.reward(key, 1);
        }
      }
      return outcome === 'valid';
    },

    async mayMailReset(address, ip) {
      const key = emailKey(address);
      await take(resetsPerPair, `${key} ${ip}`);
      try {
        await resetEmails.consume(key);
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
  };
}

export interface RecipientLimit {
  /** True when `address` may be sent this kind of e-mail now (and counts it); false past its share. */
  take(address: string): Promise<boolean>;
}

/** A share of one kind of e-mail per recipient address, whoever causes it: past it nothing is sent, the answer is the same. */
export function createRecipientLimit(counter: CounterFactory, name: string, limit: { points: number; duration: number }): RecipientLimit {
  const sent = counter(name, limit);
  return {
    async take(address) {
      try {
        await sent.consume(emailKey(address));
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
  };
}

/**
 * A limit keyed by `keyOf` (the @fastify/rate-limit store, so it behaves like the per-IP limits),
 * checked where the handler calls the returned function: only what it calls it for is counted.
 */
export function limitPerKey(
  app: FastifyInstance,
  limit: { max: number; timeWindow: number },
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({ ...scaledLimit(limit, app.config.rateLimitScale), keyGenerator: keyOf });
  return async (request) => {
    const result = await check(request);
    // `isAllowed` means on the allow-list; the limit itself is `isExceeded`.
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl);
  };
}

/** A limit keyed by the e-mail address a request names. Call the returned function first thing in the handler. */
export function limitPerEmail(
  app: FastifyInstance,
  action: string,
  emailOf: (request: FastifyRequest) => unknown,
): (request: FastifyRequest) => Promise<void> {
  return limitPerKey(app, PER_EMAIL_LIMIT, (request) => {
    const email = emailOf(request);
    return `${action}:${typeof email === 'string' ? emailKey(email) : ''}`;
  });
}
