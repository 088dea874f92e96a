/**
 * Section 3: API throughput and latency with autocannon, each endpoint as a ratio of a bare Fastify
 * "hello world"; the site and the baseline each run in their own process, autocannon in this one.
 * Throughput is measured at saturation (100 connections, pipelining 10). Latency is measured again
 * at one pace shared by every target: at saturation every request waits behind the 1,000 in flight,
 * so a p99 there is 1,000 ÷ the rate, the throughput budget again, and it grows with the answer's
 * size as the load generator (on the same two cores) reads it.
 */
import autocannon from 'autocannon';
import { imageUrl, slugOfPath } from '../src/shared/images';
import { pacedLoad, percentiles } from './pacedLoad';
import type { ApiFigures, ApiResult, ApiTarget, EndpointKind } from './results';
import { isBudgeted } from './budgets';
import { recordAnswer, type RecordedAnswers } from './recordedAnswer';
import { BROWSER_ACCEPT_ENCODING, BROWSER_IMAGE_ACCEPT, keepNoBodies, median, printTable, type Server } from './support';

const CONNECTIONS = 100;
const PIPELINING = 10;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_API_WARMUP_SECONDS ?? 3);
/**
 * The shared pace, as a share of bare Fastify's rate at saturation (pipelined) in the same run. One
 * request at a time per connection costs a read and a write each: a bare Fastify then spends about
 * 85 µs of CPU per answer, a third of its pipelined rate at most. A quarter of that rate loaded it
 * at about 70 % of a core, beside the load generator on the same two cores, and the machine's own
 * scheduling set the tail: its p99 moved between 1.2 and 28 ms from round to round (bench/RESULTS.md,
 * 2026-11-28). A tenth loads it at about 30 %, a pace where the p99 is the server's own.
 */
export const PACE_SHARE_OF_BARE = 0.1;
const ARTICLE_SLUG = 'progressive-web-app';
const IMAGE_WIDTH = 640;

/** The load every API round applies, shared by the PostgreSQL section (apiPostgres.ts). */
export const API_LOAD = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };

export interface Endpoint {
  label: string;
  path: string;
  kind: EndpointKind | 'baseline';
  headers?: Record<string, string>;
}

/** The measured rounds take this long (`paced`: each run also has a paced round, after a paced warm-up); the run's watchdog counts on it. */
export function apiSeconds(runs: number, targets = 6, paced = false): number {
  return targets * ((paced ? 2 : 1) * (WARMUP_SECONDS + runs * SECONDS));
}

/** The list most pages ask for. */
export const ARTICLES_LIST: Endpoint = { label: 'articles list', path: '/api/articles/get-all-articles', kind: 'list' };
/** The smallest answer measured. */
export const CLIENTS_LIST: Endpoint = { label: 'clients list', path: '/api/clients/get-all/', kind: 'list' };

/** The site's measured endpoints, the image one warmed first; the memory section applies the same load. */
export async function apiEndpoints(siteOrigin: string): Promise<Endpoint[]> {
  return [
    ARTICLES_LIST,
    { label: 'article by slug', path: `/api/articles/unique/${ARTICLE_SLUG}`, kind: 'detail' },
    { label: 'blog page 1', path: '/api/blog/page/1', kind: 'list' },
    CLIENTS_LIST,
    await warmImage(siteOrigin),
  ];
}

/**
 * `startSameAnswer` starts baseline/answer.ts sending the answers given at their paths; it is
 * measured at the pace only, and stopped after.
 */
export async function measureApi(siteOrigin: string, helloOrigin: string, runs: number, startSameAnswer: (answers: RecordedAnswers) => Promise<Server>): Promise<ApiResult> {
  const endpoints = await apiEndpoints(siteOrigin);
  const targets = [{ label: 'bare Fastify (baseline)', path: '/', kind: 'baseline' as const, origin: helloOrigin }, ...endpoints.map((endpoint) => ({ ...endpoint, origin: siteOrigin }))];

  const rateLimited: boolean[] = [];
  for (const target of targets) {
    rateLimited.push(await isRateLimited(target.origin, target));
    await round(target.origin, target, WARMUP_SECONDS);
  }
  const measured = targets.map(() => [] as ApiFigures[]);
  for (let run = 1; run <= runs; run += 1) {
    for (const [i, target] of targets.entries()) {
      const figures = await round(target.origin, target, SECONDS);
      measured[i]!.push(figures);
      console.log(`api ${run}/${runs} ${target.label}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms`);
    }
  }
  const medians = measured.map(medianFigures);
  const pacedRate = Math.round(PACE_SHARE_OF_BARE * medians[0]!.rps);
  // Recorded once the site's caches hold every form of each answer (its brotli form is made after the first request, gzip sent meanwhile).
  const answers: RecordedAnswers = {};
  for (const endpoint of endpoints.filter(isBudgeted)) answers[endpoint.path] = await recordAnswer(siteOrigin, endpoint);
  const sameAnswerServer = await startSameAnswer(answers);
  // Each endpoint's copy paced right before it, so that both meet the machine in the same state.
  const pacedTargets = targets.flatMap((target) => (isBudgeted(target) ? [{ ...target, label: `bare Fastify, ${target.label}'s answer`, kind: 'baseline' as const, origin: sameAnswerServer.origin }, target] : [target]));
  const pacedAll = pacedTargets.map(() => [] as ApiFigures[]);
  try {
    // Each target warmed at the pace too, so that none is measured while still settling from saturation.
    for (const target of pacedTargets) await round(target.origin, target, WARMUP_SECONDS, pacedRate);
    for (let run = 1; run <= runs; run += 1) {
      for (const [i, target] of pacedTargets.entries()) {
        const figures = await round(target.origin, target, SECONDS, pacedRate);
        pacedAll[i]!.push(figures);
        console.log(`api ${run}/${runs} ${target.label} at ${pacedRate} req/s: ${figures.rps.toFixed(0)} req/s kept, p50 ${figures.p50} ms, p90 ${figures.p90} ms, p99 ${figures.p99} ms`);
      }
    }
  } finally {
    await sameAnswerServer.stop();
  }
  const pacedOf = (target: (typeof targets)[number]) => pacedAll[pacedTargets.indexOf(target)]!;
  const sum = (runs: readonly ApiFigures[], pick: (figures: ApiFigures) => number) => runs.reduce((total, figures) => total + pick(figures), 0);

  const [baseline, ...rest] = targets.map((target, i): ApiTarget => {
    const { label, path, kind } = target;
    const paced = pacedOf(target);
    const copyRuns = isBudgeted(target) ? pacedAll[pacedTargets.indexOf(target) - 1]! : null;
    return {
      label,
      path,
      kind,
      median: medians[i]!,
      paced: medianFigures(paced),
      errors: sum([...measured[i]!, ...paced], (figures) => figures.errors),
      non2xx: sum([...measured[i]!, ...paced], (figures) => figures.non2xx),
      runs: measured[i]!,
      pacedRuns: paced,
      rateLimited: rateLimited[i]!,
      ...(copyRuns === null
        ? {}
        : {
            sameAnswer: {
              paced: medianFigures(copyRuns),
              pacedRuns: copyRuns,
              errors: sum(copyRuns, (figures) => figures.errors),
              non2xx: sum(copyRuns, (figures) => figures.non2xx),
            },
          }),
    };
  });
  return { connections: CONNECTIONS, pipelining: PIPELINING, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, pacedRate, baseline: baseline!, endpoints: rest };
}

function medianFigures(runs: readonly ApiFigures[]): ApiTarget['median'] {
  const of = (pick: (figures: ApiFigures) => number | undefined) => median(runs.flatMap((figures) => pick(figures) ?? [])) ?? undefined;
  const p90 = of((figures) => figures.p90);
  const bytes = of((figures) => figures.bytes);
  return {
    rps: of((figures) => figures.rps) ?? 0,
    p50: of((figures) => figures.p50) ?? 0,
    p99: of((figures) => figures.p99) ?? 0,
    ...(p90 === undefined ? {} : { p90 }),
    ...(bytes === undefined ? {} : { bytes }),
  };
}

/** The article's own image at a width a phone asks for, requested once so that every measured answer is already made (kept in memory and on disk). */
async function warmImage(origin: string): Promise<Endpoint> {
  const article = (await (await fetch(`${origin}/api/articles/unique/${ARTICLE_SLUG}`)).json()) as { data?: { image?: string | null } };
  const image = article.data?.image;
  if (!image) throw new Error(`Article ${ARTICLE_SLUG} has no image to resize.`);
  const endpoint: Endpoint = { label: 'image, warm', path: imageUrl({ imageURL: image, width: IMAGE_WIDTH, slug: slugOfPath(image) }), kind: 'image', headers: { accept: BROWSER_IMAGE_ACCEPT } };
  const response = await fetch(origin + endpoint.path, { headers: endpoint.headers });
  if (!response.ok) throw new Error(`Warming ${endpoint.path} answered ${response.status}.`);
  await response.arrayBuffer();
  return endpoint;
}

/**
 * Checks the endpoint answers 2xx, and tells whether it is rate-limited: @fastify/rate-limit adds
 * its headers to every answer of a limited route, whatever RATE_LIMIT_SCALE is.
 */
async function isRateLimited(origin: string, { path, headers }: Endpoint): Promise<boolean> {
  const response = await fetch(origin + path, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status} before the load.`);
  return hasRateLimitHeaders([...response.headers.keys()]);
}

/** @fastify/rate-limit's headers, which it sets on every answer of a limited route (retry-after on a 429). */
export function hasRateLimitHeaders(names: readonly string[]): boolean {
  return names.some((name) => /^x-ratelimit-/i.test(name) || /^retry-after$/i.test(name));
}

/**
 * A round at saturation (autocannon), or, given `rate`, at that many requests a second spread
 * evenly, one at a time per connection (as browsers send them), its latencies to the microsecond
 * (the bench's own client, pacedLoad.ts).
 */
export async function round(origin: string, { path, headers }: Endpoint, seconds: number, rate?: number): Promise<ApiFigures> {
  const requestHeaders = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers };
  if (rate !== undefined) {
    const paced = await pacedLoad({ origin, path, headers: requestHeaders }, { rate, connections: CONNECTIONS, seconds });
    return {
      rps: paced.answers / seconds,
      ...percentiles(paced.latencies),
      bytes: paced.answers > 0 ? Math.round(paced.bytes / paced.answers) : 0,
      errors: paced.errors,
      non2xx: paced.non2xx,
    };
  }
  const result = await autocannon({
    url: origin + path,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration: seconds,
    timeout: 30,
    headers: requestHeaders,
    setupClient: keepNoBodies,
  });
  const answers = result['2xx'] + result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: answers > 0 ? Math.round(result.throughput.total / answers) : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printApi({ baseline, endpoints, connections, pipelining, seconds, warmupSeconds, pacedRate }: ApiResult, runs: number): void {
  console.log(`\nAPI: ${connections} connections, pipelining ${pipelining}, ${warmupSeconds} s warm-up then ${runs} × ${seconds} s; median req/s and latency, errors summed`);
  printTable(
    ['endpoint', 'req/s', '× bare Fastify', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'rate-limited'],
    [baseline, ...endpoints].map(({ label, median: m, errors, non2xx, rateLimited }) => [
      label,
      m.rps.toFixed(0),
      baseline.median.rps > 0 ? `${(m.rps / baseline.median.rps).toFixed(3)}×` : 'n/a',
      String(m.p50),
      String(m.p99),
      String(errors),
      String(non2xx),
      rateLimited ? 'yes' : 'no',
    ]),
  );
  console.log(
    `\nAPI at a shared pace: ${pacedRate} req/s (${PACE_SHARE_OF_BARE * 100} % of bare Fastify's rate above) to each target, evenly spread, ${connections} connections, no pipelining, a ${warmupSeconds} s paced warm-up then ${runs} × ${seconds} s; median`,
  );
  const ms = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(3));
  const times = (p99: number, of: number | undefined) => (of !== undefined && of > 0 ? `${(p99 / of).toFixed(2)}×` : '');
  const row = (label: string, paced: ApiTarget['paced'], sameAnswer?: ApiTarget['paced']) => [
    label,
    paced.rps.toFixed(0),
    String(paced.bytes ?? 'n/a'),
    ms(paced.p50),
    ms(paced.p90),
    ms(paced.p99),
    times(paced.p99, sameAnswer?.p99),
    times(paced.p99, baseline.paced.p99),
  ];
  printTable(
    ['endpoint', 'req/s kept', 'bytes/answer', 'p50 ms', 'p90 ms', 'p99 ms', 'p99 × same answer', "p99 × bare Fastify's hello (no budget)"],
    [
      row(baseline.label, baseline.paced),
      ...endpoints.flatMap(({ label, paced, sameAnswer }) => [
        ...(sameAnswer ? [row(`  bare Fastify, the same answer`, sameAnswer.paced)] : []),
        row(label, paced, sameAnswer?.paced),
      ]),
    ],
  );
  const copies = endpoints.flatMap(({ sameAnswer }) => (sameAnswer ? [sameAnswer] : []));
  console.log(
    `"the same answer": a bare Fastify sending the endpoint's answer as the site sent it after the rounds at saturation (bytes and headers), paced right before it; errors ${copies.reduce((sum, copy) => sum + copy.errors, 0)}, non-2xx ${copies.reduce((sum, copy) => sum + copy.non2xx, 0)}.`,
  );
}
