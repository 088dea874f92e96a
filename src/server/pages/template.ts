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
  return inlineStylesheets(withEarlyTaps(html), (href) => {
    const stylesheet = path.join(clientDir, href);
    // Only the build's own files, read once here.
    if (!href.startsWith('/') || href.startsWith('//') || !stylesheet.startsWith(path.join(clientDir, path.sep))) return null;
    try {
      return fs.readFileSync(stylesheet, 'utf8');
    } catch {
      return null;
    }
  });
}

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet["'\s>])[^>]*\bhref=["']?([^"'\s>]+)["']?[^>]*>/gi;

/**
 * Each `<link rel=stylesheet>` of the template becomes a `<style>` with the file's text, so the
 * page can paint as soon as its HTML is read, with no stylesheet request in the way. The whole
 * site's CSS is 46 KB (9 KB compressed): every page carries it rather than a critical subset.
 * A file that cannot be read, or whose text would end the element, stays a link.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/**
 * Route name → the scripts of its page beyond the app's, from the build's route-chunks.json
 * (scripts/routeChunksManifest.ts); empty when the build has none (development, an older build).
 */
export function readRouteScripts(clientDir: string): Partial<Record<RouteName, string[]>> {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, 'route-chunks.json'), 'utf8')) as Partial<Record<RouteName, string[]>>;
  } catch {
    return {};
  }
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
 * browser to fill. `scripts`, its page's own (see readRouteScripts), are preloaded after the app's
 * scripts and ahead of the inlined stylesheet: at the end of the head they were requested only once
 * the style's tens of KB had come down the line.
 */
export function fillTemplate(
  template: string,
  { lng, config, page, scripts = [] }: { lng: InterfaceLanguage; config: RuntimeConfig; page?: RenderedPage; scripts?: readonly string[] },
): string {
  const company = companyWith(config.company);
  const head = page?.head ?? null;
  const tags = head ? headTagsHtml(headTags(head, { siteUrl: config.siteUrl, company, lng })) : '<meta name="robots" content="noindex" data-seo>';
  // The agency's identity is the same on every page: it stays when the browser changes the page's own tags.
  const organization = `<script type="application/ld+json">${jsonForScript(organizationJsonLd(company, config.siteUrl))}</script>`;
  const preloads = scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`).join('');
  const headHtml = `<title>${escapeHtml(fullTitle(head, company))}</title>${tags}${organization}`;
  // Functions as replacements, so that `$&` or `$1` in a value is inserted literally.
  let html = template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${lng}">`)
    .replace(CONFIG_ELEMENT, (_match, open: string, close: string) => open + jsonForScript(config) + close)
    .replace(FIRST_STYLE_OR_HEAD_END, (found) => preloads + found)
    .replace(/<\/head>/i, () => `${headHtml}</head>`);
  if (page) {
    html = html
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`)
      .replace(/<\/body>/i, () => `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(page.state)}</script></body>`);
  }
  return html;
}
