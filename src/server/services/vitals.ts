import { sql, type Kysely } from 'kysely';
import type { Vital } from '../../shared/schemas/vitals';
import type { Database } from '../db/database';

/** Stores measurements (validated by vitalsRequestSchema), in one statement. */
export async function storeVitals(db: Kysely<Database>, vitals: readonly Vital[], now: Date = new Date()): Promise<void> {
  if (vitals.length === 0) return;
  const createdAt = now.toISOString();
  await db
    .insertInto('vitals')
    .values(
      vitals.map((vital) => ({
        name: vital.name,
        value: vital.value,
        route: vital.route,
        rating: vital.rating ?? null,
        navigation_type: vital.navigationType ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
}

export interface VitalSummaryRow {
  route: string;
  name: string;
  /** Measurements of this metric on this route. */
  count: number;
  /** 75th percentile, nearest-rank: the smallest value at least 75 % of the measurements reach or stay under. */
  p75: number;
}

/**
 * The 75th percentile of each metric on each route (the figure Core Web Vitals are judged on),
 * by the nearest-rank method: the values sorted, the one at rank ⌈0.75 × n⌉. Computed in SQL,
 * so the table is never loaded into memory. `since` keeps the newer measurements only.
 */
export async function summariseVitals(db: Kysely<Database>, since?: Date): Promise<VitalSummaryRow[]> {
  const ranked = db
    .selectFrom('vitals')
    .select([
      'route',
      'name',
      'value',
      sql<number>`row_number() over (partition by route, name order by value)`.as('rank'),
      sql<number>`count(*) over (partition by route, name)`.as('count'),
    ])
    .$if(since !== undefined, (query) => query.where('created_at', '>=', since!.toISOString()));
  return db
    .selectFrom(ranked.as('ranked'))
    .select(['route', 'name', 'count', 'value as p75'])
    // ⌈3n/4⌉ in whole numbers: (3n + 3) / 4, rounded down.
    .where(sql<boolean>`rank = (3 * count + 3) / 4`)
    .orderBy('route')
    .orderBy('name')
    .execute();
}

/** web.dev's limits of "good" and "poor" for each metric (milliseconds; CLS unitless). */
const THRESHOLDS: Record<string, [good: number, poor: number]> = {
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  FID: [100, 300],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

export function ratingOf(name: string, value: number): 'good' | 'needs-improvement' | 'poor' | '' {
  const limits = THRESHOLDS[name];
  if (!limits) return '';
  return value <= limits[0] ? 'good' : value <= limits[1] ? 'needs-improvement' : 'poor';
}

const formatValue = (name: string, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** The summary as a plain-text table, or a sentence when there is nothing to show. */
export function formatVitalsSummary(rows: readonly VitalSummaryRow[], source: string): string {
  if (rows.length === 0) return `No web vitals recorded yet in ${source}: browsers send them as visitors use the site.`;
  const header = ['route', 'metric', 'p75', 'rating', 'samples'];
  const cells = rows.map((row) => [row.route, row.name, formatValue(row.name, row.p75), ratingOf(row.name, row.p75), String(row.count)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  // Text columns to the left, figures to the right.
  const line = (values: string[]) =>
    values.map((value, column) => (column === 2 || column === 4 ? value.padStart(widths[column]!) : value.padEnd(widths[column]!))).join('  ').trimEnd();
  return [
    `Real-user web vitals from ${source}: 75th percentile (nearest rank) per route and metric`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n');
}
