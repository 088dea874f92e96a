/** The shape of bench/results.json: what each section measured, read by the budgets. */
import type { RouteName } from '../src/shared/routes';
import type { PostgresApiResult } from './apiPostgres';
import type { BenchOptions, Section } from './options';
import type { Percentiles } from './pacedLoad';

/** Bytes of a set of files, as stored and as sent compressed (gzip level 9, brotli quality 11). */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Libraries that must stay out of first visits but for their own page. */
export type HeavyLibrary = 'stripe' | 'three';

/** Code no first visit carries: the app loads it once the page is ready or on use, or the browser does without it. */
export type KeptOutCode = 'redux-persist' | 'web-vitals' | 'head tag builders' | 'menu dialogs' | 'account forms and dialogs' | 'use-sync-external-store shim' | 'react-i18next Trans' | 'candidacy upload' | 'staff constants' | 'account calls' | 'footer' | 'home sections' | 'related articles';

/** What a first visit to a route loads before the page is interactive: the entry's files and the route's chunk group. */
export interface FirstVisit {
  js: Sizes;
  css: Sizes;
  files: string[];
  heavy: HeavyLibrary[];
}

export interface RouteBundle extends FirstVisit {
  route: RouteName;
  /** The lazy chunk of its page in src/client/app/pages.ts. */
  chunk: string;
  protected: boolean;
  /** A page of the staff area (under /{lang}/admin). */
  staff?: boolean;
  /** Kept-out code found in this first visit (none, within budget). */
  keptOut: KeptOutCode[];
}

export interface ChunkBundle {
  chunk: string;
  files: string[];
  sizes: Sizes;
  heavy: HeavyLibrary[];
}

/** The staff area's chunk family: every chunk carrying a module of the staff area (its screens, their texts). */
export interface StaffChunks {
  chunks: string[];
  files: string[];
  sizes: Sizes;
}

export interface BundleResult {
  /** The bare React 19 page built with the same settings. */
  baseline: FirstVisit;
  routes: RouteBundle[];
  largestChunks: ChunkBundle[];
  staff?: StaffChunks;
}

export interface LighthouseFigures {
  /** Category scores, 0 to 100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Milliseconds. */
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}

export interface LighthouseTarget {
  label: string;
  url: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Per category, the audits that lost points in some run (what to fix). */
  failing: Record<string, string[]>;
  /** Attempts Lighthouse could not finish, with its reason (each was tried again). */
  errors: string[];
}

export interface LighthouseResult {
  baseline: LighthouseTarget;
  pages: LighthouseTarget[];
}

export interface ApiFigures {
  /** Requests per second. */
  rps: number;
  /** Milliseconds: whole at saturation (autocannon's), to the microsecond in a paced round (bench/pacedLoad.ts). */
  p50: number;
  /** Paced rounds only. */
  p90?: number;
  p99: number;
  /** Bytes read per answer, headers included. */
  bytes?: number;
  errors: number;
  non2xx: number;
}

export type EndpointKind = 'list' | 'detail' | 'image';

export interface ApiTarget {
  label: string;
  path: string;
  kind: EndpointKind | 'baseline';
  /** Rates and latencies at saturation: the median of the runs. */
  median: Pick<ApiFigures, 'rps' | 'p50' | 'p90' | 'p99' | 'bytes'>;
  /** Latencies (and the rate kept) at the shared pace of `ApiResult.pacedRate`: the median of the runs. */
  paced: Pick<ApiFigures, 'rps' | 'p50' | 'p90' | 'p99' | 'bytes'>;
  /** Summed over every run: one failing run is enough to tell. */
  errors: number;
  non2xx: number;
  runs: ApiFigures[];
  pacedRuns: ApiFigures[];
  /** The answer carried rate-limit headers: the route has a limit. */
  rateLimited: boolean;
  /** List and detail endpoints: the bare Fastify sending this endpoint's answer, at the same pace. */
  sameAnswer?: SameAnswerFigures;
}

export interface ApiResult {
  connections: number;
  pipelining: number;
  seconds: number;
  warmupSeconds: number;
  /** Requests per second every target is sent in its paced rounds, one request at a time per connection. */
  pacedRate: number;
  baseline: ApiTarget;
  endpoints: ApiTarget[];
}

/**
 * At the pace only: a bare Fastify sending a list or detail endpoint's answer as the site sent it,
 * recorded at the start of the paced rounds (bench/baseline/answer.ts), paced right before the
 * endpoint. Its p99 is what that answer's bytes and headers cost on this machine without the site's
 * work: the endpoint's p99 budget is a multiple of it.
 */
export interface SameAnswerFigures {
  /** The median of the runs. */
  paced: ApiTarget['paced'];
  pacedRuns: ApiFigures[];
  errors: number;
  non2xx: number;
}

/** Bytes, as the process itself reads them (bench/memoryProbe.cjs). */
export interface MemoryFigures {
  /** getrusage's maxrss: the highest RSS the process ever had. */
  peakRss: number;
  rssBeforeGc: number;
  /** After two forced full collections. */
  rssAfterGc: number;
  heapUsedAfterGc: number;
  externalAfterGc: number;
  arrayBuffersAfterGc: number;
}

export interface MemoryTarget {
  label: string;
  median: Pick<MemoryFigures, 'peakRss' | 'rssAfterGc' | 'heapUsedAfterGc' | 'externalAfterGc'>;
  runs: MemoryFigures[];
}

export interface MemoryResult {
  /** Sitemap pages, each asked for in every language. */
  pages: number;
  languages: number;
  /** API rounds after the pages, one per endpoint of the api section. */
  apiRounds: number;
  apiSeconds: number;
  site: MemoryTarget;
  bare: MemoryTarget;
  /** The security pass's avatar flood (__tests__/server/support/avatarFlood.ts), on a fresh site per run: its 40000 × 1000 PNG, then the largest accepted image. */
  avatarFlood: { declared: AvatarFloodFigures[]; accepted: AvatarFloodFigures[] };
}

export interface AvatarFloodFigures {
  before: number;
  peak: number;
  /** Milliseconds until RSS was within 20 % of `before`; null when it was not within 60 s. */
  returnedAfterMs: number | null;
  rssAfter: number;
}

export interface RenderedPageFigures {
  label: string;
  path: string;
  renders: number;
  /** Milliseconds from request to the whole answer, one request at a time, each a fresh render. */
  p50: number;
  p95: number;
  /** Misses answered per second by the keys 0, 1 and 2: how many other cores were kept busy meanwhile. */
  missesPerSecond: Record<string, number>;
}

export interface RenderResult {
  renders: number;
  clients: number;
  seconds: number;
  pages: RenderedPageFigures[];
}

export interface FloodRun {
  path: string;
  /** The probe's percentiles (ms) and its failed answers, alone and during the flood. */
  alone: Percentiles & { failed: number };
  flooded: Percentiles & { failed: number };
  /** The flood's requests, its answers by status, and their median time (ms). */
  flood: { sent: number; statuses: Record<string, number>; p50: number };
}

export interface FloodResult {
  rate: number;
  connections: number;
  probeRate: number;
  seconds: number;
  runs: FloodRun[];
  /** Each cached page's p99 alone and during the flood, medians of the runs (ms). */
  pages: { path: string; aloneP99: number; floodedP99: number; failed: number }[];
  /** Unknown addresses all at once: when the last was answered, how, and a cached page meanwhile (ms). */
  burst: { requests: number; lastAnswerMs: number; statuses: Record<string, number>; cachedMs: number };
}

export interface StartupFigures {
  /** Milliseconds from spawning the process to its first 200 on /fr; null when it never came. */
  median: number | null;
  runs: (number | null)[];
  /** Milliseconds to the "Listening on" line, for telling start-up work from the first answer. */
  listeningMedian: number | null;
}

export interface StartupResult {
  empty: StartupFigures;
  filled: StartupFigures;
}

export interface InteractiveFigures {
  /** Milliseconds from navigation start to data-app="ready" (the baseline: to its first render). */
  readyMs: number;
  /** Milliseconds from navigation start to the first contentful paint. */
  fcpMs: number | null;
  /** The page's own scripts whose fetch started before it was ready. */
  scripts?: string[];
}

export interface InteractiveTarget {
  label: string;
  url: string;
  median: { readyMs: number | null; fcpMs: number | null };
  runs: InteractiveFigures[];
  /** A site page's scripts fetched before it was ready, in any run (paths in the client build). */
  scriptsBeforeReady?: string[];
  /** The scripts the bundle section counts in the page's route's first visit. */
  firstVisitScripts?: string[];
}

export interface InteractiveResult {
  /** The emulated phone: CPU slowdown, round trip, bandwidth, viewport. */
  conditions: {
    cpuSlowdown: number;
    rttMs: number;
    downloadBytesPerSecond: number;
    uploadBytesPerSecond: number;
    viewport: { width: number; height: number };
    deviceScaleFactor: number;
  };
  baseline: InteractiveTarget;
  pages: InteractiveTarget[];
}

export interface BudgetCheck {
  section: Section;
  name: string;
  ok: boolean;
  /** What was measured, for a person to read. */
  actual: string;
}

export interface Results {
  date: string;
  machine: Record<string, unknown>;
  options: BenchOptions;
  bundle?: BundleResult;
  lighthouse?: LighthouseResult;
  api?: ApiResult;
  /** The API on PostgreSQL next to SQLite (no budget). */
  postgres?: PostgresApiResult;
  startup?: StartupResult;
  memory?: MemoryResult;
  /** Uncached page renders (no budget). */
  render?: RenderResult;
  /** Cached pages during a flood of unknown addresses. */
  flood?: FloodResult;
  interactive?: InteractiveResult;
  /** A section that could not be measured, with why. */
  failures: Partial<Record<Section, string>>;
  budgets?: BudgetCheck[];
}
