import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { ContentTableName } from '../../../src/shared/contentKinds';
import { CONTENT_TABLES } from '../../../src/server/db/contentVersion';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { buildTestApp, testDatabaseLocation, tempDir, type TestApp } from '../support/testApp';

/**
 * A write to every row of a content table, as an editor or a script would make it from another
 * connection: the tables come from the content kinds, so a new kind is checked without a line here.
 */
const touch = (db: Kysely<Database>, table: ContentTableName) => db.updateTable(table).set({ updated_at: sql<string>`updated_at` }).execute();

/** The content-version triggers a migration put on a table (bumpsContentVersion). */
async function triggersOn(db: Kysely<Database>, kind: 'sqlite' | 'postgres', table: string): Promise<number> {
  const query =
    kind === 'sqlite'
      ? sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'trigger' and tbl_name = ${table} and name like ${`${table}_content_version%`}`
      : sql<{ n: number }>`select count(*)::int as n from pg_trigger where tgrelid = to_regclass(${table}) and tgname = ${`${table}_content_version`}`;
  return Number((await query.execute(db)).rows[0]!.n);
}

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

  it.each(CONTENT_TABLES)('moves with a write to %s from another connection, in that write’s transaction', async (table) => {
    expect(await triggersOn(other, server.app.dbKind, table)).toBe(server.app.dbKind === 'sqlite' ? 3 : 1);
    // A table the sample content leaves empty has nothing to change (SQLite's triggers are per row): its triggers are checked above.
    if ((await other.selectFrom(table).select('id').limit(1).execute()).length === 0) return;
    const before = await rowVersion(other);
    await touch(other, table);
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
    await touch(other, 'jobs');
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
