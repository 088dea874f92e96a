import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { reusingStatements } from '../../../src/server/db/statements';
import { tempDir } from '../support/testApp';

describe('reusingStatements', () => {
  let root: string;
  let sqlite: SQLite.Database;

  beforeEach(() => {
    root = tempDir();
    sqlite = new SQLite(path.join(root, 'app.db'));
    sqlite.exec('create table articles (id integer primary key, title text); create table notes (id integer primary key, text text)');
  });

  afterEach(() => {
    if (sqlite.open) sqlite.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('prepares a text once and answers fresh rows on each run', () => {
    const db = reusingStatements(sqlite);
    const select = 'select title from articles order by id';
    const statement = db.prepare(select);
    expect(db.prepare(select)).toBe(statement);
    expect(statement.all([])).toEqual([]);
    db.prepare('insert into articles (title) values (?)').run(['Premier']);
    expect(db.prepare(select).all([])).toEqual([{ title: 'Premier' }]);
  });

  it('keeps at most `max` statements, the least recently used leaving first', () => {
    const db = reusingStatements(sqlite, { max: 2 });
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('closes the connection', () => {
    reusingStatements(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
