/** The performance budgets, checked by `npm run bench -- --check`: written once, here. */
import type { RouteName } from '../src/shared/routes';
import type { Section } from './options';
import type { BudgetCheck, HeavyLibrary, Results } from './results';
import { kb } from './support';

export const BUDGETS = {
  /** Home's first-visit JavaScript, gzip level 9 (React 19 and react-dom alone are about 67 KB). */
  homeFirstVisitJsGzip: 150 * 1024,
  /** The staff area's first visit (its route's JavaScript, gzip level 9). */
  staffFirstVisitJsGzip: 150 * 1024,
  /** The only routes whose first visit may carry each library. */
  heavyLibraryRoutes: { stripe: ['payForService'], three: ['page3d'] } satisfies Record<HeavyLibrary, RouteName[]>,
  minPerformance: 95,
  /** Points a page's performance may lose against the bare React page of the same run. */
  maxPerformanceBelowBaseline: 3,
  maxCls: 0.02,
  accessibility: 100,
  seo: 100,
  /** List and detail endpoints: requests per second as a share of bare Fastify's. */
  minShareOfBareFastify: 0.5,
  /** Strictly under. */
  maxP99Ms: 50,
  /** Strictly under, on a filled data folder. */
  maxStartupFilledMs: 2000,
} as const;

/** Every budget of the sections that ran; a section that could not be measured misses its budgets. */
export function evaluateBudgets(results: Pick<Results, 'options' | 'bundle' | 'lighthouse' | 'api' | 'postgres' | 'startup' | 'failures'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const section of results.options.only) {
    const failure = results.failures[section];
    if (failure !== undefined) {
      checks.push({ section, name: `${section} measured`, ok: false, actual: failure });
      continue;
    }
    checks.push(...SECTION_CHECKS[section](results));
  }
  return checks;
}

type Evaluate = (results: Pick<Results, 'bundle' | 'lighthouse' | 'api' | 'postgres' | 'startup'>) => BudgetCheck[];

const SECTION_CHECKS: Record<Section, Evaluate> = {
  bundle: ({ bundle }) => {
    if (!bundle) return [missing('bundle')];
    const home = bundle.routes.find((route) => route.route === 'home');
    const checks: BudgetCheck[] = [
      {
        section: 'bundle',
        name: `home first-visit JS ≤ ${kb(BUDGETS.homeFirstVisitJsGzip)} gzip`,
        ok: home !== undefined && home.js.gzip <= BUDGETS.homeFirstVisitJsGzip,
        actual: home ? kb(home.js.gzip) : 'home route not found',
      },
    ];
    for (const [library, allowed] of Object.entries(BUDGETS.heavyLibraryRoutes) as [HeavyLibrary, readonly RouteName[]][]) {
      const offending = bundle.routes.filter((route) => route.heavy.includes(library) && !allowed.includes(route.route)).map((route) => route.route);
      checks.push({
        section: 'bundle',
        name: `${library} absent from every first visit but ${allowed.join(', ')}`,
        ok: offending.length === 0,
        actual: offending.length === 0 ? 'absent' : `in ${offending.join(', ')}`,
      });
    }
    checks.push(...staffChecks(bundle));
    return checks;
  },

  lighthouse: ({ lighthouse }) => {
    if (!lighthouse) return [missing('lighthouse')];
    const baseline = lighthouse.baseline.median.performance;
    return lighthouse.pages.flatMap(({ label, median }) => [
      atLeast('lighthouse', `${label}: performance ≥ ${BUDGETS.minPerformance}`, median.performance, BUDGETS.minPerformance),
      baseline === null
        ? { section: 'lighthouse' as const, name: `${label}: performance ≥ baseline − ${BUDGETS.maxPerformanceBelowBaseline}`, ok: false, actual: 'baseline not measured' }
        : atLeast('lighthouse', `${label}: performance ≥ baseline (${baseline}) − ${BUDGETS.maxPerformanceBelowBaseline}`, median.performance, baseline - BUDGETS.maxPerformanceBelowBaseline),
      atMost('lighthouse', `${label}: CLS ≤ ${BUDGETS.maxCls}`, median.cls, BUDGETS.maxCls),
      atLeast('lighthouse', `${label}: accessibility ${BUDGETS.accessibility}`, median.accessibility, BUDGETS.accessibility),
      atLeast('lighthouse', `${label}: SEO ${BUDGETS.seo}`, median.seo, BUDGETS.seo),
    ]);
  },

  api: ({ api }) => {
    if (!api) return [missing('api')];
    const bare = api.baseline.median.rps;
    return api.endpoints
      .filter((endpoint) => endpoint.kind === 'list' || endpoint.kind === 'detail')
      .flatMap(({ label, median, errors, non2xx, rateLimited }) => [
        {
          section: 'api' as const,
          name: `${label}: ≥ ${BUDGETS.minShareOfBareFastify * 100} % of bare Fastify's req/s`,
          ok: bare > 0 && median.rps >= BUDGETS.minShareOfBareFastify * bare,
          actual: bare > 0 ? `${((median.rps / bare) * 100).toFixed(1)} % (${median.rps.toFixed(0)} of ${bare.toFixed(0)} req/s)` : 'bare Fastify not measured',
        },
        {
          section: 'api' as const,
          name: `${label}: p99 < ${BUDGETS.maxP99Ms} ms`,
          ok: median.p99 < BUDGETS.maxP99Ms,
          // The baseline's own p99 under the same load says how much of it is the machine.
          actual: `${median.p99} ms (bare Fastify: ${api.baseline.median.p99} ms)`,
        },
        {
          section: 'api' as const,
          name: `${label}: zero errors and zero non-2xx`,
          ok: errors === 0 && non2xx === 0,
          actual: `${errors} errors, ${non2xx} non-2xx`,
        },
        { section: 'api' as const, name: `${label}: not rate-limited`, ok: !rateLimited, actual: rateLimited ? 'rate-limit headers present' : 'no limit' },
      ]);
  },

  // No speed budget: the ratio to SQLite is reported, not judged; every request must still succeed.
  postgres: ({ postgres }) => {
    if (!postgres) return [missing('postgres')];
    return postgres.targets.map(({ label, sqlite, postgres: pg }) => {
      const failed = sqlite.errors + sqlite.non2xx + pg.errors + pg.non2xx;
      return { section: 'postgres' as const, name: `${label}: every request answered 2xx on both databases`, ok: failed === 0, actual: `${failed} failed` };
    });
  },
  startup: ({ startup }) => {
    if (!startup) return [missing('startup')];
    const filled = startup.filled.median;
    return [
      {
        section: 'startup',
        name: `start-up to first 200 on a filled folder < ${BUDGETS.maxStartupFilledMs} ms`,
        ok: filled !== null && filled < BUDGETS.maxStartupFilledMs,
        actual: filled === null ? 'no 200 came' : `${Math.round(filled)} ms`,
      },
    ];
  },
};

/** The staff area stays out of every public first visit, and its own first visit keeps the home page's budget. */
function staffChecks({ routes, staff }: NonNullable<Results['bundle']>): BudgetCheck[] {
  if (!staff || staff.chunks.length === 0) return [{ section: 'bundle', name: 'staff chunk family found in the build', ok: false, actual: 'no chunk with a staff module' }];
  const family = new Set(staff.files);
  const offending = routes.filter((route) => !route.staff && route.files.some((file) => family.has(file))).map((route) => route.route);
  const staffRoutes = routes.filter((route) => route.staff);
  return [
    {
      section: 'bundle',
      name: `staff chunk family (${kb(staff.sizes.gzip)} gzip) absent from every public first visit`,
      ok: offending.length === 0,
      actual: offending.length === 0 ? 'absent' : `in ${offending.join(', ')}`,
    },
    ...(staffRoutes.length === 0
      ? [{ section: 'bundle' as const, name: 'staff route measured', ok: false, actual: 'no route under admin' }]
      : staffRoutes.map((route) => ({
          section: 'bundle' as const,
          name: `${route.route} first-visit JS ≤ ${kb(BUDGETS.staffFirstVisitJsGzip)} gzip`,
          ok: route.js.gzip <= BUDGETS.staffFirstVisitJsGzip,
          actual: kb(route.js.gzip),
        }))),
  ];
}

function missing(section: Section): BudgetCheck {
  return { section, name: `${section} measured`, ok: false, actual: 'no result' };
}

function atLeast(section: Section, name: string, value: number | null, limit: number): BudgetCheck {
  return { section, name, ok: value !== null && value >= limit, actual: value === null ? 'not measured' : String(value) };
}

function atMost(section: Section, name: string, value: number | null, limit: number): BudgetCheck {
  return { section, name, ok: value !== null && value <= limit, actual: value === null ? 'not measured' : String(value) };
}
