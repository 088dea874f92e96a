/**
 * Database errors by meaning, whichever database raised them: SQLite's extended result codes
 * (better-sqlite3's `code`) and PostgreSQL's SQLSTATE (pg's `code`). The code reads these, never a
 * driver's code.
 */

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const oneOf =
  (...codes: string[]) =>
  (error: unknown): boolean => {
    const code = codeOf(error);
    return code !== undefined && codes.includes(code);
  };

/** A row would repeat a unique or primary key value. */
export const isUniqueViolation = oneOf('SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505');

/** A row would point at a row that does not exist, or a deleted row is still pointed at. */
export const isForeignKeyViolation = oneOf('SQLITE_CONSTRAINT_FOREIGNKEY', '23503');

/** A required column would be empty. */
export const isNotNullViolation = oneOf('SQLITE_CONSTRAINT_NOTNULL', '23502');

/** A row fails a CHECK constraint. */
export const isCheckViolation = oneOf('SQLITE_CONSTRAINT_CHECK', '23514');

/**
 * Text the database cannot hold: PostgreSQL refuses a NUL character (SQLite keeps it). The
 * request's input, not a bug: 400.
 */
export const isUnstorableText = oneOf('22021', '22P05');

/**
 * A write or a connection refused by the storage, not by the query: a full disk, read-only or
 * failing storage, a database server that is down, starting, shutting down or out of
 * connections. The request may succeed later: 503, not 500.
 */
export function isStorageFailure(error: unknown): boolean {
  const code = codeOf(error);
  // pg's own failures carry no code: the server closed the connection (the query was sent on a
  // connection already broken), or none was free in time.
  if (code === undefined) {
    return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/.test((error as Error | null)?.message ?? '');
  }
  // A Unix socket whose server is down (restarting) has no file.
  if (code === 'ENOENT') return (error as { syscall?: unknown }).syscall === 'connect';
  if (/^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/.test(code)) return true;
  // 53: insufficient resources (disk full 53100, out of memory 53200, too many connections 53300);
  // 58: system errors (I/O); 57P01-57P03: the server shuts down or is not accepting connections yet;
  // 25006: a read-only transaction (a standby, default_transaction_read_only); 08: the connection failed.
  if (/^(53|58|08)/.test(code) || /^57P0[1-3]$/.test(code) || code === '25006') return true;
  return ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN'].includes(code);
}
