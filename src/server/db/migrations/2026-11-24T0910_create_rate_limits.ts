import type { Kysely } from 'kysely';

/**
 * Rate-limit counters kept in the database (RATE_LIMIT_STORE=database), so every instance counts
 * against the same limit. `expire` is in milliseconds since the epoch; null never expires.
 * Frozen once landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
