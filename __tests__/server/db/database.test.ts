import fs from 'node:fs';
import path from 'node:path';
import { sql, type Migration } from 'kysely';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { tempDir } from '../support/testApp';

describe('openDatabase', () => {
  let root: string;
  let db: ReturnType<typeof openDatabase>;

  beforeEach(() => {
    root = tempDir();
    db = openDatabase(path.join(root, 'nested', 'folder', 'app.db'));
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates the parent folder and turns on WAL, foreign keys, a busy timeout and NORMAL sync', async () => {
    expect(fs.existsSync(path.join(root, 'nested', 'folder', 'app.db'))).toBe(true);
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('synchronous')).toBe(1); // NORMAL
  });

  describe('migrateToLatest', () => {
    const log: string[] = [];
    const migration = (name: string): Migration => ({
      up: async (kysely) => {
        log.push(name);
        await kysely.schema.createTable(name).addColumn('id', 'integer', (column) => column.primaryKey()).execute();
      },
    });

    beforeEach(() => {
      log.length = 0;
    });

    it('applies migrations in the order of their names, once', async () => {
      // Declared out of order on purpose: the key decides.
      const migrations = {
        '2026-11-22T0900_second': migration('second'),
        '2026-11-21T1200_first': migration('first'),
      };
      const results = await migrateToLatest(db, migrations);
      expect(log).toEqual(['first', 'second']);
      expect(results.map((result) => [result.migrationName, result.status])).toEqual([
        ['2026-11-21T1200_first', 'Success'],
        ['2026-11-22T0900_second', 'Success'],
      ]);

      expect(await migrateToLatest(db, migrations)).toEqual([]);
      expect(log).toEqual(['first', 'second']);

      const added = { ...migrations, '2026-11-23T0800_third': migration('third') };
      await migrateToLatest(db, added);
      expect(log).toEqual(['first', 'second', 'third']);
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['first', 'second', 'third']));
    });

    it('names the migration that failed', async () => {
      const migrations = {
        '2026-11-21T1200_first': migration('first'),
        '2026-11-22T0900_broken': { up: async () => Promise.reject(new Error('syntax error near "TABEL"')) },
      };
      await expect(migrateToLatest(db, migrations)).rejects.toThrow(/2026-11-22T0900_broken.*TABEL/);
    });
  });
});
