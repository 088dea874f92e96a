import fs from 'node:fs';
import path from 'node:path';

const MIGRATIONS = path.join(__dirname, '../../../src/server/db/migrations');
/** What an instance of the previous release would trip on while the next one has migrated. */
const BREAKING = /\.(dropTable|dropColumn|renameColumn|renameTo|alterColumn|modifyColumn)\(|\b(drop\s+(table|column)|rename\s+(to|column))\b/i;

// docs/deploy.md, "A new release": instances are rolled one at a time, old beside new.
describe('the migrations', () => {
  it('only add: no `up` drops, renames or retypes a table or a column', () => {
    const files = fs.readdirSync(MIGRATIONS).filter((file) => /^\d{4}-\d\d-\d\dT\d{4}_.*\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    const breaking = files.filter((file) => {
      const source = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
      const up = /export async function up\b[^]*?\n}/.exec(source)?.[0] ?? source;
      return BREAKING.test(up);
    });
    expect(breaking).toEqual([]);
  });
});
