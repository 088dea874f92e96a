/**
 * Section 2: Lighthouse (mobile defaults: emulated phone, simulated throttling) on the built
 * site's pages and on the bare React page, in one Chromium per audit, runs interleaved so that
 * a slower moment of the machine falls on every target alike.
 */
import type { Flags, Result } from 'lighthouse';
import { pathTo } from '../src/shared/routes';
import type { LighthouseFigures, LighthouseResult, LighthouseTarget } from './results';
import { acceptLanguage, median, printTable } from './support';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/**
 * Each page is audited as a French and as an English visitor: the browser's language (navigator.languages)
 * and its Accept-Language, from which the site picks the page's language.
 */
export const VISITOR_LANGUAGES = ['fr-FR', 'en-US'] as const;
export type VisitorLanguage = (typeof VISITOR_LANGUAGES)[number];
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;
const ATTEMPTS = 3;
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const;

/** The pages the budgets cover: home, blog, one article, one job, contact. */
export const LIGHTHOUSE_PAGES = [
  { label: 'home', path: pathTo('home') },
  { label: 'blog', path: pathTo('blog') },
  { label: 'article', path: pathTo('article', { slug: 'progressive-web-app' }) },
  { label: 'job', path: pathTo('recruitmentDetail', { slug: 'developpeur-full-stack-js' }) },
  { label: 'contact', path: pathTo('contact') },
];

export async function measureLighthouse(siteOrigin: string, baselineOrigin: string, runs: number): Promise<LighthouseResult> {
  const targets: { label: string; url: string; language?: VisitorLanguage }[] = [
    { label: 'bare React 19 (baseline)', url: `${baselineOrigin}/` },
    ...LIGHTHOUSE_PAGES.flatMap(({ label, path }) => VISITOR_LANGUAGES.map((language) => ({ label: `${label} ${language}`, url: siteOrigin + path, language }))),
  ];
  // Each page once before measuring: the first answers of a fresh process are not what a visitor meets.
  for (const { url, language } of targets) {
    const response = await fetch(url, { headers: language ? { 'accept-language': acceptLanguage(language) } : {} });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status} before Lighthouse.`);
    await response.arrayBuffer();
  }

  const collected = targets.map(() => ({ runs: [] as LighthouseFigures[], failing: {} as Record<string, Set<string>>, errors: [] as string[] }));
  for (let run = 1; run <= runs; run += 1) {
    for (const [i, target] of targets.entries()) {
      const into = collected[i]!;
      const lhr = await auditWithRetry(target.url, target.language ?? 'en-US', (error) => {
        into.errors.push(error);
        console.log(`lighthouse ${run}/${runs} ${target.label}: ${error}`);
      });
      if (!lhr) continue;
      const figures = figuresOf(lhr);
      into.runs.push(figures);
      for (const [category, audits] of Object.entries(failingAudits(lhr))) {
        into.failing[category] ??= new Set();
        for (const id of audits) into.failing[category].add(id);
      }
      console.log(`lighthouse ${run}/${runs} ${target.label}: performance ${figures.performance}, LCP ${figures.lcp} ms, CLS ${figures.cls}`);
    }
  }

  const [baseline, ...pages] = targets.map(
    ({ label, url }, i): LighthouseTarget => ({
      label,
      url,
      median: medianFigures(collected[i]!.runs),
      runs: collected[i]!.runs,
      failing: Object.fromEntries(Object.entries(collected[i]!.failing).map(([category, ids]) => [category, [...ids].sort()])),
      errors: collected[i]!.errors,
    }),
  );
  return { baseline: baseline!, pages };
}

/**
 * An audit Lighthouse could not finish (a Chromium interstitial, now and then) is tried again,
 * up to ATTEMPTS times; each failure is reported. Null when every attempt failed.
 */
async function auditWithRetry(url: string, language: VisitorLanguage, failed: (error: string) => void): Promise<Result | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const lhr = await audit(url, language);
    if (!lhr.runtimeError) return lhr;
    failed(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  return null;
}

/** One audit in a Chromium of its own, so that no cache or warm process carries over from the previous one. */
async function audit(url: string, language: VisitorLanguage): Promise<Result> {
  const { default: lighthouse } = await import('lighthouse');
  // As lighthouse's own CLI imports it.
  const ChromeLauncher = await import('chrome-launcher');
  const chromeFlags = [...CHROME_FLAGS, `--lang=${language}`, `--accept-lang=${acceptLanguage(language).replace(/;q=[\d.]+/g, '')}`];
  const chrome = await ChromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags, logLevel: 'silent' });
  try {
    // The header too: Lighthouse's own requests and headless Chromium's first one must carry it.
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(CATEGORIES),
      extraHeaders: { 'Accept-Language': acceptLanguage(language) },
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (id: string, digits: number) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
  };
  return {
    performance: score(CATEGORIES.performance),
    accessibility: score(CATEGORIES.accessibility),
    bestPractices: score(CATEGORIES.bestPractices),
    seo: score(CATEGORIES.seo),
    fcp: metric(METRICS.fcp, 0),
    lcp: metric(METRICS.lcp, 0),
    tbt: metric(METRICS.tbt, 0),
    cls: metric(METRICS.cls, 3),
  };
}

/** Per category, the weighted audits that did not score full marks: where the points went. */
function failingAudits(lhr: Result): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(CATEGORIES).map((category) => [
      category,
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .filter((ref) => {
          const score = lhr.audits[ref.id]?.score;
          return typeof score === 'number' && score < 1;
        })
        .map((ref) => ref.id),
    ]),
  );
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]).filter((value): value is number => value !== null));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

export function printLighthouse({ baseline, pages }: LighthouseResult, runs: number): void {
  const show = (value: number | null) => (value === null ? 'n/a' : String(value));
  const delta = (value: number | null) => (value === null || baseline.median.performance === null ? 'n/a' : `${value - baseline.median.performance >= 0 ? '+' : ''}${value - baseline.median.performance}`);
  console.log(`\nLighthouse, mobile defaults (simulated throttling), each page as a ${VISITOR_LANGUAGES.join(' and as an ')} visitor, median of ${runs} runs`);
  printTable(
    ['page', 'perf', 'vs bare', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    [baseline, ...pages].map(({ label, median: m }) => [
      label,
      show(m.performance),
      label === baseline.label ? '-' : delta(m.performance),
      show(m.accessibility),
      show(m.bestPractices),
      show(m.seo),
      show(m.fcp),
      show(m.lcp),
      show(m.tbt),
      show(m.cls),
    ]),
  );
  for (const { label, failing, errors } of pages) {
    const lost = Object.entries(failing)
      .filter(([category, ids]) => category !== CATEGORIES.performance && ids.length > 0)
      .map(([category, ids]) => `${category}: ${ids.join(', ')}`);
    if (lost.length > 0) console.log(`  ${label} loses points on ${lost.join('; ')}`);
    if (errors.length > 0) console.log(`  ${label}: ${errors.length} attempt(s) failed, first: ${errors[0]}`);
  }
}
