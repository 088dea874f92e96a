/**
 * Section render: what a page costs when it is not in the page cache. The site runs with a page
 * cache too small to keep any page (PAGE_CACHE_MAX_MB), so every request renders; the API answers
 * its render asks for stay cached, as on a live site. No budget: these are the figures the bounded
 * render queue (src/server/pages/plugin.ts) is sized against (docs/server.md, "Rendering").
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { pathTo } from '../src/shared/routes';
import type { RenderResult } from './results';
import { BROWSER_ACCEPT_ENCODING, median, printTable, spawnNode, stopProcess } from './support';

const PAGES = [
  { label: 'home', path: pathTo('home') },
  { label: 'article', path: pathTo('article', { slug: 'progressive-web-app' }) },
  { label: 'blog', path: pathTo('blog') },
];
/** Far below one page: nothing is kept. */
export const UNCACHED_PAGE_CACHE_MB = '0.001';
const SEQUENTIAL_RENDERS = Number(process.env.BENCH_RENDERS ?? 40);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 10);
/** Clients asking at once in the throughput rounds: as many as the render queue runs together. */
const CLIENTS = 2;
const HEADERS = { accept: 'text/html', 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'accept-language': 'fr-FR,fr;q=0.9' };

export function renderSeconds(): number {
  return PAGES.length * 3 * (SEQUENTIAL_RENDERS + THROUGHPUT_SECONDS * 3) + 60;
}

export async function measureRender(origin: string): Promise<RenderResult> {
  const pages = [];
  for (const { label, path } of PAGES) {
    await get(origin, path);
    const times: number[] = [];
    // One at a time: the time of one render with nothing else waiting.
    for (let i = 0; i < SEQUENTIAL_RENDERS; i += 1) times.push(await timed(origin, path));
    const throughput: Record<string, number> = {};
    for (const busy of [0, 1, 2]) {
      const spinners = Array.from({ length: busy }, spin);
      try {
        throughput[busy] = await missesPerSecond(origin, path);
      } finally {
        await Promise.all(spinners.map((spinner) => stopProcess(spinner)));
      }
    }
    const page = { label, path, renders: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), missesPerSecond: throughput };
    console.log(`render ${label}: p50 ${page.p50.toFixed(1)} ms, p95 ${page.p95.toFixed(1)} ms; misses/s ${Object.values(throughput).map((rate) => rate.toFixed(1)).join(' / ')}`);
    pages.push(page);
  }
  return { renders: SEQUENTIAL_RENDERS, clients: CLIENTS, seconds: THROUGHPUT_SECONDS, pages };
}

async function get(origin: string, path: string): Promise<void> {
  const response = await fetch(origin + path, { headers: HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}.`);
}

async function timed(origin: string, path: string): Promise<number> {
  const started = performance.now();
  await get(origin, path);
  return performance.now() - started;
}

/** CLIENTS closed loops for THROUGHPUT_SECONDS: answers per second, every one a fresh render. */
async function missesPerSecond(origin: string, path: string): Promise<number> {
  const ends = performance.now() + THROUGHPUT_SECONDS * 1000;
  let answered = 0;
  const client = async () => {
    while (performance.now() < ends) {
      await get(origin, path);
      answered += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return answered / ((performance.now() - started) / 1000);
}

/** A process keeping one core busy, as another tenant of the machine would. */
function spin(): ChildProcess {
  return spawnNode(['-e', 'for (;;) {}'], process.env);
}

function percentile(values: readonly number[], share: number): number {
  if (share === 0.5) return median(values) ?? 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export function printRender({ renders, clients, seconds, pages }: RenderResult): void {
  console.log(`\nUncached page render: ${renders} renders one at a time (ms), then ${clients} clients for ${seconds} s (misses answered per second) with 0, 1 and 2 other cores kept busy`);
  printTable(
    ['page', 'p50 ms', 'p95 ms', 'misses/s', '1 core busy', '2 cores busy'],
    pages.map(({ label, p50, p95, missesPerSecond }) => [label, p50.toFixed(1), p95.toFixed(1), ...[0, 1, 2].map((busy) => missesPerSecond[busy]?.toFixed(1) ?? 'n/a')]),
  );
}
