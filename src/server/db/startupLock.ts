import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The advisory lock's key: any constant number, the same in every instance of the site. */
const STARTUP_LOCK = 2_026_112_421;

/**
 * Runs `work` (migrations, then the sample content) while no other instance starting at the same
 * time runs it. PostgreSQL: a session advisory lock held on one connection, which `work` uses. SQLite:
 * every write transaction already begins immediate, so the migrations' transaction and the seed's
 * each run alone, and the seed checks for content inside its own.
 */
export async function underStartupLock<DB, T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
