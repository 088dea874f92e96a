import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type DialectAdapter, type Driver, type SqliteDialectConfig } from 'kysely';
import { reusingStatements } from './statements';

/** Opens (creating if needed) the SQLite file, tuned for one web process with concurrent readers. */
export function openSqliteConnection(file: string): SQLite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL: readers never wait for the writer. NORMAL sync is durable enough in WAL mode and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Wait for a lock (another connection, a backup) instead of failing at once with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return sqlite;
}

/** Kysely's SQLite dialect over `sqlite`, keeping prepared statements (statements.ts). */
export function sqliteDialect(sqlite: SQLite.Database): SqliteDialect {
  return new ImmediateSqliteDialect({ database: reusingStatements(sqlite) });
}

/**
 * Transactions take the write lock at BEGIN (BEGIN IMMEDIATE), so they wait for another writer
 * (busy_timeout). A plain BEGIN that reads, then writes after another process committed, fails at
 * once with SQLITE_BUSY: WAL cannot upgrade an outdated snapshot, and no timeout helps.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  // SQLite ends the transaction itself on some errors (a full disk, an I/O error): the rollback
  // that follows would fail, and its "no transaction is active" would hide the error that matters.
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch (error) {
      if (!/no transaction is active/i.test((error as Error | null)?.message ?? '')) throw error;
    }
  }
}

/**
 * SQLite runs DDL inside transactions: saying so makes Kysely's migrator run all pending migrations
 * in one (immediate) transaction, so two processes starting on one file never both run one.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
