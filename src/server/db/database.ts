import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { AccountTables } from './tables/accounts';
import type { ContentTables } from './tables/content';
import type { MessageTables } from './tables/messages';
import type { PaymentTables } from './tables/payments';

/**
 * The table map Kysely types every query with. Each migration that adds a table adds its
 * interface here, so the types and the schema move together.
 */
export interface Database extends AccountTables, ContentTables, MessageTables, PaymentTables {}

/** Opens (creating if needed) the SQLite file, tuned for one web process with concurrent readers. */
export function openDatabase(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL: readers never wait for the writer. NORMAL sync is durable enough in WAL mode and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Wait for a lock (another connection, a backup) instead of failing at once with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
