import { BUDGETS, evaluateBudgets } from '../../../bench/budgets';
import { SECTIONS } from '../../../bench/options';
import type { ApiFigures, ApiTarget, FirstVisit, LighthouseFigures, LighthouseTarget, Results, RouteBundle } from '../../../bench/results';

const sizes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip * 0.85 });
const visit = (jsGzip: number, heavy: FirstVisit['heavy'] = []): FirstVisit => ({ js: sizes(jsGzip), css: sizes(5000), files: [], heavy });
const route = (name: RouteBundle['route'], jsGzip: number, heavy: FirstVisit['heavy'] = []): RouteBundle => ({ route: name, chunk: name, protected: false, ...visit(jsGzip, heavy) });

const figures = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1500,
  tbt: 20,
  cls: 0.01,
  ...overrides,
});
const page = (label: string, median: LighthouseFigures): LighthouseTarget => ({ label, url: `http://127.0.0.1/${label}`, median, runs: [median], failing: {}, errors: [] });
const endpoint = (label: string, kind: ApiTarget['kind'], rps: number, p99: number, overrides: Partial<ApiTarget> = {}): ApiTarget => ({
  label,
  path: `/api/${label}`,
  kind,
  median: { rps, p50: p99 / 3, p99 },
  errors: 0,
  non2xx: 0,
  runs: [],
  rateLimited: false,
  ...overrides,
});

/** A run where every budget is met. */
function passing(): Results {
  return {
    date: '2026-11-21T10:00:00.000Z',
    machine: {},
    options: { check: true, only: [...SECTIONS], runs: 3 },
    failures: {},
    bundle: {
      baseline: visit(67 * 1024),
      routes: [
        route('home', 140 * 1024),
        route('payForService', 150 * 1024, ['stripe']),
        route('page3d', 280 * 1024, ['three']),
        { ...route('admin', 120 * 1024), staff: true, files: ['assets/main.js', 'assets/admin.js'] },
      ],
      largestChunks: [],
      staff: { chunks: ['admin'], files: ['assets/admin.js'], sizes: sizes(40 * 1024) },
    },
    lighthouse: { baseline: page('bare', figures({ performance: 99 })), pages: [page('home', figures({ performance: 96 })), page('blog', figures())] },
    api: {
      connections: 100,
      pipelining: 10,
      seconds: 10,
      warmupSeconds: 3,
      baseline: endpoint('hello', 'baseline', 10_000, 30),
      // The image endpoint is reported, not budgeted: its figures here would miss every API budget.
      endpoints: [endpoint('articles', 'list', 6000, 40), endpoint('article', 'detail', 5000, 49), endpoint('image', 'image', 100, 900, { errors: 3 })],
    },
    // PostgreSQL's figures are far below SQLite's, and no budget judges them: only failed requests would.
    postgres: {
      seconds: 10,
      targets: [
        { label: 'account', path: '/api/users/me', sqlite: apiFigures(17_000), postgres: apiFigures(2_000), ratio: 2_000 / 17_000 },
      ],
    },
    startup: { empty: { median: 2500, runs: [2500], listeningMedian: 2400 }, filled: { median: 1200, runs: [1200], listeningMedian: 1100 } },
  };
}

function apiFigures(rps: number, failed = 0): ApiFigures {
  return { rps, p50: 10, p99: 100, errors: 0, non2xx: failed };
}

const missed = (results: Results) => evaluateBudgets(results).filter((check) => !check.ok);

describe('evaluateBudgets', () => {
  test('PostgreSQL’s section is missed only by failed requests, never by its speed', () => {
    const results = passing();
    results.postgres!.targets[0]!.postgres = apiFigures(1, 2);
    expect(missed(results).map((check) => check.section)).toEqual(['postgres']);
    expect(missed({ ...passing(), postgres: undefined }).map((check) => check.name)).toEqual(['postgres measured']);
  });

  test('a run within every budget misses none, and checks each section', () => {
    const checks = evaluateBudgets(passing());
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(new Set(checks.map((check) => check.section))).toEqual(new Set(SECTIONS));
  });

  test("home's first-visit JavaScript over 150 KB gzip is missed, at the byte", () => {
    const results = passing();
    results.bundle!.routes[0] = route('home', BUDGETS.homeFirstVisitJsGzip);
    expect(missed(results)).toEqual([]);
    results.bundle!.routes[0] = route('home', BUDGETS.homeFirstVisitJsGzip + 1);
    expect(missed(results).map((check) => check.name)).toEqual(['home first-visit JS ≤ 150.0 KB gzip']);
  });

  test('Stripe or three.js in another first visit is missed, naming the route', () => {
    const results = passing();
    results.bundle!.routes.push(route('blog', 100 * 1024, ['stripe', 'three']));
    expect(missed(results).map((check) => check.actual)).toEqual(['in blog', 'in blog']);
  });

  test('a file of the staff chunk family in a public first visit is missed, naming the route', () => {
    const results = passing();
    results.bundle!.routes.push({ ...route('blog', 100 * 1024), files: ['assets/main.js', 'assets/admin.js'] });
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual(['staff chunk family (40.0 KB gzip) absent from every public first visit = in blog']);
  });

  test("the staff route's first-visit JavaScript over 150 KB gzip is missed; a build without a staff chunk or route misses too", () => {
    const results = passing();
    results.bundle!.routes[3] = { ...results.bundle!.routes[3]!, ...visit(BUDGETS.staffFirstVisitJsGzip + 1) };
    expect(missed(results).map((check) => check.name)).toEqual(['admin first-visit JS ≤ 150.0 KB gzip']);
    expect(missed({ ...passing(), bundle: { ...passing().bundle!, staff: undefined } }).map((check) => check.name)).toEqual(['staff chunk family found in the build']);
    const withoutRoute = passing();
    withoutRoute.bundle!.routes.pop();
    expect(missed(withoutRoute).map((check) => check.name)).toEqual(['staff route measured']);
  });

  test('performance at 95 but more than 3 points under the baseline is missed', () => {
    const results = passing();
    results.lighthouse!.baseline = page('bare', figures({ performance: 100 }));
    results.lighthouse!.pages = [page('home', figures({ performance: 96 })), page('blog', figures({ performance: 97 }))];
    expect(missed(results).map((check) => check.name)).toEqual(['home: performance ≥ baseline (100) − 3']);
  });

  test('CLS over 0.02, accessibility or SEO under 100, and a figure Lighthouse did not give are missed', () => {
    const results = passing();
    results.lighthouse!.pages = [page('home', figures({ cls: 0.021, accessibility: 98 })), page('blog', figures({ seo: null }))];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      'home: CLS ≤ 0.02 = 0.021',
      'home: accessibility 100 = 98',
      'blog: SEO 100 = not measured',
    ]);
  });

  test("list and detail endpoints are held to half of bare Fastify's rate, p99 under 50 ms, no error and no limit; the image endpoint is only reported", () => {
    const results = passing();
    results.api!.endpoints = [
      endpoint('articles', 'list', 4999, 50),
      endpoint('article', 'detail', 5000, 10, { non2xx: 1, rateLimited: true }),
      endpoint('image', 'image', 1, 5000, { errors: 10 }),
    ];
    expect(missed(results).map((check) => check.name)).toEqual([
      "articles: ≥ 50 % of bare Fastify's req/s",
      'articles: p99 < 50 ms',
      'article: zero errors and zero non-2xx',
      'article: not rate-limited',
    ]);
  });

  test('start-up on a filled folder must be under 2 s, and a start that never answered misses it', () => {
    const results = passing();
    results.startup!.filled = { median: 2000, runs: [2000], listeningMedian: 1900 };
    expect(missed(results).map((check) => check.actual)).toEqual(['2000 ms']);
    results.startup!.filled = { median: null, runs: [1200, null], listeningMedian: 1100 };
    expect(missed(results).map((check) => check.actual)).toEqual(['no 200 came']);
  });

  test('a section that could not be measured misses; a section left out by --only is not checked', () => {
    const results = passing();
    results.options.only = ['bundle', 'lighthouse'];
    results.failures.lighthouse = 'Chromium is missing';
    const checks = evaluateBudgets(results);
    expect(checks.filter((check) => !check.ok)).toEqual([{ section: 'lighthouse', name: 'lighthouse measured', ok: false, actual: 'Chromium is missing' }]);
    expect(checks.some((check) => check.section === 'api' || check.section === 'startup')).toBe(false);
  });
});
