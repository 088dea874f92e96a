import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Site } from './site';

export interface VitalRow {
  name: string;
  value: number;
  route: string;
  rating: string | null;
}

/** Waits until the site's database holds a row for each of `names` (on `route`, if given). */
export async function storedVitals(site: Site, names: string[], route?: string): Promise<VitalRow[]> {
  const db = new SQLite(path.join(site.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const all = db.prepare('select name, value, route, rating from vitals order by id').all() as VitalRow[];
      const rows = route ? all.filter((row) => row.route === route) : all;
      if (names.every((name) => rows.some((row) => row.name === name))) return rows;
      if (Date.now() > deadline) throw new Error(`expected vitals ${names.join(', ')}, found ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    db.close();
  }
}
