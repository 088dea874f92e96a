import { BUDGETS, evaluateBudgets } from '../budgets';
import { SECTIONS } from '../options';
import type { ApiFigures, ApiTarget, AvatarFloodFigures, FirstVisit, InteractiveTarget, LighthouseFigures, LighthouseTarget, MemoryTarget, Results, RouteBundle, SameAnswerFigures } from '../results';
import { ROUTE_NAMES, ROUTES } from '../../src/shared/routes';

const sizes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip * 0.85 });
const visit = (jsGzip: number, heavy: FirstVisit['heavy'] = []): FirstVisit => ({ js: sizes(jsGzip), css: sizes(5000), files: [], heavy });
const route = (name: RouteBundle['route'], jsGzip: number, heavy: FirstVisit['heavy'] = []): RouteBundle => ({
  route: name,
  chunk: name,
  protected: ROUTES[name].protected,
  ...visit(jsGzip, heavy),
  keptOut: [],
});
const HEAVY: Partial<Record<RouteBundle['route'], FirstVisit['heavy']>> = { payForService: ['stripe'], page3d: ['three'] };

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
/** The pace of the paced rounds in `passing()`. */
const PACE = 2500;
/** A bare Fastify sending the same answer as a list or detail endpoint in `passing()`, its p99 at the pace. */
const SAME_ANSWER_P99 = 40;
const sameAnswer = (p99: number, overrides: Partial<SameAnswerFigures> = {}): SameAnswerFigures => ({ paced: { rps: PACE, p50: p99 / 3, p99 }, pacedRuns: [], errors: 0, non2xx: 0, ...overrides });
/** `p99` is the paced rounds' (the one budgeted); at saturation it is 1,000 ÷ the rate, as there. List and detail endpoints have their copy's figures. */
const endpoint = (label: string, kind: ApiTarget['kind'], rps: number, p99: number, overrides: Partial<ApiTarget> = {}): ApiTarget => ({
  label,
  path: `/api/${label}`,
  kind,
  median: { rps, p50: 500_000 / rps, p99: 1_000_000 / rps },
  paced: { rps: PACE, p50: p99 / 3, p99 },
  errors: 0,
  non2xx: 0,
  runs: [],
  pacedRuns: [],
  rateLimited: false,
  ...(kind === 'list' || kind === 'detail' ? { sameAnswer: sameAnswer(SAME_ANSWER_P99) } : {}),
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
      routes: ROUTE_NAMES.map((name) =>
        name === 'admin' ? { ...route(name, 120 * 1024), staff: true, files: ['assets/main.js', 'assets/admin.js'] } : route(name, 140 * 1024, HEAVY[name]),
      ),
      largestChunks: [],
      staff: { chunks: ['admin'], files: ['assets/admin.js'], sizes: sizes(40 * 1024) },
    },
    lighthouse: { baseline: page('bare', figures({ performance: 99 })), pages: [page('home', figures({ performance: 96 })), page('blog', figures())] },
    api: {
      connections: 100,
      pipelining: 10,
      seconds: 10,
      warmupSeconds: 3,
      pacedRate: PACE,
      baseline: endpoint('hello', 'baseline', 10_000, 40),
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
    memory: { pages: 57, languages: 2, apiRounds: 5, apiSeconds: 10, site: memory('site', 190, 200), bare: memory('bare', 100, 80), avatarFlood: { declared: [flood(150, 0)], accepted: [flood(180, 0)] } },
    flood: {
      rate: 50,
      connections: 8,
      probeRate: 40,
      seconds: 10,
      runs: [],
      pages: [{ path: '/fr/contact', aloneP99: 3, floodedP99: 5.5, failed: 0 }],
      burst: { requests: 150, lastAnswerMs: 400, statuses: { 404: 150 }, cachedMs: 4 },
    },
    interactive: {
      conditions: { cpuSlowdown: 4, rttMs: 150, downloadBytesPerSecond: 209_715, uploadBytesPerSecond: 96_000, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
      baseline: ready('bare', 700),
      pages: [ready('home', 1300), ready('contact', 1400)],
    },
  };
}

/** One run of an avatar flood from 130 MB: its peak in megabytes, and when RSS came back (null: not within 60 s). */
function flood(peakMb: number, returnedAfterMs: number | null): AvatarFloodFigures {
  return { before: 130 * 1024 * 1024, peak: peakMb * 1024 * 1024, returnedAfterMs, rssAfter: 140 * 1024 * 1024 };
}

/** A memory target from megabytes: peak RSS, RSS after GC. */
function memory(label: string, peakMb: number, afterGcMb: number): MemoryTarget {
  const mb = 1024 * 1024;
  return { label, median: { peakRss: peakMb * mb, rssAfterGc: afterGcMb * mb, heapUsedAfterGc: 40 * mb, externalAfterGc: 20 * mb }, runs: [] };
}

function ready(label: string, readyMs: number | null, scriptsBeforeReady = ['assets/main.js', 'assets/app.js']): InteractiveTarget {
  return {
    label,
    url: `http://127.0.0.1/${label}`,
    median: { readyMs, fcpMs: 500 },
    runs: readyMs === null ? [] : [{ readyMs, fcpMs: 500, scripts: scriptsBeforeReady }],
    scriptsBeforeReady,
    firstVisitScripts: ['assets/runtime.js', 'assets/main.js', 'assets/app.js', `assets/${label}.js`],
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
    // The render section is reported, with no budget.
    expect(new Set(checks.map((check) => check.section))).toEqual(new Set(SECTIONS.filter((section) => section !== 'render')));
  });

  test('cached pages slowed past twice their p99 by a flood of misses, or failing meanwhile, miss the flood budget', () => {
    const results = passing();
    results.flood!.pages[0] = { path: '/fr/contact', aloneP99: 3, floodedP99: 6, failed: 0 };
    expect(missed(results)).toEqual([]);
    results.flood!.pages[0] = { path: '/fr/contact', aloneP99: 3, floodedP99: 6.01, failed: 1 };
    expect(missed(results).map((check) => check.name)).toEqual([
      `/fr/contact: p99 during the flood ≤ ${BUDGETS.maxCachedP99UnderFlood}× its p99 without one`,
      '/fr/contact: every cached answer 2xx',
    ]);
    expect(missed({ ...passing(), flood: undefined }).map((check) => check.name)).toEqual(['flood measured']);
  });

  test('each route’s first-visit JavaScript over 150 KB gzip is missed, at the byte, protected routes included', () => {
    const results = passing();
    const at = (name: RouteBundle['route'], jsGzip: number) => {
      results.bundle!.routes = results.bundle!.routes.map((measured) => (measured.route === name ? route(name, jsGzip, HEAVY[name]) : measured));
    };
    at('contact', BUDGETS.firstVisitJsGzip);
    at('account', BUDGETS.firstVisitJsGzip);
    expect(missed(results)).toEqual([]);
    at('contact', BUDGETS.firstVisitJsGzip + 1);
    at('account', BUDGETS.firstVisitJsGzip + 1);
    expect(missed(results).map((check) => `${check.name}: ${check.actual}`)).toEqual([
      'contact first-visit JS ≤ 150.0 KB gzip: 150.0 KB',
      'account (protected) first-visit JS ≤ 150.0 KB gzip: 150.0 KB',
    ]);
  });

  test('every route of the route table is budgeted: one the bench did not measure is missed', () => {
    const results = passing();
    results.bundle!.routes = results.bundle!.routes.filter((measured) => measured.route !== 'changePassword');
    expect(missed(results).map((check) => `${check.name}: ${check.actual}`)).toEqual(['changePassword (protected) first-visit JS ≤ 150.0 KB gzip: not measured']);
    const budgeted = evaluateBudgets(passing()).filter((check) => check.name.includes('first-visit JS'));
    expect(budgeted).toHaveLength(ROUTE_NAMES.length);
  });

  test('Stripe or three.js in another first visit is missed, naming the route', () => {
    const results = passing();
    results.bundle!.routes.push(route('blog', 100 * 1024, ['stripe', 'three']));
    expect(missed(results).map((check) => check.actual)).toEqual(['in blog', 'in blog']);
  });

  test('code kept for after the page is ready (or for good) in a first visit is missed, naming the code and the route', () => {
    const results = passing();
    results.bundle!.routes = results.bundle!.routes.map((measured) =>
      measured.route === 'article' ? { ...measured, keptOut: ['head tag builders'] } : measured.route === 'contact' ? { ...measured, keptOut: ['menu dialogs', 'redux-persist'] } : measured,
    );
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      'redux-persist absent from every first visit = in contact',
      'head tag builders absent from every first visit = in article',
      'menu dialogs absent from every first visit = in contact',
    ]);
  });

  test('the account calls are allowed in the account forms\' first visits only', () => {
    const results = passing();
    results.bundle!.routes = results.bundle!.routes.map((measured) =>
      measured.route === 'login' || measured.route === 'contact' ? { ...measured, keptOut: ['account calls'] } : measured,
    );
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      'account calls absent from every first visit but signup, login, lostPassword, resetPassword, changePassword = in contact',
    ]);
  });

  test('a file of the staff chunk family in a public first visit is missed, naming the route', () => {
    const results = passing();
    results.bundle!.routes = results.bundle!.routes.map((measured) => (measured.route === 'blog' ? { ...measured, files: ['assets/main.js', 'assets/admin.js'] } : measured));
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual(['staff chunk family (40.0 KB gzip) absent from every public first visit = in blog']);
  });

  test("the staff route's first-visit JavaScript over 150 KB gzip is missed; a build without a staff chunk misses too", () => {
    const results = passing();
    results.bundle!.routes = results.bundle!.routes.map((measured) => (measured.route === 'admin' ? { ...measured, ...visit(BUDGETS.firstVisitJsGzip + 1) } : measured));
    expect(missed(results).map((check) => check.name)).toEqual(['admin (protected) first-visit JS ≤ 150.0 KB gzip']);
    expect(missed({ ...passing(), bundle: { ...passing().bundle!, staff: undefined } }).map((check) => check.name)).toEqual(['staff chunk family found in the build']);
  });

  test('performance at 95 but more than 3 points under the baseline is missed', () => {
    const results = passing();
    results.lighthouse!.baseline = page('bare', figures({ performance: 100 }));
    results.lighthouse!.pages = [page('home', figures({ performance: 96 })), page('blog', figures({ performance: 97 }))];
    expect(missed(results).map((check) => check.name)).toEqual(['home: performance ≥ baseline (100) − 3']);
  });

  test('CLS over 0.02, accessibility, SEO or best practices under 100, and a figure Lighthouse did not give are missed', () => {
    const results = passing();
    results.lighthouse!.pages = [page('home', figures({ cls: 0.021, accessibility: 98 })), page('blog', figures({ seo: null, bestPractices: 96 }))];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      'home: CLS ≤ 0.02 = 0.021',
      'home: accessibility 100 = 98',
      'blog: SEO 100 = not measured',
      'blog: best practices 100 = 96',
    ]);
  });

  test("list and detail endpoints are held to half of bare Fastify's rate, 1.5× the p99 of a bare Fastify sending the same answer, no error and no limit; the image endpoint is only reported", () => {
    const results = passing();
    results.api!.endpoints = [
      endpoint('articles', 'list', 4999, 61),
      endpoint('clients', 'list', 5000, 60),
      endpoint('article', 'detail', 5000, 10, { non2xx: 1, rateLimited: true }),
      endpoint('image', 'image', 1, 5000, { errors: 10 }),
    ];
    expect(missed(results).map((check) => check.name)).toEqual([
      "articles: ≥ 50 % of bare Fastify's req/s",
      "articles: p99 ≤ 1.5× a bare Fastify's sending the same answer, at the same pace",
      'article: zero errors and zero non-2xx',
      'article: not rate-limited',
    ]);
  });

  test("a p99 well over 50 ms passes when a bare Fastify sending the same answer is as slow: the ratio judges the site, not the machine", () => {
    const results = passing();
    results.api!.baseline = endpoint('hello', 'baseline', 10_000, 120);
    results.api!.endpoints = [endpoint('articles', 'list', 6000, 170, { sameAnswer: sameAnswer(120) })];
    expect(missed(results)).toEqual([]);
  });

  test("the p99 is judged against the same answer's, not bare Fastify's hello: its bytes and headers cost a tail of their own on this machine", () => {
    const results = passing();
    // 5× the 188-byte hello's p99, but 1.2× what a bare Fastify takes to send those bytes: met.
    results.api!.baseline = endpoint('hello', 'baseline', 10_000, 6);
    results.api!.endpoints = [endpoint('article', 'detail', 6000, 30, { sameAnswer: sameAnswer(25) })];
    expect(missed(results)).toEqual([]);
    // 0.6× the hello's, but 2× the same answer's: the site's own work doubled the tail.
    results.api!.endpoints = [endpoint('clients', 'list', 6000, 3.7, { sameAnswer: sameAnswer(1.85) })];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      "clients: p99 ≤ 1.5× a bare Fastify's sending the same answer, at the same pace = 2.00× (3.700 ms against 1.850 ms at 2500 req/s; bare Fastify's hello 6.000 ms)",
    ]);
  });

  test('an endpoint whose copy was not measured, or failed, misses: there is nothing to judge its p99 against', () => {
    const results = passing();
    results.api!.endpoints = [endpoint('articles', 'list', 6000, 10, { sameAnswer: undefined }), endpoint('clients', 'list', 6000, 10, { sameAnswer: sameAnswer(40, { errors: 2 }) })];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      "articles: p99 ≤ 1.5× a bare Fastify's sending the same answer, at the same pace = the same answer not measured",
      "clients: p99 ≤ 1.5× a bare Fastify's sending the same answer, at the same pace = the same answer failed: 2 errors, 0 non-2xx",
    ]);
  });

  test("p99 is judged at the shared pace, not at saturation, where it is only the rate again; an endpoint that fell behind the pace misses", () => {
    const results = passing();
    // At saturation 1.67× bare's p99 (its rate is 0.6× bare's), at the pace 1.1× the same answer's: met.
    results.api!.endpoints = [endpoint('articles', 'list', 6000, 44)];
    expect(results.api!.endpoints[0]!.median.p99 / results.api!.baseline.median.p99).toBeGreaterThan(1.5);
    expect(missed(results)).toEqual([]);
    // Behind the pace, its latencies undercount (a connection waits for its answer before the next request).
    results.api!.endpoints = [endpoint('articles', 'list', 6000, 10, { paced: { rps: 0.94 * PACE, p50: 3, p99: 10 } })];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      "articles: p99 ≤ 1.5× a bare Fastify's sending the same answer, at the same pace = pace not kept: 2350 of 2500 req/s",
    ]);
  });

  test('sub-millisecond p99s, as the paced rounds measure them, are judged on their ratio to the microsecond', () => {
    const results = passing();
    results.api!.baseline = endpoint('hello', 'baseline', 10_000, 0.3);
    results.api!.endpoints = [
      endpoint('articles', 'list', 6000, 0.618, { sameAnswer: sameAnswer(0.412) }),
      endpoint('clients', 'list', 6000, 0.619, { sameAnswer: sameAnswer(0.412) }),
    ];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      "clients: p99 ≤ 1.5× a bare Fastify's sending the same answer, at the same pace = 1.50× (0.619 ms against 0.412 ms at 2500 req/s; bare Fastify's hello 0.300 ms)",
    ]);
  });

  test("the site's peak RSS over 192 MB, or its RSS after GC over 2.5× bare Fastify's, is missed", () => {
    const results = passing();
    results.memory!.site = memory('site', 192, 200);
    expect(missed(results)).toEqual([]);
    results.memory!.site = memory('site', 193, 201);
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      "site's peak RSS ≤ 192.0 MB = 193.0 MB",
      "site's RSS after GC ≤ 2.5× bare Fastify's = 2.51× (201.0 MB against 80.0 MB)",
    ]);
  });

  test('an avatar flood peaking at 256 MB, or whose RSS is not back within 20 % in 60 s in any run, is missed', () => {
    const results = passing();
    results.memory!.avatarFlood = { declared: [flood(150, 0), flood(256, 0)], accepted: [flood(180, 1000), flood(170, null)] };
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      'avatar flood of the 40000 × 1000 PNG: peak RSS < 256.0 MB = 256.0 MB (from 130.0 MB)',
      'avatar flood of the largest accepted image: RSS back within 20 % in 60 s = no: 140.0 MB',
    ]);
  });

  test('start-up on a filled folder must be under 2 s, and a start that never answered misses it', () => {
    const results = passing();
    results.startup!.filled = { median: 2000, runs: [2000], listeningMedian: 1900 };
    expect(missed(results).map((check) => check.actual)).toEqual(['2000 ms']);
    results.startup!.filled = { median: null, runs: [1200, null], listeningMedian: 1100 };
    expect(missed(results).map((check) => check.actual)).toEqual(['no 200 came']);
  });

  test('a page ready after 1.5 s, or after twice the bare page’s first render, is missed', () => {
    const results = passing();
    results.interactive!.baseline = ready('bare', 750);
    results.interactive!.pages = [ready('home', 1500), ready('blog', 1501)];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      'blog: ready ≤ 1500 ms = 1501',
      "blog: ready ≤ 2× bare React's first render (750 ms) = 2.00× (1501 ms)",
    ]);
    results.interactive!.baseline = ready('bare', 600);
    results.interactive!.pages = [ready('contact', 1201)];
    expect(missed(results).map((check) => check.actual)).toEqual(['2.00× (1201 ms)']);
    results.interactive!.pages = [ready('home', null)];
    expect(missed(results).map((check) => check.actual)).toEqual(['not measured', 'not measured']);
  });

  test('a page that fetched, before it was ready, a script its first visit does not count is missed', () => {
    const results = passing();
    results.interactive!.pages = [ready('home', 1300, ['assets/main.js', 'assets/home.js']), ready('blog', 1300, ['assets/main.js', 'assets/persist.js', 'assets/vitals.js'])];
    expect(missed(results).map((check) => `${check.name} = ${check.actual}`)).toEqual([
      'blog: every script fetched before ready is counted in its first visit = not counted: assets/persist.js, assets/vitals.js',
    ]);
    delete results.interactive!.pages[0]!.scriptsBeforeReady;
    expect(missed(results).map((check) => check.actual)).toEqual(['scripts not recorded', 'not counted: assets/persist.js, assets/vitals.js']);
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
