import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrations } from '../../../src/server/db/migrations/all';
import { openDatabase } from '../../../src/server/db/database';
import { sampleContent } from '../../../src/server/db/seed/sampleContent';
import { startServerProcess } from '../support/serverProcess';
import { tempDir, testDatabaseEnv, testDatabaseLocation, writeClientBuild } from '../support/testApp';

describe('instances starting together on one empty database', () => {
  let root: string;
  const children: ChildProcess[] = [];

  beforeEach(() => {
    root = tempDir();
    writeClientBuild(path.join(root, 'client'));
  });

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('all start; the migrations run once and the sample content is loaded once', async () => {
    const database = await testDatabaseEnv(path.join(root, 'data'));
    const env = { DATA_DIR: path.join(root, 'data'), CLIENT_DIR: path.join(root, 'client'), ...database };
    const servers = await Promise.all([1, 2, 3].map(() => startServerProcess(env)));
    children.push(...servers.map((server) => server.child));
    const origins = servers.map((server) => server.origin);
    for (const origin of origins) expect(await (await fetch(`${origin}/api/health`)).json()).toEqual({ status: 'ok' });

    const db = openDatabase(await testDatabaseLocation(path.join(root, 'data')));
    try {
      const applied = await db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      expect(applied).toHaveLength(Object.keys(migrations).length);
      const { count } = await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(count)).toBe(sampleContent.articles.length);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
