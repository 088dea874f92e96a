/**
 * GET /api/images/get-image against the static file server, in one run:
 *   npx tsx bench/images.ts
 * Starts the real app on a temporary data folder, on a free loopback port, and stops by itself.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune each phase.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { IMAGE_SIZE_LADDER, imageUrl } from '../src/shared/images';
import { buildApp } from '../src/server/app';
import { loadConfig, type AppConfig } from '../src/server/config';
import { BROWSER_IMAGE_ACCEPT, kb, keepNoBodies, makeTempRoot, printTable, removeTempRoot, startWatchdog } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCEPT = BROWSER_IMAGE_ACCEPT;
const SOURCE = { name: 'bench-photo.jpg', width: 1600, height: 1067 };
const WARM_WIDTH = 640;
// Four phases and the set-up; anything longer means something hangs.
const DEADLINE_MS = (4 * SECONDS + 60) * 1000;

interface Row {
  label: string;
  rate: number;
  p50: number;
  p99: number;
  bytes: number;
  failures: number;
}

async function main(): Promise<void> {
  startWatchdog(DEADLINE_MS);
  const root = makeTempRoot();
  try {
    const clientDir = path.join(root, 'client');
    const media = path.join(clientDir, 'media');
    fs.mkdirSync(media, { recursive: true });
    const source = await photo(SOURCE.width, SOURCE.height);
    fs.writeFileSync(path.join(media, SOURCE.name), source);
    for (let copy = 0; copy < COLD_COPIES; copy += 1) fs.writeFileSync(path.join(media, coldSource(copy)), source);

    const config = loadConfig({ DATA_DIR: path.join(root, 'data'), CLIENT_DIR: clientDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' });
    const warmPath = imageUrl({ imageURL: `/media/${SOURCE.name}`, width: WARM_WIDTH, slug: 'bench-photo' });

    // The warm variant once, then the same bytes as a static file, to tell the endpoint's cost from the bytes'.
    // Static routes are made at start-up, so the app is started a second time to serve that file.
    const warmed = await withServer(config, async (origin) => {
      const response = await fetch(origin + warmPath, { headers: { accept: ACCEPT } });
      if (!response.ok) throw new Error(`Warming ${warmPath} answered ${response.status}: ${await response.text()}`);
      return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? 'application/octet-stream' };
    });
    const resizedName = `bench-photo-${WARM_WIDTH}.${warmed.type.split('/')[1]}`;
    fs.writeFileSync(path.join(media, resizedName), warmed.bytes);

    await withServer(config, async (origin) => {
      console.log(`Image endpoint benchmark: loopback, ${CONNECTIONS} connections, ${SECONDS} s per phase, Accept: ${ACCEPT}`);
      console.log(
        `Source ${SOURCE.width}×${SOURCE.height} JPEG (${kb(source.length)}); warm variant width ${WARM_WIDTH}, ` +
          `${warmed.type} (${kb(warmed.bytes.length)}); ${os.availableParallelism()} CPUs\n`,
      );

      const staticSource = await measure('static file: the source', origin, `/media/${SOURCE.name}`);
      const staticResized = await measure('static file: the resized bytes', origin, `/media/${resizedName}`);
      const warm = await measure('get-image warm (already made)', origin, warmPath);
      const cacheFilesBefore = countFiles(config.imageCacheDir);
      const cold = await measure('get-image cold (resize each)', origin, coldPaths());
      const resizes = countFiles(config.imageCacheDir) - cacheFilesBefore;

      printRows([staticSource, staticResized, warm, cold], staticSource, staticResized);
      console.log(`\nCold phase: ${resizes} images resized and cached (each request asked for a size not seen before).`);
      console.log(
        `Warm serves ${ratio(warm.rate, staticResized.rate)} the rate of the same bytes as a static file; ` +
          `cold serves ${ratio(cold.rate, staticSource.rate)} the rate of the static source.`,
      );
      const failures = [staticSource, staticResized, warm, cold].reduce((sum, row) => sum + row.failures, 0);
      if (failures > 0) {
        console.error(`\n${failures} requests failed or answered other than 2xx: the numbers above are not valid.`);
        process.exitCode = 1;
      }
    });
  } finally {
    removeTempRoot(root);
  }
}

/** The real app on a free loopback port for the time of `run`. */
async function withServer<T>(config: AppConfig, run: (origin: string) => Promise<T>): Promise<T> {
  const app = await buildApp(config);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    return await run(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
  }
}

/** One phase: a fixed path, or a function giving each request its own path. */
async function measure(label: string, origin: string, target: string | (() => string)): Promise<Row> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    headers: { accept: ACCEPT },
    setupClient: keepNoBodies,
    requests: [typeof target === 'string' ? { method: 'GET', path: target } : { method: 'GET', setupRequest: (request) => ({ ...request, path: target() }) }],
  });
  return {
    label,
    rate: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(1, result['2xx']),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Copies of the source for the cold phase: the endpoint makes only the ladder's sizes, so misses need other sources. */
const COLD_COPIES = 60;
const coldSource = (copy: number) => `bench-photo-copy-${copy}.jpg`;

/**
 * Every call a variant not asked before, so every request is a cache miss that runs sharp: each
 * copy of the source at each ladder width up to the source's, then with each ladder height.
 */
function coldPaths(): () => string {
  const widths = IMAGE_SIZE_LADDER.filter((width) => width <= SOURCE.width);
  const heights: (number | undefined)[] = [undefined, ...IMAGE_SIZE_LADDER.filter((height) => height <= SOURCE.height)];
  let n = 0;
  return () => {
    const copy = n % COLD_COPIES;
    const width = widths[Math.floor(n / COLD_COPIES) % widths.length]!;
    const height = heights[Math.floor(n / (COLD_COPIES * widths.length)) % heights.length];
    n += 1;
    return imageUrl({ imageURL: `/media/${coldSource(copy)}`, width, height, slug: 'bench-photo' });
  };
}

/** A photo-like source with enough detail for the encoders to work as they would on a real picture. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + 127 * Math.sin((x * y) / 900);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

function printRows(rows: Row[], staticSource: Row, staticResized: Row): void {
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'bytes/resp', 'vs static source', 'vs static same bytes'];
  const lines = rows.map((row) => [
    row.label,
    row.rate.toFixed(1),
    String(row.p50),
    String(row.p99),
    kb(row.bytes),
    ratio(row.rate, staticSource.rate),
    ratio(row.rate, staticResized.rate),
  ]);
  printTable(header, lines);
}

function ratio(value: number, reference: number): string {
  return reference > 0 ? `${(value / reference).toFixed(3)}×` : 'n/a';
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
