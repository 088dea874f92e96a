/**
 * Section memory: a fresh site serves every page of its sitemap in both languages as a browser asks
 * for it, then takes the API section's load; its peak RSS and its RSS after a forced collection are
 * read from inside the process (memoryProbe.cjs). A bare Fastify process gets the same number of
 * requests and the same load, measured the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import ts from 'typescript';
import { LANGUAGE_QUERY_KEY } from '../src/shared/languages';
import { AVATAR_FLOOD, declaredFloodImage, floodAccounts, floodProfileImages, largestAcceptedImage } from '../__tests__/server/support/avatarFlood';
import { API_LOAD, apiEndpoints, round, type Endpoint } from './api';
import type { AvatarFloodFigures, MemoryFigures, MemoryResult, MemoryTarget } from './results';
import { worstFlood } from './budgets';
import { acceptLanguage, BROWSER_ACCEPT_ENCODING, MALLOC_ENV, median, mb, printTable, ROOT_DIR, siteArgs, siteEnv, startServer, type Server, type SiteOptions } from './support';

const PROBE = path.join(__dirname, 'memoryProbe.cjs');
const NODE_FLAGS = ['--expose-gc', '--require', PROBE];
/** What Chromium sends for a page. */
const BROWSER_PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const VISITORS = [
  { query: '', acceptLanguage: acceptLanguage('fr-FR') },
  { query: `${LANGUAGE_QUERY_KEY}=en`, acceptLanguage: acceptLanguage('en-US') },
];
/** Pages asked for at once: more than the render queue runs, so that it fills as under a crawler. */
const PAGE_CONCURRENCY = 4;

/** The load's duration, for the run's watchdog. */
export function memorySeconds(runs: number): number {
  return runs * (7 * API_LOAD.seconds + 120 + 2 * AVATAR_FLOOD.returnWithinMs / 1000 + 60);
}

/**
 * bench/baseline/hello.ts as plain JavaScript in `dir`: the site runs compiled, so the baseline must
 * too (tsx's loader alone adds about 35 MB of RSS). Its packages resolve from the project's node_modules.
 */
function compiledHello(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of ['hello', 'serve']) {
    const source = fs.readFileSync(path.join(__dirname, 'baseline', `${name}.ts`), 'utf8');
    const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
    fs.writeFileSync(path.join(dir, `${name}.js`), outputText);
  }
  return path.join(dir, 'hello.js');
}

export async function measureMemory(site: SiteOptions, runs: number): Promise<MemoryResult> {
  const hello = compiledHello(`${site.dataDir}-baseline`);
  // The same malloc settings as the site: the baseline is measured the same way.
  const helloEnv = { ...process.env, ...MALLOC_ENV, NODE_PATH: path.join(ROOT_DIR, 'node_modules') };
  const collected = { site: [] as MemoryFigures[], bare: [] as MemoryFigures[], pages: 0, rounds: 0, declared: [] as AvatarFloodFigures[], accepted: [] as AvatarFloodFigures[] };
  for (let run = 1; run <= runs; run += 1) {
    const siteFigures = await measured(startServer([...NODE_FLAGS, ...siteArgs()], siteEnv({ ...site, dataDir: `${site.dataDir}-${run}` }), { echo: false }), async (server) => {
      const urls = await sitemapUrls(server.origin);
      await servePages(server.origin, urls);
      collected.pages = urls.length;
      const endpoints = await apiEndpoints(server.origin);
      collected.rounds = endpoints.length;
      for (const endpoint of endpoints) await round(server.origin, endpoint, API_LOAD.seconds);
    });
    collected.site.push(siteFigures);
    const bareFigures = await measured(startServer([...NODE_FLAGS, hello], helloEnv, { echo: false }), async (server) => {
      // As many requests, then as many rounds, all answered by its one route.
      await servePages(server.origin, Array.from({ length: collected.pages }, () => '/'));
      const root: Endpoint = { label: 'bare', path: '/', kind: 'baseline' };
      for (let i = 0; i < collected.rounds; i += 1) await round(server.origin, root, API_LOAD.seconds);
    });
    collected.bare.push(bareFigures);
    console.log(`memory ${run}/${runs}: site peak ${mb(siteFigures.peakRss)}, after GC ${mb(siteFigures.rssAfterGc)}; bare peak ${mb(bareFigures.peakRss)}, after GC ${mb(bareFigures.rssAfterGc)}`);
    const flood = await avatarFlood({ ...site, dataDir: `${site.dataDir}-flood-${run}` });
    collected.declared.push(flood.declared);
    collected.accepted.push(flood.accepted);
  }
  return {
    pages: collected.pages,
    languages: VISITORS.length,
    apiRounds: collected.rounds,
    apiSeconds: API_LOAD.seconds,
    site: target('site', collected.site),
    bare: target('bare Fastify (baseline)', collected.bare),
    avatarFlood: { declared: collected.declared, accepted: collected.accepted },
  };
}

/** A fresh site (RATE_LIMIT_SCALE from `site.env`, so that the flood meets the image work, not the 429s) takes both avatar floods; RSS read from /proc. */
async function avatarFlood(site: SiteOptions): Promise<{ declared: AvatarFloodFigures; accepted: AvatarFloodFigures }> {
  const server = await startServer(siteArgs(), siteEnv(site), { echo: false });
  try {
    const accounts = await floodAccounts(server.origin);
    const figures = async (image: Buffer, rounds: number): Promise<AvatarFloodFigures> => {
      const { before, peak, returnedAfterMs, rssAfter } = await floodProfileImages(server.origin, server.child.pid!, accounts, image, rounds);
      return { before, peak, returnedAfterMs, rssAfter };
    };
    const declared = await figures(await declaredFloodImage(), AVATAR_FLOOD.rounds);
    const accepted = await figures(await largestAcceptedImage(), AVATAR_FLOOD.acceptedRounds);
    if (server.errors.length > 0) throw new Error(`${server.errors.length} error(s) logged by the server, first: ${server.errors[0]!.slice(0, 300)}`);
    return { declared, accepted };
  } finally {
    await server.stop();
  }
}

/** Runs `load` on a started server, then asks the probe for its figures, and stops the server whatever happens. */
async function measured(starting: Promise<Server>, load: (server: Server) => Promise<void>): Promise<MemoryFigures> {
  const server = await starting;
  try {
    await load(server);
    if (server.errors.length > 0) throw new Error(`${server.errors.length} error(s) logged by the server, first: ${server.errors[0]!.slice(0, 300)}`);
    return await probe(server);
  } finally {
    await server.stop();
  }
}

function probe(server: Server): Promise<MemoryFigures> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The memory probe did not answer within 30 s.')), 30_000);
    const lines = readline.createInterface({ input: server.child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('memory-probe ')) return;
      clearTimeout(timer);
      // Not closed: closing would pause stdout, which the server's own reader still drains.
      lines.removeAllListeners('line');
      resolve(JSON.parse(line.slice('memory-probe '.length)) as MemoryFigures);
    });
    server.child.kill('SIGUSR2');
  });
}

/** The sitemap's addresses, as paths on this server. */
async function sitemapUrls(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}.`);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length === 0) throw new Error('The sitemap lists no page.');
  return [...new Set(paths)];
}

/** Each path once per visitor, PAGE_CONCURRENCY at a time; any answer but a 200 fails the section. */
async function servePages(origin: string, paths: readonly string[]): Promise<void> {
  const requests = paths.flatMap((pagePath) => VISITORS.map(({ query, acceptLanguage }) => ({ url: query ? `${pagePath}?${query}` : pagePath, acceptLanguage })));
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { url, acceptLanguage } = requests[next++]!;
      const response = await fetch(origin + url, { headers: { accept: BROWSER_PAGE_ACCEPT, 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'accept-language': acceptLanguage } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}.`);
    }
  };
  await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, worker));
}

function target(label: string, runs: MemoryFigures[]): MemoryTarget {
  const of = (key: keyof MemoryFigures) => median(runs.map((figures) => figures[key])) ?? 0;
  return { label, median: { peakRss: of('peakRss'), rssAfterGc: of('rssAfterGc'), heapUsedAfterGc: of('heapUsedAfterGc'), externalAfterGc: of('externalAfterGc') }, runs };
}

export function printMemory({ pages, languages, apiRounds, apiSeconds, site, bare, avatarFlood }: MemoryResult, runs: number): void {
  console.log(`\nMemory: ${pages} sitemap pages × ${languages} languages, then ${apiRounds} API rounds of ${apiSeconds} s; a fresh process per run, median of ${runs}`);
  printTable(
    ['process', 'peak RSS', 'RSS after GC', '× bare', 'heap after GC', 'external after GC'],
    [site, bare].map(({ label, median: m }) => [label, mb(m.peakRss), mb(m.rssAfterGc), bare.median.rssAfterGc > 0 ? `${(m.rssAfterGc / bare.median.rssAfterGc).toFixed(2)}×` : 'n/a', mb(m.heapUsedAfterGc), mb(m.externalAfterGc)]),
  );
  console.log(`\nAvatar flood: ${AVATAR_FLOOD.clients} accounts at once, a fresh site per run; the worst run`);
  printTable(
    ['image', 'rounds', 'RSS before', 'peak RSS', 'back within 20 %'],
    [
      ['40000 × 1000 PNG (117 KB)', avatarFlood.declared, AVATAR_FLOOD.rounds],
      ['largest accepted (RGBA PNG)', avatarFlood.accepted, AVATAR_FLOOD.acceptedRounds],
    ].map(([label, runsOf, rounds]) => {
      const worst = worstFlood(runsOf as AvatarFloodFigures[]);
      return [label as string, String(rounds), mb(worst.before), mb(worst.peak), worst.returnedAfterMs === null ? `no (${mb(worst.rssAfter)} after 60 s)` : `${(worst.returnedAfterMs / 1000).toFixed(1)} s`];
    }),
  );
}
