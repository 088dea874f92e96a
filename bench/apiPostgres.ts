/**
 * Section `postgres`: the API on PostgreSQL next to the same API on SQLite, both started here,
 * each target measured on both in turn; prints PostgreSQL's throughput as a ratio of SQLite's. No
 * budget: PostgreSQL is expected to cost more per request than SQLite's in-process reads.
 */
import { POSTGRES_INSTALL_LINE, adminUrl, administer, randomName, reachable, withDatabase } from '../__tests__/server/support/postgres';
import { API_LOAD, round, type Endpoint } from './api';
import type { ApiFigures } from './results';
import { median, printTable, type Server } from './support';

export interface PostgresApiTarget {
  label: string;
  path: string;
  sqlite: ApiFigures;
  postgres: ApiFigures;
  /** PostgreSQL's req/s over SQLite's. */
  ratio: number;
}

export interface PostgresApiResult {
  seconds: number;
  targets: PostgresApiTarget[];
}

const PASSWORD = 'correct horse battery staple 42';

/** The throwaway database the PostgreSQL site runs on, dropped by `drop`. */
export async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!(await reachable())) throw new Error(`No PostgreSQL (TEST_DATABASE_URL or the local socket). Install and start it with: ${POSTGRES_INSTALL_LINE}`);
  const name = randomName('bench');
  await administer([`create database ${name}`]);
  return { url: withDatabase(adminUrl(), name), drop: () => administer([`drop database if exists ${name} with (force)`]) };
}

/** An account's bearer header on `origin`: the signed-in read needs the session's and the account's rows on every request. */
async function signedIn(origin: string): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  const created = await fetch(`${origin}/api/users/create-account`, { method: 'POST', headers: json, body: JSON.stringify({ firstName: 'Léa', lastName: 'Martin', email, password: PASSWORD }) });
  if (created.status !== 201) throw new Error(`Sign-up answered ${created.status}.`);
  const login = await fetch(`${origin}/api/auths/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD }) });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`Login answered ${login.status}.`);
  return { authorization: `Bearer ${token}` };
}

export async function measureApiOnPostgres(sqlite: Server, postgres: Server, runs: number): Promise<PostgresApiResult> {
  const endpoints: (Omit<Endpoint, 'kind'> & { signedIn?: true })[] = [
    { label: 'articles list (cached)', path: '/api/articles/get-all-articles' },
    { label: 'blog page 1 (cached)', path: '/api/blog/page/1' },
    { label: 'signed-in account (2 reads)', path: '/api/users/me', signedIn: true },
  ];
  const headers = { sqlite: await signedIn(sqlite.origin), postgres: await signedIn(postgres.origin) };
  const targets: PostgresApiTarget[] = [];
  for (const endpoint of endpoints) {
    const on = (server: Server, kind: 'sqlite' | 'postgres') => ({ ...endpoint, kind: 'list' as const, headers: endpoint.signedIn ? headers[kind] : undefined, origin: server.origin });
    const pair = { sqlite: on(sqlite, 'sqlite'), postgres: on(postgres, 'postgres') };
    for (const target of Object.values(pair)) await round(target.origin, target, API_LOAD.warmupSeconds);
    const figures = { sqlite: [] as ApiFigures[], postgres: [] as ApiFigures[] };
    for (let run = 1; run <= runs; run += 1) {
      for (const kind of ['sqlite', 'postgres'] as const) {
        const measured = await round(pair[kind].origin, pair[kind], API_LOAD.seconds);
        figures[kind].push(measured);
        console.log(`postgres ${run}/${runs} ${endpoint.label} on ${kind}: ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms`);
      }
    }
    const summary = (list: ApiFigures[]): ApiFigures => ({
      rps: median(list.map((f) => f.rps)) ?? 0,
      p50: median(list.map((f) => f.p50)) ?? 0,
      p99: median(list.map((f) => f.p99)) ?? 0,
      errors: list.reduce((sum, f) => sum + f.errors, 0),
      non2xx: list.reduce((sum, f) => sum + f.non2xx, 0),
    });
    const both = { sqlite: summary(figures.sqlite), postgres: summary(figures.postgres) };
    targets.push({ label: endpoint.label, path: endpoint.path, ...both, ratio: both.sqlite.rps > 0 ? both.postgres.rps / both.sqlite.rps : 0 });
  }
  return { seconds: API_LOAD.seconds, targets };
}

export function printApiOnPostgres({ targets, seconds }: PostgresApiResult, runs: number): void {
  console.log(`\nAPI on PostgreSQL and on SQLite: ${runs} × ${seconds} s each, medians; no budget`);
  printTable(
    ['endpoint', 'SQLite req/s', 'PostgreSQL req/s', 'PostgreSQL / SQLite', 'p99 ms SQLite', 'p99 ms PostgreSQL', 'errors + non-2xx'],
    targets.map(({ label, sqlite, postgres, ratio }) => [
      label,
      sqlite.rps.toFixed(0),
      postgres.rps.toFixed(0),
      `${ratio.toFixed(2)}×`,
      String(sqlite.p99),
      String(postgres.p99),
      String(sqlite.errors + sqlite.non2xx + postgres.errors + postgres.non2xx),
    ]),
  );
}
