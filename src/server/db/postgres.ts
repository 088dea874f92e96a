import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** The OIDs of the types whose text pg would hand over as strings. */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * pg answers bigint (count(*), sum()) and numeric as strings, so that no digit is lost; every such
 * value here is a count or an amount far below 2^53, and the code expects numbers, as SQLite gives.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Connection settings for `url`, with the number parsing above; `max` connections at most. */
export function postgresConnection(url: string, max?: number): pg.PoolConfig {
  return { connectionString: url, types, max };
}

/** A pool of `poolSize` connections to `url`, and Kysely's dialect over it. */
export function postgresDialect(url: string, poolSize: number): PostgresDialect {
  const pool = new pg.Pool({ ...postgresConnection(url, poolSize), idleTimeoutMillis: 30_000 });
  // An idle connection that breaks (the server restarts) must not crash the process: the pool drops it.
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}
