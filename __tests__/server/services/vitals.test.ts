import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/database';
import { formatVitalsSummary, ratingOf, storeVitals, summariseVitals } from '../../../src/server/services/vitals';
import { buildTestApp, type TestApp } from '../support/testApp';

describe('the vitals summary', () => {
  let server: TestApp;
  let db: Kysely<Database>;

  beforeAll(async () => {
    server = await buildTestApp({ seed: false });
    db = server.app.db;
  });

  afterAll(() => server.close());

  beforeEach(() => db.deleteFrom('vitals').execute());

  const store = (route: 'home' | 'blog' | 'contact', name: 'LCP' | 'CLS' | 'INP', values: number[], at = new Date()) =>
    storeVitals(db, values.map((value) => ({ route, name, value })), at);

  it('gives the 75th percentile by nearest rank, and the count, per route and metric', async () => {
    // Stored out of order: the rank is taken on sorted values.
    await store('home', 'LCP', [900, 400, 1000, 100, 500, 300, 800, 200, 700, 600]);
    await store('home', 'CLS', [0.4, 0.1, 0.3, 0.2]);
    await store('blog', 'LCP', [2600]);
    await store('contact', 'INP', [40, 80, 120, 160, 200]);
    expect(await summariseVitals(db)).toEqual([
      { route: 'blog', name: 'LCP', count: 1, p75: 2600 },
      // ⌈0.75 × 5⌉ = 4th of 5.
      { route: 'contact', name: 'INP', count: 5, p75: 160 },
      // ⌈0.75 × 4⌉ = 3rd of 4.
      { route: 'home', name: 'CLS', count: 4, p75: 0.3 },
      // ⌈0.75 × 10⌉ = 8th of 10.
      { route: 'home', name: 'LCP', count: 10, p75: 800 },
    ]);
  });

  it('can keep the recent measurements only', async () => {
    await store('home', 'LCP', [5000, 6000], new Date('2026-01-01T00:00:00Z'));
    await store('home', 'LCP', [1000, 1200], new Date('2026-06-01T00:00:00Z'));
    expect(await summariseVitals(db, new Date('2026-05-01T00:00:00Z'))).toEqual([{ route: 'home', name: 'LCP', count: 2, p75: 1200 }]);
    // 1000, 1200, 5000, 6000: the 3rd.
    expect(await summariseVitals(db)).toEqual([{ route: 'home', name: 'LCP', count: 4, p75: 5000 }]);
  });

  it('prints a table with the rating of each p75, or a sentence when there is nothing', () => {
    const table = formatVitalsSummary(
      [
        { route: 'blogPage', name: 'LCP', count: 12, p75: 2734.4 },
        { route: 'home', name: 'CLS', count: 3, p75: 0.04 },
      ],
      'data/app.db',
    ).split('\n');
    expect(table[0]).toBe('Real-user web vitals from data/app.db: 75th percentile (nearest rank) per route and metric');
    expect(table.slice(2)).toEqual([
      'route     metric      p75  rating             samples',
      '--------  ------  -------  -----------------  -------',
      'blogPage  LCP     2734 ms  needs-improvement       12',
      'home      CLS       0.040  good                     3',
    ]);
    expect(formatVitalsSummary([], 'data/app.db')).toBe('No web vitals recorded yet in data/app.db: browsers send them as visitors use the site.');
  });

  it('rates values with web.dev’s limits', () => {
    expect([ratingOf('LCP', 2500), ratingOf('LCP', 2501), ratingOf('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([ratingOf('CLS', 0.1), ratingOf('INP', 201), ratingOf('TTFB', 1801), ratingOf('FCP', 1800)]).toEqual(['good', 'needs-improvement', 'poor', 'good']);
  });
});
