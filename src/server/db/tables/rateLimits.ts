import type { ColumnType } from 'kysely';

/** Rate-limit counters shared by every instance (http/rateLimitStore.ts). */
export interface RateLimitsTable {
  /** The limit's prefix and the counted key (an IP, an address). */
  key: string;
  points: number;
  /** Milliseconds since the epoch; PostgreSQL's bigint arrives as a string. */
  expire: ColumnType<number | string | null, number | null, number | null>;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
