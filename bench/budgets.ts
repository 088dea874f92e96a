/** The performance budgets, checked by `npm run bench -- --check`: written once, here. */
import { ROUTE_NAMES, ROUTES, type RouteName } from '../src/shared/routes';
import type { Section } from './options';
import { KEPT_OUT, KEPT_OUT_EXCEPT } from './firstVisit';
import type { ApiTarget, AvatarFloodFigures, BudgetCheck, HeavyLibrary, Results, RouteBundle } from './results';
import { kb, mb } from './support';

/** The API endpoints the throughput and latency budgets judge; the image endpoint is only reported. */
export function isBudgeted({ kind }: Pick<ApiTarget, 'kind'>): boolean {
  return kind === 'list' || kind === 'detail';
}

export const BUDGETS = {
  /** Every route's first-visit JavaScript, protected ones included, gzip level 9 (React 19 and react-dom alone are about 67 KB). */
  firstVisitJsGzip: 150 * 1024,
  /** The only routes whose first visit may carry each library. */
  heavyLibraryRoutes: { stripe: ['payForService'], three: ['page3d'] } satisfies Record<HeavyLibrary, RouteName[]>,
  minPerformance: 95,
  /** Points a page's performance may lose against the bare React page of the same run. */
  maxPerformanceBelowBaseline: 3,
  maxCls: 0.02,
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  /** List and detail endpoints: requests per second as a share of bare Fastify's. */
  minShareOfBareFastify: 0.5,
  /**
   * List and detail endpoints: p99 as a multiple of a bare Fastify's sending the same answer (its
   * bytes and headers), in the same run and at the same pace (an absolute time measures the machine;
   * bench/api.ts says why not at saturation, bench/README.md why not against a 188-byte hello).
   */
  maxP99OverSameAnswer: 1.5,
  /** A paced round's rate, as a share of the pace asked: below it the endpoint fell behind, and its latencies undercount. */
  minPaceKept: 0.95,
  /** Strictly under, on a filled data folder. */
  maxStartupFilledMs: 2000,
  /** The site's highest RSS over the memory section's load: a 256 MB container keeps room for a burst of image resizes. */
  maxPeakRss: 192 * 1024 * 1024,
  /** The security pass's avatar flood: peak RSS under the 256 MB container (docs/security.md, "Uploaded images")… */
  maxAvatarFloodPeakRss: 256 * 1024 * 1024,
  /** …and RSS back within 20 % of its level before the flood, at the latest this long after it. */
  maxAvatarFloodReturnMs: 60_000,
  /** The site's RSS after a forced collection, as a multiple of bare Fastify's measured the same way. */
  maxRssAfterGcOverBare: 2.5,
  /**
   * Cached pages' p99 during a flood of addresses that name nothing, as a multiple of their p99
   * without one (bench/missFlood.ts): a miss must not hold up the answers the cache has.
   */
  maxCachedP99UnderFlood: 2,
  /** Navigation start to data-app="ready" under mobile emulation, each page's median. */
  maxInteractiveMs: 1500,
  /** …and as a multiple of the bare React page's time to its first render, same run. */
  maxInteractiveTimesBaseline: 2,
} as const;

/** Every budget of the sections that ran; a section that could not be measured misses its budgets. */
export function evaluateBudgets(results: Pick<Results, 'options' | 'bundle' | 'lighthouse' | 'api' | 'postgres' | 'startup' | 'memory' | 'render' | 'flood' | 'interactive' | 'failures'>): BudgetCheck[] {
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

type Evaluate = (results: Pick<Results, 'bundle' | 'lighthouse' | 'api' | 'postgres' | 'startup' | 'memory' | 'render' | 'flood' | 'interactive'>) => BudgetCheck[];

const SECTION_CHECKS: Record<Section, Evaluate> = {
  bundle: ({ bundle }) => {
    if (!bundle) return [missing('bundle')];
    const checks: BudgetCheck[] = firstVisitChecks(bundle.routes);
    for (const [library, allowed] of Object.entries(BUDGETS.heavyLibraryRoutes) as [HeavyLibrary, readonly RouteName[]][]) {
      const offending = bundle.routes.filter((route) => route.heavy.includes(library) && !allowed.includes(route.route)).map((route) => route.route);
      checks.push({
        section: 'bundle',
        name: `${library} absent from every first visit but ${allowed.join(', ')}`,
        ok: offending.length === 0,
        actual: offending.length === 0 ? 'absent' : `in ${offending.join(', ')}`,
      });
    }
    checks.push(...keptOutChecks(bundle.routes));
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
      atLeast('lighthouse', `${label}: best practices ${BUDGETS.bestPractices}`, median.bestPractices, BUDGETS.bestPractices),
    ]);
  },

  api: ({ api }) => {
    if (!api) return [missing('api')];
    const bare = api.baseline.median.rps;
    return api.endpoints
      .filter(isBudgeted)
      .flatMap(({ label, median, paced, errors, non2xx, rateLimited, sameAnswer }) => [
        {
          section: 'api' as const,
          name: `${label}: ≥ ${BUDGETS.minShareOfBareFastify * 100} % of bare Fastify's req/s`,
          ok: bare > 0 && median.rps >= BUDGETS.minShareOfBareFastify * bare,
          actual: bare > 0 ? `${((median.rps / bare) * 100).toFixed(1)} % (${median.rps.toFixed(0)} of ${bare.toFixed(0)} req/s)` : 'bare Fastify not measured',
        },
        {
          section: 'api' as const,
          name: `${label}: p99 ≤ ${BUDGETS.maxP99OverSameAnswer}× a bare Fastify's sending the same answer, at the same pace`,
          ok:
            sameAnswer !== undefined &&
            sameAnswer.paced.p99 > 0 &&
            sameAnswer.errors + sameAnswer.non2xx === 0 &&
            paced.rps >= BUDGETS.minPaceKept * api.pacedRate &&
            paced.p99 <= BUDGETS.maxP99OverSameAnswer * sameAnswer.paced.p99,
          actual:
            sameAnswer === undefined || sameAnswer.paced.p99 <= 0
              ? 'the same answer not measured'
              : sameAnswer.errors + sameAnswer.non2xx > 0
                ? `the same answer failed: ${sameAnswer.errors} errors, ${sameAnswer.non2xx} non-2xx`
                : paced.rps < BUDGETS.minPaceKept * api.pacedRate
                  ? `pace not kept: ${paced.rps.toFixed(0)} of ${api.pacedRate} req/s`
                  : `${(paced.p99 / sameAnswer.paced.p99).toFixed(2)}× (${milliseconds(paced.p99)} against ${milliseconds(sameAnswer.paced.p99)} at ${api.pacedRate} req/s; bare Fastify's hello ${milliseconds(api.baseline.paced.p99)})`,
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
  // Reported, not judged: the figure the render queue is sized against (docs/server.md).
  render: () => [],
  flood: ({ flood }) => {
    if (!flood) return [missing('flood')];
    return flood.pages.flatMap(({ path, aloneP99, floodedP99, failed }) => [
      {
        section: 'flood' as const,
        name: `${path}: p99 during the flood ≤ ${BUDGETS.maxCachedP99UnderFlood}× its p99 without one`,
        ok: aloneP99 > 0 && floodedP99 <= BUDGETS.maxCachedP99UnderFlood * aloneP99,
        actual: aloneP99 > 0 ? `${(floodedP99 / aloneP99).toFixed(2)}× (${milliseconds(floodedP99)} against ${milliseconds(aloneP99)})` : 'not measured',
      },
      { section: 'flood' as const, name: `${path}: every cached answer 2xx`, ok: failed === 0, actual: `${failed} failed` },
    ]);
  },
  memory: ({ memory }) => {
    if (!memory) return [missing('memory')];
    const { site, bare } = memory;
    return [
      { section: 'memory', name: `site's peak RSS ≤ ${mb(BUDGETS.maxPeakRss)}`, ok: site.median.peakRss <= BUDGETS.maxPeakRss, actual: mb(site.median.peakRss) },
      {
        section: 'memory',
        name: `site's RSS after GC ≤ ${BUDGETS.maxRssAfterGcOverBare}× bare Fastify's`,
        ok: bare.median.rssAfterGc > 0 && site.median.rssAfterGc <= BUDGETS.maxRssAfterGcOverBare * bare.median.rssAfterGc,
        actual: `${(site.median.rssAfterGc / bare.median.rssAfterGc).toFixed(2)}× (${mb(site.median.rssAfterGc)} against ${mb(bare.median.rssAfterGc)})`,
      },
      ...(['declared', 'accepted'] as const).flatMap((kind) => {
        const label = kind === 'declared' ? 'the 40000 × 1000 PNG' : 'the largest accepted image';
        if (memory.avatarFlood[kind].length === 0) return [{ section: 'memory' as const, name: `avatar flood of ${label} measured`, ok: false, actual: 'no run' }];
        const worst = worstFlood(memory.avatarFlood[kind]);
        return [
          { section: 'memory' as const, name: `avatar flood of ${label}: peak RSS < ${mb(BUDGETS.maxAvatarFloodPeakRss)}`, ok: worst.peak < BUDGETS.maxAvatarFloodPeakRss, actual: `${mb(worst.peak)} (from ${mb(worst.before)})` },
          {
            section: 'memory' as const,
            name: `avatar flood of ${label}: RSS back within 20 % in ${BUDGETS.maxAvatarFloodReturnMs / 1000} s`,
            ok: worst.returnedAfterMs !== null && worst.returnedAfterMs <= BUDGETS.maxAvatarFloodReturnMs,
            actual: worst.returnedAfterMs === null ? `no: ${mb(worst.rssAfter)}` : `${(worst.returnedAfterMs / 1000).toFixed(1)} s`,
          },
        ];
      }),
    ];
  },
  interactive: ({ interactive }) => {
    if (!interactive) return [missing('interactive')];
    const bare = interactive.baseline.median.readyMs;
    return interactive.pages.flatMap(({ label, median: { readyMs }, scriptsBeforeReady, firstVisitScripts }) => [
      scriptsCounted(label, scriptsBeforeReady, firstVisitScripts),
      atMost('interactive', `${label}: ready ≤ ${BUDGETS.maxInteractiveMs} ms`, readyMs, BUDGETS.maxInteractiveMs),
      bare === null
        ? { section: 'interactive' as const, name: `${label}: ready ≤ ${BUDGETS.maxInteractiveTimesBaseline}× bare React`, ok: false, actual: 'baseline not measured' }
        : {
            section: 'interactive' as const,
            name: `${label}: ready ≤ ${BUDGETS.maxInteractiveTimesBaseline}× bare React's first render (${bare} ms)`,
            ok: readyMs !== null && readyMs <= BUDGETS.maxInteractiveTimesBaseline * bare,
            actual: readyMs === null ? 'not measured' : `${(readyMs / bare).toFixed(2)}× (${readyMs} ms)`,
          },
    ]);
  },
};

/**
 * Every script a page fetched before it was ready is in the bytes the bundle section counts for
 * its route's first visit: a chunk loaded during hydration and left out would make those bytes lie.
 */
function scriptsCounted(label: string, fetched: readonly string[] | undefined, counted: readonly string[] | undefined): BudgetCheck {
  const name = `${label}: every script fetched before ready is counted in its first visit`;
  if (fetched === undefined || counted === undefined) return { section: 'interactive', name, ok: false, actual: fetched === undefined ? 'scripts not recorded' : 'first visit not known' };
  const uncounted = fetched.filter((file) => !counted.includes(file));
  return { section: 'interactive', name, ok: uncounted.length === 0, actual: uncounted.length === 0 ? `${fetched.length} scripts, all counted` : `not counted: ${uncounted.join(', ')}` };
}

/** One check per route of the route table, so that a route added later is budgeted too, and one that was not measured misses. */
function firstVisitChecks(routes: readonly RouteBundle[]): BudgetCheck[] {
  const limit = BUDGETS.firstVisitJsGzip;
  return ROUTE_NAMES.map((name) => {
    const route = routes.find((measured) => measured.route === name);
    return {
      section: 'bundle' as const,
      name: `${name}${ROUTES[name].protected ? ' (protected)' : ''} first-visit JS ≤ ${kb(limit)} gzip`,
      ok: route !== undefined && route.js.gzip <= limit,
      actual: route ? kb(route.js.gzip) : 'not measured',
    };
  });
}

/** Each kept-out code (bench/firstVisit.ts) in no first visit, but those of the pages that need it (KEPT_OUT_EXCEPT). */
function keptOutChecks(routes: readonly RouteBundle[]): BudgetCheck[] {
  return KEPT_OUT.map((code) => {
    const except: readonly string[] = KEPT_OUT_EXCEPT[code] ?? [];
    const offending = routes.filter((route) => route.keptOut.includes(code) && !except.includes(route.route)).map((route) => route.route);
    return {
      section: 'bundle' as const,
      name: `${code} absent from every first visit${except.length > 0 ? ` but ${except.join(', ')}` : ''}`,
      ok: routes.length > 0 && offending.length === 0,
      actual: routes.length === 0 ? 'no route measured' : offending.length === 0 ? 'absent' : `in ${offending.join(', ')}`,
    };
  });
}

/** The staff area stays out of every public first visit (its own first visit has every route's budget). */
function staffChecks({ routes, staff }: NonNullable<Results['bundle']>): BudgetCheck[] {
  if (!staff || staff.chunks.length === 0) return [{ section: 'bundle', name: 'staff chunk family found in the build', ok: false, actual: 'no chunk with a staff module' }];
  const family = new Set(staff.files);
  const offending = routes.filter((route) => !route.staff && route.files.some((file) => family.has(file))).map((route) => route.route);
  return [
    {
      section: 'bundle',
      name: `staff chunk family (${kb(staff.sizes.gzip)} gzip) absent from every public first visit`,
      ok: offending.length === 0,
      actual: offending.length === 0 ? 'absent' : `in ${offending.join(', ')}`,
    },
  ];
}

/** A paced round's latency, measured to the microsecond. */
function milliseconds(value: number): string {
  return `${value.toFixed(3)} ms`;
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

/** The run with the highest peak, its return the slowest of all (a run that never came back: null). */
export function worstFlood(runs: readonly AvatarFloodFigures[]): AvatarFloodFigures {
  const highest = runs.reduce((worst, figures) => (figures.peak > worst.peak ? figures : worst), runs[0]!);
  const returns = runs.map((figures) => figures.returnedAfterMs);
  return { ...highest, returnedAfterMs: returns.includes(null) ? null : Math.max(...(returns as number[])) };
}
