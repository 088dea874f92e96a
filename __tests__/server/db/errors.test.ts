import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { isCheckViolation, isForeignKeyViolation, isNotNullViolation, isStorageFailure, isUniqueViolation } from '../../../src/server/db/errors';
import { buildTestApp, testDatabaseLocation, tempDir, type TestApp } from '../support/testApp';

const NOW = new Date().toISOString();
const user = (email: string) => ({ first_name: 'Léa', last_name: 'Martin', email, email_key: email, password_hash: 'x', language: 'fr', created_at: NOW, updated_at: NOW });

/** The error a failing write raises. */
const failure = (write: Promise<unknown>) => write.then(() => null, (error: unknown) => error);

describe('database errors by meaning, whichever database', () => {
  let server: TestApp;
  let db: Kysely<Database>;

  beforeAll(async () => {
    const dataDir = tempDir();
    server = await buildTestApp({ env: { DATA_DIR: dataDir }, seed: false });
    await server.app.ready();
    db = openDatabase(await testDatabaseLocation(dataDir));
    await db.insertInto('users').values(user('lea@example.com')).execute();
  });

  afterAll(async () => {
    await db.destroy();
    await server.close();
    fs.rmSync(server.config.dataDir, { recursive: true, force: true });
  });

  it('tells each constraint apart, and none of them from a storage failure', async () => {
    const errors = {
      unique: await failure(db.insertInto('users').values(user('lea@example.com')).execute()),
      foreignKey: await failure(db.insertInto('sessions').values({ user_id: 999_999, token_hash: 'h', created_at: NOW, expires_at: NOW }).execute()),
      notNull: await failure(sql`insert into users (first_name) values ('Léa')`.execute(db)),
      check: await failure(db.updateTable('users').set({ language: 'fr' }).execute().then(() => sql`update email_outbox set secret = 2`.execute(db)).then(() => sql`insert into vitals (name, value, route, created_at) values ('LCP', -1, 'home', ${NOW})`.execute(db))),
    };
    const tests = { unique: isUniqueViolation, foreignKey: isForeignKeyViolation, notNull: isNotNullViolation, check: isCheckViolation };
    for (const [kind, error] of Object.entries(errors)) {
      expect(error).not.toBeNull();
      for (const [name, test] of Object.entries(tests)) expect([kind, name, test(error)]).toEqual([kind, name, name === kind]);
      expect(isStorageFailure(error)).toBe(false);
    }
  });

  it('counts a database out of reach as a storage failure', async () => {
    // Nothing listens on port 1; a folder is no SQLite file.
    const location = server.app.dbKind === 'postgres' ? 'postgres://nobody@127.0.0.1:1/none' : tempDir();
    const error = await failure((async () => {
      const unreachable = openDatabase(location);
      try {
        await unreachable.selectFrom('users').select('id').execute();
      } finally {
        await unreachable.destroy().catch(() => {});
      }
    })());
    expect(isStorageFailure(error)).toBe(true);
  });

  it('counts a PostgreSQL socket with no server behind it (restarting) as a storage failure, and a missing file as not one', async () => {
    const location = `postgres://nobody@localhost/none?host=${encodeURIComponent(tempDir())}`;
    const unreachable = openDatabase(location);
    try {
      const error = await failure(unreachable.selectFrom('users').select('id').execute());
      expect(error).toMatchObject({ code: 'ENOENT', syscall: 'connect' });
      expect(isStorageFailure(error)).toBe(true);
    } finally {
      await unreachable.destroy().catch(() => {});
    }
    expect(isStorageFailure(await failure(fs.promises.readFile(`${tempDir()}/missing.txt`)))).toBe(false);
  });
});

describe('a read-only database', () => {
  let server: TestApp;

  afterEach(() => server?.close());

  it('answers a contact message with 503 storageUnavailable, in the visitor’s language', async () => {
    server = await buildTestApp({ env: { DATABASE_POOL_SIZE: '1' } });
    await server.app.ready();
    if (server.app.dbKind === 'postgres') {
      // The pool's one connection refuses writes from now on (a standby, or a read-only switch).
      await sql`set session default_transaction_read_only = on`.execute(server.app.db);
    } else {
      await sql`pragma query_only = on`.execute(server.app.db);
    }
    const message = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour, un devis ?' };
    const answer = await server.app.inject({ method: 'POST', url: '/api/messages/create-message?lng=en', payload: message });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'storageUnavailable' });
  });
});
