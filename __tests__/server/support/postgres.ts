import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

/**
 * The server suites that touch the database run a second time against PostgreSQL (jest project
 * `server-postgres`, docs/database.md): one throwaway database per test file, one schema per test app.
 */

export const POSTGRES_INSTALL_LINE = 'apt-get install -y postgresql && pg_ctlcluster 15 main start';

export const postgresRequired = process.env.REQUIRE_POSTGRES === '1';

/** Set in the PostgreSQL project's test files (postgresFile.ts): test apps then run on PostgreSQL. */
export const onPostgres = (): boolean => process.env.DB_VARIANT === 'postgres';

/**
 * Where the tests may create databases: TEST_DATABASE_URL, else the local socket as the system
 * user (scripts/postgres-local.sh gives it a role).
 */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? `postgres:///postgres?host=/var/run/postgresql&user=${encodeURIComponent(os.userInfo().username)}`;
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}

/** Whether PostgreSQL answers at `url` within a few seconds. */
export async function reachable(url = adminUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `statements` as the administrator, on `url`'s database. */
export async function administer(statements: string[], url = adminUrl()): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export function randomName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/**
 * The DATABASE_URL of a schema of its own in the test file's database, named after `dataDir`: a test app
 * started again on the same data folder finds its database again, as with SQLite's file.
 */
export async function schemaFor(dataDir: string): Promise<string> {
  const runUrl = process.env.TEST_POSTGRES_URL;
  if (runUrl === undefined) throw new Error('TEST_POSTGRES_URL is unset: the server-postgres project sets it (postgresFile.ts)');
  const schema = `app_${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
  await administer([`create schema if not exists ${schema}`], runUrl);
  const url = new URL(runUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}
