import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type DialectAdapter, type Driver, type SqliteDialectConfig } from 'kysely';
import type { AccountTables } from './tables/accounts';
import type { ContentTables } from './tables/content';
import type { MessageTables } from './tables/messages';
import type { PaymentTables } from './tables/payments';
import type { RateLimitTables } from './tables/rateLimits';
import type { VitalTables } from './tables/vitals';
import { reusingStatements, type StatementOptions } from './statements';

/**
 * The table map Kysely types every query with. Each migration that adds a table adds its
 * interface here, so the types and the schema move together.
 */
export interface Database extends AccountTables, ContentTables, MessageTables, PaymentTables, RateLimitTables, VitalTables {}

/** Opens (creating if needed) the SQLite file, tuned for one web process with concurrent readers. */
export function openDatabase(file: string): Kysely<Database> {
  return databaseOver(openConnection(file));
}

/** The SQLite connection alone, for what Kysely cannot say (`PRAGMA data_version`). */
export function openConnection(file: string): SQLite.Database {
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

/** Kysely over `sqlite`, keeping prepared statements (statements.ts) and reporting the writes `onWrite` asks about. */
export function databaseOver(sqlite: SQLite.Database, onWrite?: StatementOptions['onWrite']): Kysely<Database> {
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: reusingStatements(sqlite, { onWrite }) }) });
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

/** A write refused by the disk or the file system, not by the query: SQLite's own codes. */
export function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/.test(code);
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
