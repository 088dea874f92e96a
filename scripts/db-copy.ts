/**
 * Copies a SQLite site's database into PostgreSQL (docs/deploy.md):
 *   npm run db:copy -- --from sqlite --to postgres://…      (sqlite: DATA_DIR's app.db)
 *   npm run db:copy -- --from path/to/app.db --to postgres://…
 * Migrates the target, refuses one that already holds data, copies every table in foreign-key
 * order in one transaction, then moves each identity sequence past the highest id copied.
 */
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrations } from '../src/server/db/migrations/all';
import { migrateToLatest } from '../src/server/db/migrator';

/** Rows the migrations themselves create in the target: kept, never copied. */
const CREATED_BY_MIGRATIONS = new Set(['content_version']);
const BATCH = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are read by name, whatever their columns
type AnyDb = Kysely<any>;

/** The source's tables, each after the tables its foreign keys name. */
async function tablesInOrder(source: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(source);
  const names = rows.map((row) => row.name);
  const needs = new Map<string, string[]>();
  for (const name of names) {
    const { rows: keys } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(source);
    needs.set(name, keys.map((key) => key.table).filter((table) => table !== name));
  }
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const needed of needs.get(name) ?? []) visit(needed, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

export interface CopyReport {
  /** Rows copied, per table, in the order copied. */
  tables: [string, number][];
}

export async function copyDatabase(source: Kysely<Database>, target: Kysely<Database>): Promise<CopyReport> {
  const from = source as AnyDb;
  const to = target as AnyDb;
  await migrateToLatest(target, migrations);
  const tables = (await tablesInOrder(from)).filter((table) => !CREATED_BY_MIGRATIONS.has(table));

  for (const table of tables) {
    const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)}`.execute(to);
    if (Number(rows[0]!.count) > 0) throw new Error(`The target already holds data (table ${table}): copy into an empty database.`);
  }

  const report: CopyReport = { tables: [] };
  await to.transaction().execute(async (trx) => {
    for (const table of tables) {
      const { rows: columns } = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema()`.execute(trx);
      const targetColumns = new Set(columns.map((column) => column.column_name));
      let copied = 0;
      for (let offset = 0; ; offset += BATCH) {
        const batch = await from.selectFrom(table).selectAll().orderBy(sql`rowid`).limit(BATCH).offset(offset).execute();
        if (batch.length === 0) break;
        const values = batch.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => targetColumns.has(column))));
        await trx.insertInto(table).values(values).execute();
        copied += batch.length;
      }
      const sequence = targetColumns.has('id')
        ? (await sql<{ sequence: string | null }>`select pg_get_serial_sequence(${table}, 'id') as sequence`.execute(trx)).rows[0]?.sequence
        : null;
      if (sequence) {
        // Identity columns go on from the highest id copied, not from 1.
        await sql`select setval(${sequence}, coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
      report.tables.push([table, copied]);
    }
  });
  return report;
}

function argument(args: string[], name: string): string {
  const index = args.indexOf(`--${name}`);
  const value = index === -1 ? undefined : args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`Missing --${name}. Usage: npm run db:copy -- --from sqlite|path/to/app.db --to postgres://…`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const from = argument(args, 'from');
  const to = argument(args, 'to');
  if (!/^postgres(ql)?:\/\//.test(to)) throw new Error('--to must be a postgres:// URL');
  const file = from === 'sqlite' ? loadConfig().dbFile : from;
  const source = openDatabase(file);
  const target = openDatabase(to);
  try {
    const report = await copyDatabase(source, target);
    for (const [table, count] of report.tables) console.log(`${table}: ${count} row(s)`);
    console.log(`Copied ${file} into ${new URL(to).host}${new URL(to).pathname}.`);
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
