import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * What differs between SQLite and PostgreSQL in a schema, for migrations: each helper gives SQLite
 * exactly what the landed migrations always produced, and PostgreSQL its equivalent.
 */

export type DatabaseKind = 'sqlite' | 'postgres';

export function kindOf(db: QueryExecutorProvider): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An integer key numbered by the database: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function identityKey(db: QueryExecutorProvider) {
  return (column: ColumnDefinitionBuilder) =>
    kindOf(db) === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/** The moment of the insert as the ISO 8601 text the code writes (`2026-11-24T09:00:00.000Z`), for a column default. */
export function isoNow(db: QueryExecutorProvider): RawBuilder<string> {
  return kindOf(db) === 'postgres'
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A 64-bit float: SQLite's `real` is one, PostgreSQL's `real` has only 32 bits. */
export function double(db: QueryExecutorProvider): 'double precision' | 'real' {
  return kindOf(db) === 'postgres' ? 'double precision' : 'real';
}

/** A true/false column: an integer 0 or 1 on both, as the code reads and writes it. */
export function flag(name: string): RawBuilder<unknown> {
  return sql`${sql.ref(name)} in (0, 1)`;
}

/**
 * Makes every insert, update or delete of `table` move the content version (content_version's
 * only row), in the writer's own transaction, whoever writes: this process, another instance,
 * a script. PostgreSQL also announces the new version on the `content_version` channel.
 */
export async function bumpsContentVersion(db: QueryExecutorProvider, table: string): Promise<void> {
  if (kindOf(db) === 'postgres') {
    await sql`create trigger ${sql.id(`${table}_content_version`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`${table}_content_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      begin update content_version set version = version + 1; end`.execute(db);
  }
}

/** The function PostgreSQL's triggers run (bumpsContentVersion): bump, then NOTIFY with the new version, sent at commit. */
export async function createContentVersionFunction(db: QueryExecutorProvider): Promise<void> {
  await sql`create function bump_content_version() returns trigger language plpgsql as $$
    declare
      new_version bigint;
    begin
      update content_version set version = version + 1 returning version into new_version;
      perform pg_notify('content_version', new_version::text);
      return null;
    end
    $$`.execute(db);
}

/**
 * Locks the rows `query` reads until the transaction ends, for a read that decides a write (the
 * image an update replaces): PostgreSQL's FOR UPDATE. SQLite's transactions already hold the
 * database's write lock from their start (BEGIN IMMEDIATE), and it has no FOR UPDATE.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(db: QueryExecutorProvider, query: Q): Q {
  return kindOf(db) === 'postgres' ? query.forUpdate() : query;
}
