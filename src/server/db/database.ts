import type SQLite from 'better-sqlite3';
import {
  DeleteQueryNode,
  InsertQueryNode,
  Kysely,
  MergeQueryNode,
  UpdateQueryNode,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type pg from 'pg';
import type { VersionSource } from './contentVersion';
import type { DatabaseKind } from './portable';
import { ignore, loadPg, postgresConnection, postgresDialect } from './postgres';
import { openSqliteConnection, sqliteDialect } from './sqlite';
import type { AccountTables } from './tables/accounts';
import type { AuditTables } from './tables/audit';
import type { ContentTables, ContentVersionTable } from './tables/content';
import type { MessageTables } from './tables/messages';
import type { PaymentTables } from './tables/payments';
import type { RateLimitTables } from './tables/rateLimits';
import type { VitalTables } from './tables/vitals';

/**
 * The table map Kysely types every query with. Each migration that adds a table adds its
 * interface here, so the types and the schema move together.
 */
export interface Database extends AccountTables, AuditTables, ContentTables, MessageTables, PaymentTables, RateLimitTables, VitalTables {
  content_version: ContentVersionTable;
}

export interface DatabaseTarget {
  /** A postgres:// URL, or null for SQLite in `file`. */
  url: string | null;
  file: string;
  /** PostgreSQL's pool size. */
  poolSize?: number;
}

/** An open database: Kysely over it, and what reading content_version needs outside Kysely's pool. */
export interface OpenedDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Reads content_version: synchronously on SQLite, on a connection of its own (LISTEN) on PostgreSQL. Call after migrating. */
  contentVersionSource(): VersionSource;
  /** Calls `listener` after each insert, update or delete run through `db`, before the caller sees its result. */
  afterWrites(listener: () => Promise<void> | void): void;
}

export const DEFAULT_POOL_SIZE = 10;

/** Opens the database `target` names: PostgreSQL when it has a URL, else the SQLite file (created if needed). */
export function connect({ url, file, poolSize = DEFAULT_POOL_SIZE }: DatabaseTarget): OpenedDatabase {
  const writes = new AfterWrites();
  if (url !== null) {
    const db = new Kysely<Database>({ dialect: postgresDialect(url, poolSize), plugins: [writes] });
    return {
      kind: 'postgres',
      db,
      contentVersionSource: () => new ListeningVersion(url, async () => (await sql<{ version: number }>`${sql.raw(READ_VERSION)}`.execute(db)).rows[0]!.version),
      afterWrites: (listener) => (writes.listener = listener),
    };
  }
  const sqlite = openSqliteConnection(file);
  return {
    kind: 'sqlite',
    db: new Kysely<Database>({ dialect: sqliteDialect(sqlite), plugins: [writes] }),
    contentVersionSource: () => new SqliteVersion(sqlite),
    afterWrites: (listener) => (writes.listener = listener),
  };
}

/** Kysely over a SQLite file path or a postgres:// URL (scripts and tests). */
export function openDatabase(location: string, poolSize?: number): Kysely<Database> {
  const isUrl = /^postgres(ql)?:\/\//.test(location);
  return connect({ url: isUrl ? location : null, file: location, poolSize }).db;
}

/** Tells of writes by the query's kind, whatever its SQL text. */
class AfterWrites implements KyselyPlugin {
  listener: (() => Promise<void> | void) | null = null;
  readonly #writes = new WeakSet<QueryId>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node) || MergeQueryNode.is(node)) this.#writes.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.delete(queryId)) await this.listener?.();
    return result;
  }
}

const READ_VERSION = 'select version from content_version where id = 1';

/** SQLite: one indexed read on the app's own connection, a few microseconds. */
class SqliteVersion implements VersionSource {
  readonly #statement: SQLite.Statement<[], number>;
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    this.#sqlite = sqlite;
    this.#statement = sqlite.prepare<[], number>(READ_VERSION).pluck();
  }

  read(): number | null {
    // Closed with the app: nothing can change any more.
    return this.#sqlite.open ? this.#statement.get()! : null;
  }

  close(): void {}
}

/** The listening connection is opened again after a break this long, doubling up to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 8_000;
const LISTEN_CONNECT_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL: a connection of its own, outside the pool (a full pool never delays it), that
 * LISTENs on `content_version` (the triggers NOTIFY at commit) and reads the row when asked. A
 * broken connection (the server restarts) is opened again on a timer, with backoff; meanwhile the
 * row is read through the pool (`fallbackRead`), so the poll goes on seeing changes, and once
 * listening again it reads the row for what it missed.
 */
class ListeningVersion implements VersionSource {
  readonly #url: string;
  readonly #fallbackRead: () => Promise<number>;
  #client: Promise<pg.Client> | null = null;
  #onVersion: ((version: number) => void) | null = null;
  #closed = false;
  #reading: Promise<unknown> = Promise.resolve();
  #reconnectMs = RECONNECT_FIRST_MS;
  #reconnect: NodeJS.Timeout | null = null;

  constructor(url: string, fallbackRead: () => Promise<number>) {
    this.#url = url;
    this.#fallbackRead = fallbackRead;
  }

  listen(onVersion: (version: number) => void): void {
    this.#onVersion = onVersion;
    this.#open();
  }

  /**
   * One read at a time on the connection, in the order asked: pg 8 queues a query sent while
   * another runs (with a deprecation warning) and pg 9 refuses it. Reads are chained, not shared: a
   * refresh after a write must read after that write.
   */
  read(): Promise<number | null> {
    const reading = this.#reading.then(() => this.#readNow());
    this.#reading = reading.catch(() => {});
    return reading;
  }

  async #readNow(): Promise<number | null> {
    if (this.#closed) return null;
    if (this.#reconnect !== null) return this.#fallbackRead();
    const client = await this.#connected();
    const { rows } = await client.query<{ version: number }>(READ_VERSION);
    return rows[0]!.version;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnect !== null) clearTimeout(this.#reconnect);
    this.#reconnect = null;
    const client = this.#client;
    this.#client = null;
    await (await client?.catch(() => null))?.end().catch(() => {});
  }

  /** Listens now; once it is, reads the row (a change may have come while not listening). */
  #open(): void {
    this.#connected().then(
      () => {
        this.#reconnectMs = RECONNECT_FIRST_MS;
        this.read().then((version) => version !== null && this.#onVersion?.(version), ignore);
      },
      () => this.#openLater(),
    );
  }

  #openLater(): void {
    if (this.#closed || this.#onVersion === null || this.#reconnect !== null) return;
    // Jittered, so instances cut off together do not all come back at the same instant.
    const delay = this.#reconnectMs * (0.5 + Math.random() / 2);
    this.#reconnectMs = Math.min(this.#reconnectMs * 2, RECONNECT_MAX_MS);
    this.#reconnect = setTimeout(() => {
      this.#reconnect = null;
      this.#open();
    }, delay);
    this.#reconnect.unref();
  }

  #connected(): Promise<pg.Client> {
    if (this.#client !== null) return this.#client;
    const dropped = () => {
      if (this.#client !== opening) return;
      this.#client = null;
      this.#openLater();
    };
    const opening = (async () => {
      const driver = await loadPg();
      const client = new driver.Client({ ...postgresConnection(driver, this.#url), connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS });
      client.on('error', dropped);
      client.on('end', dropped);
      client.on('notification', ({ channel, payload }) => {
        if (channel === 'content_version' && payload !== undefined) this.#onVersion?.(Number(payload));
      });
      try {
        await client.connect();
        await client.query('listen content_version');
        return client;
      } catch (error) {
        dropped();
        await client.end().catch(() => {});
        throw error;
      }
    })();
    this.#client = opening;
    return opening;
  }
}
