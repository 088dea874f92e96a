import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serverBusy } from '../errors';
import { createConcurrencyLimit } from '../http/concurrencyLimit';

/**
 * Passwords are hashed with scrypt (memory-hard) and a random salt per password. The stored
 * form carries its parameters, so they can be raised later without breaking old hashes:
 * `scrypt$N$r$p$salt$hash` (base64url).
 */
export const DEFAULT_HASH_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
// scrypt takes 128 * N * r bytes: 32 MiB at N=2^15, r=8. Node's default cap is exactly that, so
// give headroom, up to the highest cost PASSWORD_HASH_COST allows (2^20: 1 GiB).
const maxMemory = ({ N = 2 ** DEFAULT_HASH_COST, r = BLOCK_SIZE }: ScryptOptions) => 2 * 128 * N * r;

/** libuv's thread pool: scrypt, file reads, sharp's I/O and DNS all share it. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/**
 * Hashes running at once: two threads of the pool stay free, so static files, images and the
 * database keep answering while password checks queue (40 at once held all four for seconds).
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, THREAD_POOL_SIZE - 2);
/** Hashes that may wait (a few seconds' worth); past that a check answers 503 serverBusy at once. */
export const MAX_WAITING_HASHES = 32;
const BUSY_RETRY_MS = 2000;

const hashing = createConcurrencyLimit(MAX_CONCURRENT_HASHES, { maxWaiting: MAX_WAITING_HASHES, whenFull: () => serverBusy(BUSY_RETRY_MS) });

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: maxMemory(options) }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `cost` is log2 of scrypt's N (config's passwordHashCost). */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A login with an unknown e-mail still verifies a password against a real hash of the cost new
 * accounts get, so it takes as long as a wrong password and tells an observer nothing about
 * which addresses have accounts.
 */
export async function verifyAgainstNothing(password: string, cost = DEFAULT_HASH_COST): Promise<false> {
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword(randomBytes(16).toString('base64url'), cost));
  await verifyPassword(password, await dummyHashes.get(cost)!);
  return false;
}
