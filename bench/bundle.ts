/** Section 1: the JavaScript and CSS of each route's first visit, gzip and brotli, against a bare React page built the same way. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROUTE_NAMES, ROUTES, type RouteName } from '../src/shared/routes';
import { afterReadyChunks, frameChunks, routeChunks } from '../scripts/routeChunksManifest';
import { chunkFiles, entryFiles, firstVisitFiles, heavyLibrariesIn, isStaffRoute, keptOutCodeIn, staffChunkFiles, type BuildStats, type FileSets } from './firstVisit';
import type { BundleResult, ChunkBundle, FirstVisit, Sizes } from './results';
import { kb, printTable, ROOT_DIR } from './support';

const PAGES = path.join(ROOT_DIR, 'src', 'client', 'app', 'pages.ts');
const LARGEST_CHUNKS = 10;

export function measureBundle(site: BuildStats, baseline: BuildStats): BundleResult {
  const sizeOf = compressedSizes();
  const visit = (stats: BuildStats, files: { js: string[]; css: string[] }): FirstVisit => ({
    js: total(files.js.map((file) => sizeOf(stats, file))),
    css: total(files.css.map((file) => sizeOf(stats, file))),
    files: [...files.js, ...files.css],
    heavy: heavyLibrariesIn(stats, [...files.js, ...files.css]),
  });

  const routes = [...routeFirstVisits(site)].map(([route, { chunk, files }]) => ({
    route,
    chunk,
    protected: ROUTES[route].protected,
    staff: isStaffRoute(route),
    ...visit(site, files),
    // Scripts only: a part hydrated after ready has its stylesheet in the page, not its code.
    keptOut: keptOutCodeIn(site, files.js),
  }));
  const largestChunks: ChunkBundle[] = chunkFiles(site)
    .map(({ chunk, files }) => ({ chunk, files, sizes: total(files.map((file) => sizeOf(site, file))), heavy: heavyLibrariesIn(site, files) }))
    .sort((a, b) => b.sizes.gzip - a.sizes.gzip)
    .slice(0, LARGEST_CHUNKS);
  const family = staffChunkFiles(site);
  const staff = { ...family, sizes: total(family.files.map((file) => sizeOf(site, file))) };
  return { baseline: visit(baseline, entryFiles(baseline)), routes, largestChunks, staff };
}

/** Each route's page chunk and the files its first visit loads, as this section counts them (the interactive section checks against them). */
export function routeFirstVisits(site: BuildStats): Map<RouteName, { chunk: string; files: FileSets }> {
  const chunks = routeChunks(fs.readFileSync(PAGES, 'utf8'), ROUTE_NAMES);
  return new Map(ROUTE_NAMES.map((route) => [route, { chunk: chunks.get(route)!, files: firstVisitFiles(site, chunks.get(route)!, frameChunks(route), afterReadyChunks(route)) }]));
}

export function printBundle({ baseline, routes, largestChunks, staff }: BundleResult): void {
  const baselineTotal = baseline.js.gzip + baseline.css.gzip;
  const row = (label: string, chunk: string, visit: FirstVisit) => [
    label,
    chunk,
    kb(visit.js.gzip),
    kb(visit.js.brotli),
    kb(visit.css.gzip),
    kb(visit.css.brotli),
    kb(visit.js.gzip + visit.css.gzip),
    `${((visit.js.gzip + visit.css.gzip) / baselineTotal).toFixed(2)}×`,
    visit.heavy.join(', '),
  ];
  console.log('\nFirst visit: JavaScript and CSS loaded before the page is interactive (entry + page and frame chunk groups)');
  printTable(
    ['route', 'chunk', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br', 'total gzip', '× bare React', 'heavy libs'],
    [row('bare React 19 (baseline)', '-', baseline), ...routes.map((route) => row(route.protected ? `${route.route} (protected)` : route.route, route.chunk, route))],
  );
  console.log(`\nThe ${largestChunks.length} largest chunks`);
  printTable(
    ['chunk', 'files', 'minified', 'gzip', 'br', 'heavy libs'],
    largestChunks.map(({ chunk, files, sizes, heavy }) => [chunk, String(files.length), kb(sizes.raw), kb(sizes.gzip), kb(sizes.brotli), heavy.join(', ')]),
  );
  if (staff) {
    console.log(`\nThe staff area's chunk family: ${staff.chunks.length} chunks, ${kb(staff.sizes.raw)} minified, ${kb(staff.sizes.gzip)} gzip, ${kb(staff.sizes.brotli)} br`);
    console.log(`  ${staff.chunks.join(', ')}`);
  }
}

/** Each emitted file's bytes, gzip level 9 and brotli quality 11, computed once per file. */
function compressedSizes(): (stats: BuildStats, file: string) => Sizes {
  const cache = new Map<string, Sizes>();
  return (stats, file) => {
    if (!stats.outputPath) throw new Error('The stats carry no output path.');
    const full = path.join(stats.outputPath, file);
    let sizes = cache.get(full);
    if (!sizes) {
      const bytes = fs.readFileSync(full);
      sizes = {
        raw: bytes.length,
        gzip: zlib.gzipSync(bytes, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }).length,
      };
      cache.set(full, sizes);
    }
    return sizes;
  };
}

function total(sizes: Sizes[]): Sizes {
  return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}
