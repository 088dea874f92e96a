import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract';
import type { Database } from '../db/database';

/** Where rate-limit counts live: this process's memory, or the database every instance shares. */
export type RateLimitStore = 'memory' | 'database';

/** A count per key over a window: `points` allowed per `duration` seconds. */
export interface CounterLimit {
  points: number;
  duration: number;
}

/** A rate-limiter-flexible counter under `prefix`, in the configured store. */
export type CounterFactory = (prefix: string, limit: CounterLimit) => RateLimiterAbstract;

interface StoredCount {
  points: number;
  expire: number | null;
}

/**
 * rate-limiter-flexible's counting over the `rate_limits` table through Kysely: one atomic upsert
 * per count, so instances on one database share it. Its own SQLite and PostgreSQL stores would each
 * need a driver client of their own and create their table at run time; this one uses the app's
 * connection (or pool) and the migrations' table, on either database.
 */
export class RateLimiterDatabase extends RateLimiterStoreAbstract {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>, options: CounterLimit & { keyPrefix: string }) {
    super({ ...options, storeClient: db });
    this.db = db;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, stored: StoredCount): RateLimiterRes {
    const consumed = stored.points;
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      stored.expire === null ? -1 : Math.max(stored.expire - Date.now(), 0),
      consumed,
      consumed === changedPoints,
    );
  }

  /** Adds `points` to a live count, or starts a new window when there is none or it has expired. */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCount> {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, points, expire })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          if (forceExpire) return { points: eb.ref('excluded.points'), expire: eb.ref('excluded.expire') };
          const live = eb.or([eb('rate_limits.expire', 'is', null), eb('rate_limits.expire', '>', now)]);
          return {
            points: eb.case().when(live).then(eb('rate_limits.points', '+', eb.ref('excluded.points'))).else(eb.ref('excluded.points')).end(),
            expire: eb.case().when(live).then(eb.ref('rate_limits.expire')).else(eb.ref('excluded.expire')).end(),
          };
        }),
      )
      .returning(['points', 'expire'])
      .executeTakeFirstOrThrow();
    return stored(row);
  }

  async _get(key: string): Promise<StoredCount | null> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['points', 'expire'])
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', Date.now())]))
      .executeTakeFirst();
    return row === undefined ? null : stored(row);
  }

  async _delete(key: string): Promise<boolean> {
    const result = await this.db.deleteFrom('rate_limits').where('key', '=', key).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

const stored = (row: { points: number; expire: number | string | null }): StoredCount => ({
  points: Number(row.points),
  expire: row.expire === null ? null : Number(row.expire),
});

/** Counters in `store`, their points multiplied by RATE_LIMIT_SCALE. */
export function counterFactory(store: RateLimitStore, db: Kysely<Database>, scale: number): CounterFactory {
  return (prefix, { points, duration }) => {
    const options = { keyPrefix: prefix, points: points * scale, duration };
    return store === 'database' ? new RateLimiterDatabase(db, options) : new RateLimiterMemory(options);
  };
}

/**
 * @fastify/rate-limit's store interface over counters, for the per-IP route limits: each route
 * (and each createRateLimit) counts under its own prefix.
 */
export function fastifyRateLimitStore(counters: CounterFactory): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    private readonly windows = new Map<number, RateLimiterAbstract>();

    // @fastify/rate-limit passes its options first; the route-level stores come from child().
    constructor(
      _options: unknown,
      private readonly prefix = 'route',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      let counter = this.windows.get(timeWindow);
      if (counter === undefined) {
        // The maximum is @fastify/rate-limit's to apply: the counter only counts (penalty never refuses).
        counter = counters(this.prefix, { points: 1, duration: Math.max(1, Math.ceil(timeWindow / 1000)) });
        this.windows.set(timeWindow, counter);
      }
      counter.penalty(key, 1).then(
        (result) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): CounterStore {
      // What it really receives: the merged limit options, the route under `routeInfo` (empty for createRateLimit).
      const { method, url } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new CounterStore(undefined, url === undefined ? 'custom' : `${String(method)} ${url}`);
    }
  };
}
