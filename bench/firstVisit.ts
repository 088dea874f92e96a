/**
 * What a first visit loads, read from webpack's stats (no file name is guessed): the entry's
 * files, the chunks the entry imports as it runs (the app, which the page preloads), the chunk
 * group of the route's lazy page, which app/pages.ts names, and those of its frame. Which chunk
 * groups those are per route is the build's own knowledge (routeChunks, frameChunks and
 * afterReadyChunks in scripts/routeChunksManifest.ts, which writes route-chunks.json).
 */
import { ROUTES, type RouteName } from '../src/shared/routes';
import type { HeavyLibrary, KeptOutCode } from './results';

/** The part of webpack's `stats.toJson()` read here. */
export interface BuildStats {
  outputPath?: string;
  entrypoints?: Record<string, ChunkGroupStats>;
  namedChunkGroups?: Record<string, ChunkGroupStats>;
  chunks?: ChunkStats[];
}

interface ChunkGroupStats {
  assets?: { name: string }[];
}

interface ModuleStats {
  name?: string | null;
  /** The modules a concatenated module is made of. */
  modules?: ModuleStats[];
}

interface ChunkStats {
  id?: string | number | null;
  names?: string[];
  files?: string[];
  modules?: ModuleStats[];
  /** The ids of the chunks this one imports (`chunkRelations`). */
  children?: (string | number)[];
}

export interface FileSets {
  js: string[];
  css: string[];
}

const HEAVY_LIBRARIES: Record<HeavyLibrary, RegExp> = {
  stripe: /node_modules[\\/](?:@stripe|stripe)[\\/]/,
  three: /node_modules[\\/]three[\\/]/,
};

const KEPT_OUT_CODE: Record<KeptOutCode, RegExp> = {
  // Its action names (lib/constants) are the store's from the start.
  'redux-persist': /node_modules[\\/]redux-persist[\\/](?!lib[\\/]constants)/,
  'web-vitals': /node_modules[\\/]web-vitals[\\/]/,
  // The server writes the first page's head; the browser builds the next page's once hydrated.
  'head tag builders': /src[\\/]shared[\\/]seo[\\/](?:headTags|jsonLd)\.ts/,
  // A closed menu renders nothing (layout/BurgerMenu.tsx).
  'menu dialogs': /src[\\/]client[\\/]app[\\/]layout[\\/](?:SiteMenuDialog|HomeMenuDialog|MenuDialog)\.tsx/,
  // Shown once asked for (features/account/AccountPage.tsx).
  'account forms and dialogs': /src[\\/]client[\\/]features[\\/]account[\\/](?:EditAccountForm|LogoutDialog|DeleteAccountDialog)\.tsx/,
  // React 19 has the hook (webpack.config.ts resolves the shim to it).
  'use-sync-external-store shim': /node_modules[\\/]use-sync-external-store[\\/](?:shim[\\/]|cjs[\\/]use-sync-external-store-shim\.)/,
  // Tagged translations go through features/legal/TaggedText.tsx, without an HTML parser.
  'react-i18next Trans': /node_modules[\\/](?:react-i18next[\\/]dist[\\/]\w+[\\/](?:Icu)?Trans(?:WithoutContext)?\.|html-parse-stringify[\\/])/,
  // Needed once a CV is chosen or a candidacy sent (features/careers/CandidacyPage.tsx).
  'candidacy upload': /src[\\/]client[\\/](?:features[\\/]careers[\\/](?:UploadPanel\.tsx|cvFile\.ts|candidacyBody\.ts)|api[\\/]upload\.ts)/,
  // The staff area's constants; the router needs only the roles (shared/roles.ts).
  'staff constants': /src[\\/]shared[\\/]admin\.ts/,
  // The account calls' endpoints: the session check loads them once the page is hydrated (app/store.ts).
  'account calls': /src[\\/]client[\\/]features[\\/]account[\\/]accountApi\.ts/,
  // Hydrated once the app is ready, its chunk fetched then (afterReadyChunks).
  footer: /src[\\/]client[\\/]app[\\/]layout[\\/]Footer\.tsx/,
  'home sections': /src[\\/]client[\\/]app[\\/]composed[\\/]HomeSections\.tsx/,
  'related articles': /src[\\/]client[\\/]features[\\/]blog[\\/]RelatedArticles\.tsx/,
};

export const KEPT_OUT = Object.keys(KEPT_OUT_CODE) as KeptOutCode[];

/** The pages whose own first visit needs some kept-out code: the account forms make the account calls. */
export const KEPT_OUT_EXCEPT: Partial<Record<KeptOutCode, readonly RouteName[]>> = {
  'account calls': ['signup', 'login', 'lostPassword', 'resetPassword', 'changePassword'],
};

const JS_FILE = /\.m?js$/;
const CSS_FILE = /\.css$/;

/** The entry's JavaScript and CSS (runtime, main and their CSS), then the chunks it imports as it runs. */
export function entryFiles(stats: BuildStats): FileSets {
  const entrypoints = Object.entries(stats.entrypoints ?? {});
  const files = entrypoints.flatMap(([, group]) => assetNames(group));
  const chunks = stats.chunks ?? [];
  // The entry's own chunk, by its name: a chunk shared with every page (the stylesheet) has every page as a child.
  const entryChunks = chunks.filter((chunk) => entrypoints.some(([name]) => chunk.names?.includes(name)));
  const started = new Set(entryChunks.flatMap((chunk) => chunk.children ?? []));
  return splitFiles([...files, ...chunks.filter((chunk) => chunk.id != null && started.has(chunk.id)).flatMap((chunk) => chunk.files ?? [])]);
}

/**
 * A first visit to a page: the entry's files, then those of the page's chunk group and of its
 * frame's (`frame`, from frameChunks), shared chunks included, and the stylesheets of its parts
 * hydrated after ready (`afterReady`, from afterReadyChunks).
 */
export function firstVisitFiles(stats: BuildStats, chunk: string, frame: readonly string[] = [], afterReady: readonly string[] = []): FileSets {
  const entry = entryFiles(stats);
  const later = splitFiles(namedGroups(stats, afterReady).flatMap(assetNames));
  return splitFiles([...entry.js, ...entry.css, ...namedGroups(stats, [chunk, ...frame]).flatMap(assetNames), ...later.css]);
}

function namedGroups(stats: BuildStats, names: readonly string[]): ChunkGroupStats[] {
  return names.map((name) => {
    const group = stats.namedChunkGroups?.[name];
    if (!group) throw new Error(`The build has no chunk group named "${name}".`);
    return group;
  });
}

/** The heavy libraries any of these files carries, from the modules of the chunks that emit them. */
export function heavyLibrariesIn(stats: BuildStats, files: readonly string[]): HeavyLibrary[] {
  return codeIn(stats, files, HEAVY_LIBRARIES);
}

/** The kept-out code (KEPT_OUT_CODE) any of these files carries, from the modules of the chunks that emit them. */
export function keptOutCodeIn(stats: BuildStats, files: readonly string[]): KeptOutCode[] {
  return codeIn(stats, files, KEPT_OUT_CODE);
}

function codeIn<Name extends string>(stats: BuildStats, files: readonly string[], patterns: Record<Name, RegExp>): Name[] {
  const wanted = new Set(files);
  const modules = (stats.chunks ?? []).filter((chunk) => (chunk.files ?? []).some((file) => wanted.has(file))).flatMap((chunk) => moduleNames(chunk.modules ?? []));
  return (Object.keys(patterns) as Name[]).filter((name) => modules.some((module) => patterns[name].test(module)));
}

// The staff area's own modules: its screens and its translation files (admin, adminContent...).
const STAFF_MODULE = /src[\\/]client[\\/](?:features[\\/]admin[\\/]|locales[\\/][a-z]{2}[\\/]admin\w*\.json)/;

/** A page of the staff area: its address is `admin` or under it. */
export function isStaffRoute(route: RouteName): boolean {
  return /^admin(?:\/|$)/.test(ROUTES[route].path);
}

/** The staff area's chunk family: each chunk with a module of the staff area, and its files. */
export function staffChunkFiles(stats: BuildStats): { chunks: string[]; files: string[] } {
  const family = (stats.chunks ?? []).filter((chunk) => moduleNames(chunk.modules ?? []).some((name) => STAFF_MODULE.test(name)));
  const { js, css } = splitFiles(family.flatMap((chunk) => chunk.files ?? []));
  return { chunks: family.map((chunk) => chunk.names?.[0] ?? String(chunk.id)), files: [...js, ...css] };
}

/** Every chunk with its JavaScript and CSS files and its name (its id when unnamed). */
export function chunkFiles(stats: BuildStats): { chunk: string; files: string[] }[] {
  return (stats.chunks ?? []).map((chunk) => {
    const { js, css } = splitFiles(chunk.files ?? []);
    return { chunk: chunk.names?.[0] ?? String(chunk.id), files: [...js, ...css] };
  });
}

function assetNames(group: ChunkGroupStats): string[] {
  return (group.assets ?? []).map((asset) => asset.name);
}

/** JavaScript and CSS apart, each file once; source maps and other assets left out. */
function splitFiles(files: readonly string[]): FileSets {
  const unique = [...new Set(files)];
  return { js: unique.filter((file) => JS_FILE.test(file)), css: unique.filter((file) => CSS_FILE.test(file)) };
}

function moduleNames(modules: readonly ModuleStats[]): string[] {
  return modules.flatMap((module) => [module.name ?? '', ...moduleNames(module.modules ?? [])]);
}
