import fs from 'node:fs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { connect, openDatabase, type Database } from '../../../src/server/db/database';
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
});
