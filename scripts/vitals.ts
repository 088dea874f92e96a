/**
 * `npm run vitals`: the 75th percentile of each real-user web vital per route, from the
 * database of DATA_DIR (default data/). `--days N` keeps the last N days only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { formatVitalsSummary, summariseVitals } from '../src/server/services/vitals';

function daysOption(args: string[]): number | undefined {
  const index = args.indexOf('--days');
  if (index === -1) return undefined;
  const days = Number(args[index + 1]);
  if (!Number.isInteger(days) || days < 1) {
    console.error('--days needs a whole number of days, such as --days 28');
    process.exit(2);
  }
  return days;
}

async function main(): Promise<void> {
  const days = daysOption(process.argv.slice(2));
  const dataDir = process.env.DATA_DIR?.trim() || 'data';
  const file = path.resolve(dataDir, 'app.db');
  // Named as the reader would type it: relative inside the project, absolute elsewhere.
  const source = file.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), file) : file;
  if (!fs.existsSync(file)) {
    console.log(`No database at ${source}: start the site once (npm start), or set DATA_DIR to its data folder.`);
    return;
  }
  const db = openDatabase(file);
  try {
    const table = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'vitals'`.execute(db);
    const since = days === undefined ? undefined : new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const rows = table.rows.length === 0 ? [] : await summariseVitals(db, since);
    console.log(formatVitalsSummary(rows, days === undefined ? source : `${source} (last ${days} days)`));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Could not read the vitals: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
