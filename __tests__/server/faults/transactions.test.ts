import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrations } from '../../../src/server/db/migrations/all';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { tempDir } from '../support/testApp';

const message = (text: string) => ({
  kind: 'contact' as const,
  first_name: 'Léa',
  last_name: 'Martin',
  email: 'lea@example.com',
  phone_number: null,
  message: text,
  options: null,
  language: 'fr' as const,
  created_at: new Date().toISOString(),
});

describe('write transactions against another writer', () => {
  let root: string;
  let db: Kysely<Database>;
  let other: SQLite.Database;

  beforeEach(async () => {
    root = tempDir();
    const file = path.join(root, 'app.db');
    db = openDatabase(file);
    await migrateToLatest(db, migrations);
    // Another process's connection: it does not wait, so it never blocks this test's event loop.
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('does not fail with SQLITE_BUSY when another connection writes between its read and its write', async () => {
    const insertOther = other.prepare('insert into messages (kind, first_name, last_name, email, message, language, created_at) values (?, ?, ?, ?, ?, ?, ?)');
    const result = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      // The other writer either gets in first (and this transaction must still succeed) or is told to wait.
      try {
        insertOther.run('contact', 'Paul', 'Durand', 'paul@example.com', 'between', 'fr', new Date().toISOString());
      } catch (error) {
        expect((error as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
      }
      await trx.insertInto('messages').values(message(`after ${before.n}`)).execute();
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(await db.selectFrom('messages').select('message').where('message', 'like', 'after %').execute()).toHaveLength(1);
  });
});
