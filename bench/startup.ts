/**
 * Section 4: time from spawning `node dist/server/main.js` to its first 200 on /fr, on an empty
 * data folder, then on the same folder filled by that first start (database seeded and
 * migrated, image cache holding a few resized images).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { imageUrl, slugOfPath } from '../src/shared/images';
import { pathTo } from '../src/shared/routes';
import type { StartupFigures, StartupResult } from './results';
import { BROWSER_IMAGE_ACCEPT, BUILT_SERVER, freePort, median, printTable, SERVE_FLAGS, siteEnv, spawnNode, stopProcess } from './support';

const POLL_MS = 5;
const GIVE_UP_MS = 30_000;
const FIRST_PAGE = pathTo('home');
/** Resized on the first start, so that the second finds a filled image cache. */
const FILL_WIDTHS = [320, 640, 960];
const FILL_ARTICLES = 3;

interface Start {
  /** Milliseconds to the first 200, null when none came in time. */
  firstOk: number | null;
  listening: number | null;
  origin: string;
  stop: () => Promise<number | null>;
}

export async function measureStartup(root: string, clientDir: string, runs: number): Promise<StartupResult> {
  const empty: Start[] = [];
  const filled: Start[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const dataDir = path.join(root, `startup-${run}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const first = await start(dataDir, clientDir);
    empty.push(first);
    if (first.firstOk !== null) await fill(first.origin);
    await first.stop();
    const second = await start(dataDir, clientDir);
    filled.push(second);
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`startup ${run}/${runs}: empty ${show(first.firstOk)} ms, filled ${show(second.firstOk)} ms`);
  }
  return { empty: figures(empty), filled: figures(filled) };
}

async function start(dataDir: string, clientDir: string): Promise<Start> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnNode([...SERVE_FLAGS, BUILT_SERVER], siteEnv({ dataDir, clientDir, env: { PORT: String(port) } }));
  let listening: number | null = null;
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (listening === null && line.startsWith('Listening on')) listening = performance.now() - started;
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));

  let firstOk: number | null = null;
  while (child.exitCode === null && performance.now() - started < GIVE_UP_MS) {
    if ((await status(origin + FIRST_PAGE)) === 200) {
      firstOk = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { firstOk, listening, origin, stop: () => stopProcess(child) };
}

/** The status of a GET on a connection of its own; null while nothing listens. */
function status(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.setTimeout(GIVE_UP_MS, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** What a first day of visits leaves in the folder: the pages read, a few images resized and cached. */
async function fill(origin: string): Promise<void> {
  const articles = (await (await fetch(`${origin}/api/articles/get-all-articles`)).json()) as { data: { image: string | null }[] };
  const images = articles.data.map((article) => article.image).filter((image): image is string => Boolean(image)).slice(0, FILL_ARTICLES);
  for (const image of images) {
    for (const width of FILL_WIDTHS) {
      const response = await fetch(origin + imageUrl({ imageURL: image, width, slug: slugOfPath(image) }), { headers: { accept: BROWSER_IMAGE_ACCEPT } });
      if (!response.ok) throw new Error(`Filling the image cache: ${image} at ${width} px answered ${response.status}.`);
      await response.arrayBuffer();
    }
  }
}


function figures(starts: Start[]): StartupFigures {
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  const reached = starts.map((start) => start.firstOk).filter((value): value is number => value !== null);
  return {
    // A start that never answered counts as missing the budget: no median hides it.
    median: reached.length === starts.length ? round(median(reached)) : null,
    runs: starts.map((start) => round(start.firstOk)),
    listeningMedian: round(median(starts.map((start) => start.listening).filter((value): value is number => value !== null))),
  };
}

function show(value: number | null): string {
  return value === null ? 'n/a' : String(Math.round(value));
}

export function printStartup({ empty, filled }: StartupResult): void {
  console.log(`\nStart-up: spawn of node dist/server/main.js to the first 200 on ${FIRST_PAGE}, median of ${empty.runs.length}`);
  printTable(
    ['data folder', 'first 200 ms', '"Listening on" ms', 'runs ms'],
    [
      ['empty', show(empty.median), show(empty.listeningMedian), empty.runs.map(show).join(' ')],
      ['filled', show(filled.median), show(filled.listeningMedian), filled.runs.map(show).join(' ')],
    ],
  );
}
