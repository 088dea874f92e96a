/**
 * Section flood: cached pages while someone asks for pages the cache cannot have. A paced probe asks
 * for two cached pages alone, then again during a flood of addresses that name nothing (an unknown
 * article, category, client, job offer, project and a path no route has, each new), sent by
 * FLOOD_CONNECTIONS connections at FLOOD_RATE a second whatever the answers (issue 43, item 4: 8
 * connections at 17.6 a second took a cached page from 9.7 to 261 ms). Budget: the probe's p99 during
 * the flood at most BUDGETS.maxCachedP99UnderFlood times its p99 without one, each the median of
 * the runs. Then, reported: FLOOD_BURST such requests at once, the time to the last answer and a
 * cached page's meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { pathTo } from '../src/shared/routes';
import { pacedLoad, percentiles, type PacedAnswers } from './pacedLoad';
import type { FloodResult, FloodRun } from './results';
import { BROWSER_ACCEPT_ENCODING, median, printTable } from './support';

const CACHED_PAGES = [pathTo('contact'), pathTo('article', { slug: 'progressive-web-app' })];
const HEADERS = { accept: 'text/html', 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'accept-language': 'fr-FR,fr;q=0.9' };
const PROBE_RATE = Number(process.env.BENCH_FLOOD_PROBE_RATE ?? 40);
const PROBE_CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
/** About three times the rate the 8 connections reached while every miss was rendered. */
export const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 50);
export const FLOOD_CONNECTIONS = 8;
export const FLOOD_BURST = 150;

export function floodSeconds(runs: number): number {
  return runs * CACHED_PAGES.length * 2 * (SECONDS + 10) + 120;
}

/** A new address that names nothing, of each kind in turn. */
function unknownAddress(i: number): string {
  const name = `${Math.random().toString(36).slice(2)}-${i}`;
  const kinds = [
    () => pathTo('article', { slug: name }),
    () => pathTo('category', { slug: name }),
    () => pathTo('client', { slug: name }),
    () => pathTo('recruitmentDetail', { slug: name }),
    () => pathTo('projectDetail', { id: 900_000 + i, slug: name }),
    () => `/fr/${name}`,
  ];
  return kinds[i % kinds.length]!();
}

interface FloodCount {
  sent: number;
  statuses: Record<string, number>;
  latencies: number[];
}

async function ask(origin: string, path: string, count: FloodCount): Promise<void> {
  const started = performance.now();
  count.sent += 1;
  try {
    const response = await fetch(origin + path, { headers: HEADERS });
    await response.arrayBuffer();
    count.statuses[response.status] = (count.statuses[response.status] ?? 0) + 1;
  } catch {
    count.statuses.error = (count.statuses.error ?? 0) + 1;
  }
  count.latencies.push(performance.now() - started);
}

/** FLOOD_CONNECTIONS senders at FLOOD_RATE a second in all, each on its own schedule, until `until` resolves. */
async function flood(origin: string, until: Promise<unknown>): Promise<FloodCount> {
  const count: FloodCount = { sent: 0, statuses: {}, latencies: [] };
  let stop = false;
  void until.then(() => (stop = true));
  const interval = (FLOOD_CONNECTIONS / FLOOD_RATE) * 1000;
  let next = 0;
  const sender = async (k: number) => {
    let due = performance.now() + (k * interval) / FLOOD_CONNECTIONS;
    while (!stop) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stop) break;
      // Not awaited: an attacker does not wait for the answers.
      void ask(origin, unknownAddress((next += 1)), count);
      due += interval;
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, (_, k) => sender(k)));
  return count;
}

function probe(origin: string, path: string): Promise<PacedAnswers> {
  return pacedLoad({ origin, path, headers: HEADERS }, { rate: PROBE_RATE, connections: PROBE_CONNECTIONS, seconds: SECONDS });
}

export async function measureFlood(origin: string, runs: number): Promise<FloodResult> {
  for (const path of CACHED_PAGES) {
    const response = await fetch(origin + path, { headers: HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}.`);
  }
  const results: FloodRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const path of CACHED_PAGES) {
      const alone = await probe(origin, path);
      const during = probe(origin, path);
      const flooded = await flood(origin, during);
      const withFlood = await during;
      // The last flood answers, so that the next round starts quiet.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const entry: FloodRun = {
        path,
        alone: { ...percentiles(alone.latencies), failed: alone.errors + alone.non2xx },
        flooded: { ...percentiles(withFlood.latencies), failed: withFlood.errors + withFlood.non2xx },
        flood: { sent: flooded.sent, statuses: flooded.statuses, p50: percentiles(flooded.latencies).p50 },
      };
      console.log(
        `flood ${path}: p99 alone ${entry.alone.p99.toFixed(2)} ms, during ${entry.flooded.p99.toFixed(2)} ms; flood ${flooded.sent} sent, ${JSON.stringify(flooded.statuses)}, p50 ${entry.flood.p50.toFixed(1)} ms`,
      );
      results.push(entry);
    }
  }
  const burst = await measureBurst(origin);
  const byPath = CACHED_PAGES.map((path) => {
    const mine = results.filter((entry) => entry.path === path);
    return { path, aloneP99: median(mine.map((entry) => entry.alone.p99)) ?? 0, floodedP99: median(mine.map((entry) => entry.flooded.p99)) ?? 0, failed: mine.reduce((sum, entry) => sum + entry.alone.failed + entry.flooded.failed, 0) };
  });
  return { rate: FLOOD_RATE, connections: FLOOD_CONNECTIONS, probeRate: PROBE_RATE, seconds: SECONDS, runs: results, pages: byPath, burst };
}

/** FLOOD_BURST unknown addresses at once, and a cached page asked right after them. */
async function measureBurst(origin: string): Promise<FloodResult['burst']> {
  const count: FloodCount = { sent: 0, statuses: {}, latencies: [] };
  const started = performance.now();
  const all = Promise.all(Array.from({ length: FLOOD_BURST }, (_, i) => ask(origin, unknownAddress(i), count)));
  const cached: FloodCount = { sent: 0, statuses: {}, latencies: [] };
  await ask(origin, CACHED_PAGES[0]!, cached);
  await all;
  return { requests: FLOOD_BURST, lastAnswerMs: performance.now() - started, statuses: count.statuses, cachedMs: cached.latencies[0] ?? 0 };
}

export function printFlood({ rate, connections, probeRate, seconds, pages, burst }: FloodResult): void {
  console.log(`\nCached pages during a flood of unknown addresses (${connections} connections, ${rate}/s; probe ${probeRate}/s for ${seconds} s; p99 ms, median of runs)`);
  printTable(
    ['page', 'p99 alone', 'p99 flooded', '× alone', 'failed'],
    pages.map(({ path, aloneP99, floodedP99, failed }) => [path, aloneP99.toFixed(2), floodedP99.toFixed(2), aloneP99 > 0 ? (floodedP99 / aloneP99).toFixed(2) : 'n/a', String(failed)]),
  );
  console.log(`${burst.requests} at once: last answer after ${burst.lastAnswerMs.toFixed(0)} ms (${JSON.stringify(burst.statuses)}); a cached page meanwhile ${burst.cachedMs.toFixed(1)} ms`);
}
