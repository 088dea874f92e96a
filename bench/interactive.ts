/**
 * Section: how soon a phone can use the page. In a real Chromium (playwright-core) under mobile
 * emulation through the DevTools Protocol: a 4× CPU slowdown, 150 ms of round trip, 1.6 Mbps
 * down, a phone's viewport, a French browser (INTERACTIVE_VISITOR). Per page, the time from
 * navigation start to `data-app="ready"` (the app has taken the server's page over: taps reach it)
 * and the first contentful paint; the bare React page's time to its own first render is the
 * baseline. A fresh context per visit: no cache.
 */
import { chromium, type Browser } from 'playwright-core';
import { emulateMobile, MOBILE } from '../__tests__/e2e/support/phone';
import { pathTo, type RouteName } from '../src/shared/routes';
import type { InteractiveFigures, InteractiveResult, InteractiveTarget } from './results';
import { acceptLanguage, median, printTable } from './support';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** At least this many visits per page, whatever `--runs` says: one slow visit must not decide. */
export const INTERACTIVE_MIN_RUNS = 5;
const VISIT_TIMEOUT_MS = 30_000;

/**
 * The pages are French addresses, visited by the French visitor they are for. A browser in
 * Playwright's default language (en-US) asking for one is redirected to its `?lng=en` address
 * (decisions.md): one more round trip, which the bare page does not have. Until 2026-11-28 every
 * visit measured that redirect too, about 170 ms (bench/RESULTS.md).
 */
export const INTERACTIVE_VISITOR = { locale: 'fr-FR', acceptLanguage: acceptLanguage('fr-FR') } as const;

export const INTERACTIVE_PAGES: { label: string; route: RouteName; path: string }[] = [
  { label: 'home', route: 'home', path: pathTo('home') },
  { label: 'blog', route: 'blog', path: pathTo('blog') },
  { label: 'article', route: 'article', path: pathTo('article', { slug: 'progressive-web-app' }) },
  { label: 'contact', route: 'contact', path: pathTo('contact') },
];

/** What the page logs once a mark is taken: the console reaches the bench through the DevTools Protocol, with no script of the bench's run in the page. */
const MARKED = '__interactive_mark';

/**
 * Runs in the page before its own scripts: notes when the app says it is ready, and when the bare
 * page's #root first gets an element (its render), in milliseconds since navigation start, and
 * logs each. The bench waits for that log rather than polling the page (`waitForFunction`):
 * polling injects Playwright's own script and runs a check every frame on the throttled main
 * thread, 300 ms of the site's ready time in one probe (bench/RESULTS.md, 2026-11-28).
 */
const MARKS_SCRIPT = `(() => {
  const marks = (window.__interactiveMarks = {});
  const note = (name) => { marks[name] = performance.now(); console.log('${MARKED} ' + name); };
  new MutationObserver(() => {
    if (marks.ready === undefined && document.documentElement.dataset.app === 'ready') note('ready');
    if (marks.rendered === undefined && document.getElementById('root')?.firstElementChild) note('rendered');
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-app'] });
})();`;

type Mark = 'ready' | 'rendered';

/**
 * `firstVisitScripts`: the scripts the bundle section counts in a route's first visit, next to
 * which each page's scripts fetched before it was ready are recorded (the budgets compare them).
 */
export async function measureInteractive(
  siteOrigin: string,
  baselineOrigin: string,
  runs: number,
  firstVisitScripts: (route: RouteName) => string[],
): Promise<InteractiveResult> {
  const targets = [
    { label: 'bare React 19 (baseline)', url: `${baselineOrigin}/`, mark: 'rendered' as Mark, route: undefined },
    ...INTERACTIVE_PAGES.map(({ label, path, route }) => ({ label, url: siteOrigin + path, mark: 'ready' as Mark, route })),
  ];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    // Each page once, unthrottled: the first answers of a fresh process are not what a visitor meets.
    for (const target of targets) await visit(browser, target.url, target.mark, false);
    const collected = targets.map(() => [] as InteractiveFigures[]);
    const total = Math.max(runs, INTERACTIVE_MIN_RUNS);
    for (let run = 1; run <= total; run += 1) {
      for (const [i, target] of targets.entries()) {
        const figures = await visit(browser, target.url, target.mark, true);
        collected[i]!.push(figures);
        console.log(`interactive ${run}/${total} ${target.label}: ${target.mark} ${figures.readyMs} ms, FCP ${figures.fcpMs} ms`);
      }
    }
    const [baseline, ...pages] = targets.map(({ label, url, route }, i): InteractiveTarget => {
      const target: InteractiveTarget = { label, url, median: medianFigures(collected[i]!), runs: collected[i]! };
      if (route === undefined) return target;
      const scriptsBeforeReady = [...new Set(collected[i]!.flatMap((figures) => figures.scripts ?? []))].sort();
      return { ...target, scriptsBeforeReady, firstVisitScripts: firstVisitScripts(route) };
    });
    return { conditions: { ...MOBILE }, baseline: baseline!, pages };
  } finally {
    await browser.close();
  }
}

async function visit(browser: Browser, url: string, mark: Mark, throttled: boolean): Promise<InteractiveFigures> {
  const context = await browser.newContext({
    locale: INTERACTIVE_VISITOR.locale,
    extraHTTPHeaders: { 'Accept-Language': INTERACTIVE_VISITOR.acceptLanguage },
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(MARKS_SCRIPT);
    if (throttled) await emulateMobile(page);
    await Promise.all([
      page.waitForEvent('console', { predicate: (message) => message.text() === `${MARKED} ${mark}`, timeout: VISIT_TIMEOUT_MS }),
      page.goto(url, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS }),
    ]);
    // The bare page's render comes before its paint: the paint, when it comes soon after.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 5000 }).catch(() => undefined);
    return await page.evaluate((name) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const marks = (window as unknown as { __interactiveMarks: Record<string, number> }).__interactiveMarks;
      // The page's own scripts whose fetch started before it was ready (a preload included), as
      // paths in the client build ("assets/main.1a2b3c.js").
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < marks[name]!)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && /\.m?js$/.test(url.pathname))
        .map((url) => url.pathname.slice(1));
      return { readyMs: Math.round(marks[name]!), fcpMs: fcp ? Math.round(fcp.startTime) : null, scripts };
    }, mark);
  } finally {
    await context.close();
  }
}

function medianFigures(runs: InteractiveFigures[]): InteractiveTarget['median'] {
  return {
    readyMs: median(runs.map((run) => run.readyMs)),
    fcpMs: median(runs.flatMap((run) => (run.fcpMs === null ? [] : [run.fcpMs]))),
  };
}

export function printInteractive({ baseline, pages, conditions }: InteractiveResult): void {
  const show = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value)));
  const bare = baseline.median.readyMs;
  console.log(
    `\nInteractive: navigation start to data-app="ready" (baseline: to its first render), ${conditions.cpuSlowdown}× CPU, ${conditions.rttMs} ms RTT, ` +
      `${((conditions.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps, ${conditions.viewport.width}×${conditions.viewport.height}; median of ${baseline.runs.length}`,
  );
  printTable(
    ['page', 'ready ms', '× bare', 'FCP ms'],
    [baseline, ...pages].map(({ label, median: m }) => [
      label,
      show(m.readyMs),
      label === baseline.label || bare === null || m.readyMs === null ? '-' : (m.readyMs / bare).toFixed(2),
      show(m.fcpMs),
    ]),
  );
  for (const { label, scriptsBeforeReady = [], firstVisitScripts = [] } of pages) {
    const uncounted = scriptsBeforeReady.filter((file) => !firstVisitScripts.includes(file));
    console.log(`${label}: ${scriptsBeforeReady.length} scripts fetched before ready${uncounted.length > 0 ? `, not counted in its first visit: ${uncounted.join(', ')}` : ', all counted in its first visit'}`);
  }
}
