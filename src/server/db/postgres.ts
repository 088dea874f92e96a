import { PostgresDialect } from 'kysely';
import type pg from 'pg';

/** The OIDs of the types whose text pg would hand over as strings. */
const INT8 = 20;
const NUMERIC = 1700;

/** pg, loaded when a PostgreSQL database is first used: a process on SQLite never holds it (docs/server.md, "Memory"). */
export async function loadPg(): Promise<typeof pg> {
  return (await import('pg')).default;
}

/**
 * Connection settings for `url`, `max` connections at most. pg answers bigint (count(*), sum())
 * and numeric as strings, so that no digit is lost; every such value here is a count or an amount
 * far below 2^53, and the code expects numbers, as SQLite gives.
 */
export function postgresConnection(driver: typeof pg, url: string, max?: number): pg.PoolConfig {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
      return driver.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  return { connectionString: url, types, max };
}

/** A broken connection's error: whatever used it is told by its own failed query. */
export function ignore(): void {}

/** Kysely's dialect over a pool of `poolSize` connections to `url`, made when Kysely first needs it. */
export function postgresDialect(url: string, poolSize: number): PostgresDialect {
  return new PostgresDialect({
    pool: async () => {
      const driver = await loadPg();
      const pool = new driver.Pool({ ...postgresConnection(driver, url, poolSize), idleTimeoutMillis: 30_000 });
      // A connection that breaks (the server restarts: 57P01, EPIPE) must not crash the process. The
      // pool listens on its idle ones only and drops them; one lent to a query gets no listener from
      // pg-pool, so it gets ours for good: the query fails (503) and the pool drops it on release.
      pool.on('error', ignore);
      pool.on('connect', (client) => client.on('error', ignore));
      return pool;
    },
  });
}
