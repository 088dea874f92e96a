import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { CONTENT_TABLES } from '../../../src/server/db/contentVersion';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { buildTestApp, testDatabaseLocation, tempDir, type TestApp } from '../support/testApp';

const NOW = new Date().toISOString();

/** One write per content table, as an editor or a script would make it from another connection (each changes rows of the sample content). */
const WRITES: Record<keyof typeof CONTENT_TABLES, (db: Kysely<Database>) => Promise<unknown>> = {
  categories: (db) => db.updateTable('categories').set({ name_en: 'Changed' }).execute(),
  articles: (db) => db.updateTable('articles').set({ reading_minutes: 9 }).execute(),
  clients: (db) =>
    db
      .insertInto('clients')
      .values({ slug: 'nouveau', name: 'Nouveau', summary_fr: 'R', summary_en: 'S', body_fr: 'C', body_en: 'B', published: 1, position: 9, created_at: NOW, updated_at: NOW })
      .execute(),
  projects: (db) => db.updateTable('projects').set({ image: null }).execute(),
  jobs: (db) => db.updateTable('jobs').set({ location: 'Lyon' }).execute(),
  items: (db) => db.deleteFrom('items').execute(),
};

const rowVersion = async (db: Kysely<Database>) => (await db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;

describe('the content version', () => {
  let server: TestApp;
  let other: Kysely<Database>;

  beforeEach(async () => {
    const dataDir = tempDir();
    // Sample content, so that every table has rows to change.
    server = await buildTestApp({ env: { DATA_DIR: dataDir } });
    await server.app.ready();
    other = openDatabase(await testDatabaseLocation(dataDir));
  });

  afterEach(async () => {
    await other.destroy();
    await server.close();
    fs.rmSync(server.config.dataDir, { recursive: true, force: true });
  });

  it.each(Object.keys(WRITES) as (keyof typeof WRITES)[])('moves with a write to %s from another connection, in that write’s transaction', async (table) => {
    const before = await rowVersion(other);
    await WRITES[table](other);
    expect(await rowVersion(other)).toBeGreaterThan(before);
  });

  it('stays where it was when the transaction that wrote content rolls back', async () => {
    const before = await rowVersion(other);
    await expect(
      other.transaction().execute(async (trx) => {
        await trx.updateTable('jobs').set({ location: 'Nantes' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rowVersion(other)).toBe(before);
  });

  it('does not move with writes that are not content', async () => {
    const before = await rowVersion(other);
    const message = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour, un devis ?' };
    expect((await server.app.inject({ method: 'POST', url: '/api/messages/create-message', payload: message })).statusCode).toBe(201);
    expect(await rowVersion(other)).toBe(before);
  });

  it('is noticed by a running instance within 1 s of another connection’s commit, with no request in between on PostgreSQL', async () => {
    const seen = new Promise<number>((resolve) => server.app.onContentChange(() => resolve(performance.now())));
    // From before the write: the commit happens somewhere in its round trip.
    const writing = performance.now();
    await WRITES.jobs(other);
    // SQLite looks when asked (a request); PostgreSQL is told (NOTIFY) and needs no request.
    const asking = server.app.dbKind === 'sqlite' ? setInterval(() => server.app.contentVersion(), 5) : undefined;
    try {
      const noticedAt = await Promise.race([seen, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 1000))]);
      const latency = noticedAt - writing;
      console.log(`content change noticed ${latency.toFixed(1)} ms after the write began (${server.app.dbKind})`);
      expect(latency).toBeLessThan(1000);
    } finally {
      clearInterval(asking);
    }
  });
});
