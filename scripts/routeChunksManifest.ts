import fs from 'node:fs';
import path from 'node:path';
import { Compilation, sources, type Compiler } from 'webpack';
import { ROUTE_NAMES, type RouteName } from '../src/shared/routes';

/** Written beside index.html: route name → the scripts and stylesheets its page needs beyond the entry's. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
const PAGES_SOURCE = path.join(__dirname, '..', 'src', 'client', 'app', 'pages.ts');

/**
 * Emits ROUTE_CHUNKS_FILE, for the server to preload a page's own scripts in its HTML: they then
 * download with the app's instead of once the app has run and asked for them (a round trip and
 * their download later on a phone). Per route: its page's chunk group (app/pages.ts) and its
 * frame's (frameChunks), without the scripts the page already loads (the entry's, and the app's
 * it preloads). Their stylesheets, with the app's and those of the parts hydrated after ready
 * (afterReadyChunks, whose scripts come then), are the CSS the server writes into the page: the
 * rules its first render needs, not every page's.
 */
export class RouteChunksManifest {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(RouteChunksManifest.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: RouteChunksManifest.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const entries = [...compilation.entrypoints.values()];
        const entryFiles = new Set(entries.flatMap((entry) => entry.getFiles()));
        const started = entries.flatMap((entry) => entry.getChildren()).flatMap((group) => group.getFiles());
        const loaded = new Set([...entryFiles, ...started]);
        const filesOf = (chunkName: string) => {
          const group = compilation.namedChunkGroups.get(chunkName);
          if (!group) throw new Error(`${RouteChunksManifest.name}: the build has no chunk group named "${chunkName}".`);
          return group.getFiles().filter((file) => (file.endsWith('.js') && !loaded.has(file)) || (file.endsWith('.css') && !entryFiles.has(file)));
        };
        const appStyles = started.filter((file) => file.endsWith('.css') && !entryFiles.has(file));
        const chunkOf = routeChunks(fs.readFileSync(PAGES_SOURCE, 'utf8'), ROUTE_NAMES);
        // A build of another entry with this config (the bench's bare React page) has no pages.
        if (![...chunkOf.values()].some((name) => compilation.namedChunkGroups.has(name))) return;
        const manifest = Object.fromEntries(
          ROUTE_NAMES.map((route): [RouteName, string[]] => {
            const laterStyles = afterReadyChunks(route)
              .flatMap(filesOf)
              .filter((file) => file.endsWith('.css'));
            const files = [...appStyles, ...[chunkOf.get(route)!, ...frameChunks(route)].flatMap(filesOf), ...laterStyles];
            return [route, [...new Set(files)].map((file) => publicPath + file)];
          }),
        );
        compilation.emitAsset(ROUTE_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(manifest)}\n`));
      });
    });
  }
}

/**
 * Route name → chunk name, from app/pages.ts: each route's `lazyWithRetry(() => import(/* webpackChunkName: … *\/ …))`,
 * written in its entry or in a constant the entry names. Throws when the file no longer has that
 * shape, rather than naming the wrong chunk (the bench's bundle section reads it too).
 */
export function routeChunks(pagesSource: string, routeNames: readonly RouteName[]): Map<RouteName, string> {
  const lazyChunk = String.raw`lazyWithRetry\(\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*["']([^"']+)["']\s*\*\/`;
  const chunkOf = new Map<string, string>();
  for (const [, name, chunk] of pagesSource.matchAll(new RegExp(String.raw`(?:const\s+)?(\w+)\s*[:=]\s*${lazyChunk}`, 'g'))) chunkOf.set(name!, chunk!);
  if (chunkOf.size === 0) throw new Error('pages.ts: no lazy page with a webpackChunkName found.');
  for (const [, route, constant] of pagesSource.matchAll(/^\s*(\w+):\s*(\w+),?\s*$/gm)) {
    const chunk = chunkOf.get(constant!);
    if (chunk !== undefined) chunkOf.set(route!, chunk);
  }

  const mapping = new Map<RouteName, string>();
  const unmapped: string[] = [];
  for (const route of routeNames) {
    const chunk = chunkOf.get(route);
    if (chunk === undefined) unmapped.push(route);
    else mapping.set(route, chunk);
  }
  if (unmapped.length > 0) throw new Error(`pages.ts: no lazy chunk found for ${unmapped.join(', ')}.`);
  return mapping;
}

/**
 * The chunk groups of a route's frame, which the app loads with its page before hydrating it
 * (Layout's preloadFrame, and the page preloads them: route-chunks.json): on the home page its
 * bar and menus, elsewhere the menu.
 */
export function frameChunks(route: RouteName): string[] {
  return route === 'home' ? ['home'] : ['frame'];
}

/**
 * The chunk groups of the parts of a route's page hydrated once the app is ready
 * (HydratedAfterReady), which the app fetches then: the page carries their stylesheets
 * (route-chunks.json), not their scripts: the home page's sections under its hero, elsewhere the
 * footer, and an article's related articles.
 */
export function afterReadyChunks(route: RouteName): string[] {
  if (route === 'home') return ['home-sections'];
  return route === 'article' ? ['footer', 'related-articles'] : ['footer'];
}
