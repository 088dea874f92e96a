import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

export interface StatementOptions {
  /** How many statements to keep, the least recently used leaving first. */
  max?: number;
  /** Called after each successful run of a statement that writes and whose SQL `writes` matches. */
  onWrite?: { writes: (sql: string) => boolean; changed: () => void };
}

const DEFAULT_MAX_STATEMENTS = 200;

/**
 * What Kysely's SQLite driver is given instead of the connection: it prepares every query anew
 * (parse and plan each time), so this keeps prepared statements by SQL text. Kysely passes values
 * as parameters, never in the text, so the texts are few; the bound keeps odd ones from piling up.
 */
export function reusingStatements(sqlite: SQLite.Database, { max = DEFAULT_MAX_STATEMENTS, onWrite }: StatementOptions = {}): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        const prepared = sqlite.prepare(sql);
        statement = onWrite !== undefined && !prepared.readonly && onWrite.writes(sql) ? announcing(prepared, onWrite.changed) : prepared;
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** A writing statement that reports each run (after it succeeded). */
function announcing(statement: SQLite.Statement, changed: () => void): SqliteStatement {
  return {
    reader: statement.reader,
    all(parameters) {
      const rows = statement.all(parameters);
      changed();
      return rows;
    },
    run(parameters) {
      const result = statement.run(parameters);
      changed();
      return result;
    },
    iterate: (parameters) => statement.iterate(parameters),
  };
}
