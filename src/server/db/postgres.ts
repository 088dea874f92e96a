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

/** Kysely's dialect over a pool of `poolSize` connections to `url`, made when Kysely first needs it. */
export function postgresDialect(url: string, poolSize: number): PostgresDialect {
  return new PostgresDialect({
    pool: async () => {
      const driver = await loadPg();
      const pool = new driver.Pool({ ...postgresConnection(driver, url, poolSize), idleTimeoutMillis: 30_000 });
      // An idle connection that breaks (the server restarts) must not crash the process: the pool drops it.
      pool.on('error', () => {});
      return pool;
    },
  });
}
