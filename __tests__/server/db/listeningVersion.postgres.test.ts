import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { connect, openDatabase, type Database } from '../../../src/server/db/database';
import { eventually } from '../support/smtp';
import { buildTestApp, testDatabaseLocation, tempDir, type TestApp } from '../support/testApp';

/**
 * PostgreSQL's content version is read on a connection of its own (LISTEN). Reads asked at once (a
 * refresh after each of two writes, the poll) must not send a query while another runs on it: pg 8
 * queues it with a deprecation warning, pg 9 refuses it.
 */
describe("PostgreSQL's content version reads", () => {
  let server: TestApp;
  let other: Kysely<Database>;
  let url: string;

  beforeEach(async () => {
    const dataDir = tempDir();
    server = await buildTestApp({ env: { DATA_DIR: dataDir } });
    await server.app.ready();
    url = await testDatabaseLocation(dataDir);
    other = openDatabase(url);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await other.destroy();
    await server.close();
    fs.rmSync(server.config.dataDir, { recursive: true, force: true });
  });

  it('run one at a time on their connection, each seeing the writes made before it was asked', async () => {
    // Counts the queries running at once on each client.
    const running = new Map<pg.Client, number>();
    let mostAtOnce = 0;
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
    jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const now = (running.get(this) ?? 0) + 1;
      running.set(this, now);
      mostAtOnce = Math.max(mostAtOnce, now);
      const result = query.apply(this, args);
      void Promise.resolve(result)
        .catch(() => {})
        .finally(() => running.set(this, running.get(this)! - 1));
      return result;
    } as never);

    const opened = connect({ url, file: '' });
    const source = opened.contentVersionSource();
    try {
      const before = await source.read();
      const asked = [source.read(), source.read(), source.read()];
      await other.updateTable('jobs').set({ location: 'Lyon' }).execute();
      const afterWrite = source.read();
      for (const version of await Promise.all(asked)) expect(version).toBeGreaterThanOrEqual(before!);
      expect(await afterWrite).toBeGreaterThan(before!);
      expect(mostAtOnce).toBe(1);
    } finally {
      await source.close();
      await opened.db.destroy();
    }
  });

  it('listens again on its own after its connection is cut (a server restart), and hears the next change', async () => {
    const opened = connect({ url, file: '' });
    const source = opened.contentVersionSource();
    const heard: number[] = [];
    try {
      // The listening connections of this database: the test app's, then also this source's.
      const listeners = async () =>
        (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query in ('listen content_version', 'select version from content_version where id = 1')`.execute(other)).rows.map(({ pid }) => pid);
      const others = new Set(await listeners());
      const listener = async () => (await listeners()).filter((pid) => !others.has(pid));
      source.listen!((version) => heard.push(version));
      await eventually(async () => expect(await listener()).toHaveLength(1));
      const before = (await source.read())!;
      // As a restart does to every connection: 57P01, then the socket closes.
      await sql`select pg_terminate_backend(${(await listener())[0]!})`.execute(other);
      await eventually(async () => expect(await listener()).toHaveLength(1), 10_000);
      heard.length = 0;
      await other.updateTable('jobs').set({ location: 'Nantes' }).execute();
      await eventually(() => expect(heard.some((version) => version > before)).toBe(true), 5_000);
    } finally {
      await source.close();
      await opened.db.destroy();
    }
  });
});
