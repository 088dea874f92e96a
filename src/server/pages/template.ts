import fs from 'node:fs';
import path from 'node:path';
import { companyWith } from '../../shared/company';
import { escapeHtml, jsonForScript } from '../../shared/html';
import type { InterfaceLanguage } from '../../shared/languages';
import type { RouteName } from '../../shared/routes';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';
import { fullTitle, headTags, headTagsHtml } from '../../shared/seo/headTags';
import { organizationJsonLd } from '../../shared/seo/jsonLd';
import { SERVER_STATE_ELEMENT_ID } from '../../client/app/serverState';
import type { AppConfig } from '../config';
import type { RenderedPage } from './renderPage';
import { withEarlyTaps } from './earlyTaps';

/** The client build's index.html, which every page is written into. */

export const MISSING_BUILD_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client not built</title></head>' +
  '<body><h1>The client build is missing</h1><p>Run <code>npm run build</code>, then restart the server.</p></body></html>';

export function runtimeConfigOf(config: AppConfig): RuntimeConfig {
  return { stripePublishableKey: config.stripePublishableKey, siteUrl: config.siteUrl, company: config.company };
}

/** The built index.html, checked, its stylesheet and the early-taps script written in; null when the build is missing. */
export function readTemplate(clientDir: string): string | null {
  let html: string;
  try {
    html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  checkTemplate(html);
  return inlineStylesheets(withEarlyTaps(html), buildFileReader(clientDir));
}

/** Reads a file of the build by its address (`/assets/…`), once at start-up; null for any other address or an unreadable file. */
function buildFileReader(clientDir: string): (href: string) => string | null {
  return (href) => {
    const file = path.join(clientDir, href);
    if (!href.startsWith('/') || href.startsWith('//') || !file.startsWith(path.join(clientDir, path.sep))) return null;
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
}

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet["'\s>])[^>]*\bhref=["']?([^"'\s>]+)["']?[^>]*>/gi;

/**
 * A stylesheet written into the page: it paints as soon as its HTML is read, with no request in
 * the way. `data-href` is how webpack's CSS loader (mini-css-extract) knows the chunk's stylesheet
 * is already there and does not download it again. A text that would end the element stays a link.
 */
function styleElement(href: string, css: string | null): string {
  const address = escapeHtml(href);
  return css === null || /<\/style/i.test(css) ? `<link rel="stylesheet" href="${address}">` : `<style data-href="${address}">${css}</style>`;
}

/**
 * Each `<link rel=stylesheet>` of the template (the entry's: the global rules) becomes a `<style>`
 * with the file's text. A file that cannot be read stays a link.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    return css === null || /<\/style/i.test(css) ? link : styleElement(href, css);
  });
}

/** What a page needs beyond the entry's files: its scripts to preload, its stylesheets written in. */
export interface RouteAssets {
  scripts: string[];
  /** `<style>` elements (styleElement), in the build's order: the app's, then the page's and its frame's chunks'. */
  styles: string;
}

/**
 * Route name → its assets, from the build's route-chunks.json (scripts/routeChunksManifest.ts), the
 * stylesheets read once here: a page carries the CSS its first render needs (the app's, its route's
 * and its frame's), not every page's; another page's comes with its chunk on a client navigation.
 * Empty when the build has none (development, an older build).
 */
export function readRouteAssets(clientDir: string): Partial<Record<RouteName, RouteAssets>> {
  let manifest: Partial<Record<RouteName, string[]>>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(clientDir, 'route-chunks.json'), 'utf8')) as Partial<Record<RouteName, string[]>>;
  } catch {
    return {};
  }
  const read = buildFileReader(clientDir);
  const styles = new Map<string, string>();
  const styleOf = (href: string) => styles.get(href) ?? styles.set(href, styleElement(href, read(href))).get(href)!;
  return Object.fromEntries(
    Object.entries(manifest).map(([route, files = []]) => [
      route,
      { scripts: files.filter((file) => file.endsWith('.js')), styles: files.filter((file) => file.endsWith('.css')).map(styleOf).join('') },
    ]),
  );
}

const FONT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload["'\s>])(?=[^>]*\bas=["']?font["'\s>])[^>]*\bhref=["']?([^"'\s>]+)["']?[^>]*>/gi;
const ENTRY_SCRIPT = /<(?:script\b[^>]*\bsrc|link\b(?=[^>]*\brel=["']?preload["'\s>])(?=[^>]*\bas=["']?script["'\s>])[^>]*\bhref)=["']?([^"'\s>]+)["']?[^>]*>/gi;

/**
 * The page's scripts as a `Link` header of preloads: the browser starts them with the answer's
 * headers, before it has parsed the head that names them (on a throttled phone, a few hundred
 * milliseconds later). The entry's (the template's scripts and preloads) first, then the route's.
 */
export function preloadHeader(template: string, assets?: RouteAssets): string {
  const entry = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  const scripts = [...new Set([...entry, ...(assets?.scripts ?? [])])].map((src) => `<${encodeURI(src)}>; rel=preload; as=script`);
  // The brand font first: with `font-display: optional` it is used only if it is there by the first paint.
  const fonts = [...template.matchAll(FONT_PRELOAD)].map((match) => `<${encodeURI(match[1]!)}>; rel=preload; as=font; type="font/woff2"; crossorigin`);
  return [...fonts, ...scripts].join(', ');
}

/** The run-time config's element: its opening tag, its text, its closing tag. */
const CONFIG_ELEMENT = new RegExp(`(<script\\b[^>]*\\bid=["']?${RUNTIME_CONFIG_ELEMENT_ID}["']?[^>]*>)[\\s\\S]*?(</script>)`, 'i');
const ROOT_ELEMENT = /<div id=["']?root["']?><\/div>/;
/** The template's first stylesheet (inlined or not), or the end of its head when it has none. */
const FIRST_STYLE_OR_HEAD_END = /<style\b|<link\b(?=[^>]*\brel=["']?stylesheet["'\s>])|<\/head>/i;

/** Checks, once at start-up, that the template has the places the renderer writes into. */
export function checkTemplate(html: string): void {
  if (!CONFIG_ELEMENT.test(html)) throw new Error(`index.html has no <script id="${RUNTIME_CONFIG_ELEMENT_ID}"> element to carry the run-time config`);
  if (!ROOT_ELEMENT.test(html)) throw new Error('index.html has no empty <div id="root"></div> for the page');
  if (!/<\/head>/i.test(html) || !/<html\b[^>]*>/i.test(html)) throw new Error('index.html has no <html> or </head>');
}

/**
 * The page in its language, with its head, markup and state; without `page`, an empty root for the
 * browser to fill, or one saying `message` (why the server did not render it) to a reader without scripts. `assets`, its page's own (see readRouteAssets): the scripts are preloaded after
 * the app's scripts and ahead of the inlined stylesheets (at the end of the head they were requested
 * only once the styles' KB had come down the line); the stylesheets follow the entry's.
 */
export function fillTemplate(
  template: string,
  { lng, config, page, assets, message }: { lng: InterfaceLanguage; config: RuntimeConfig; page?: RenderedPage; assets?: RouteAssets; message?: string },
): string {
  const company = companyWith(config.company);
  const head = page?.head ?? null;
  const tags = head ? headTagsHtml(headTags(head, { siteUrl: config.siteUrl, company, lng })) : '<meta name="robots" content="noindex" data-seo>';
  // The agency's identity is the same on every page: it stays when the browser changes the page's own tags.
  const organization = `<script type="application/ld+json">${jsonForScript(organizationJsonLd(company, config.siteUrl))}</script>`;
  const preloads = (assets?.scripts ?? []).map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`).join('');
  const headHtml = `<title>${escapeHtml(fullTitle(head, company))}</title>${tags}${organization}`;
  // Functions as replacements, so that `$&` or `$1` in a value is inserted literally.
  let html = template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${lng}">`)
    .replace(CONFIG_ELEMENT, (_match, open: string, close: string) => open + jsonForScript(config) + close)
    .replace(FIRST_STYLE_OR_HEAD_END, (found) => preloads + found)
    .replace(/<\/head>/i, () => `${assets?.styles ?? ''}${headHtml}</head>`);
  // The app renders over it: only a reader without scripts (a crawler, curl) sees it.
  if (!page && message) html = html.replace(ROOT_ELEMENT, () => `<div id="root"><noscript><p>${escapeHtml(message)}</p></noscript></div>`);
  if (page) {
    html = html
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`)
      .replace(/<\/body>/i, () => `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(page.state)}</script></body>`);
  }
  return html;
}
