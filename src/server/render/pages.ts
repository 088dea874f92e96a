import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { companyWith } from '../../shared/company';
import { escapeHtml, jsonForScript } from '../../shared/html';
import { LANGUAGE_QUERY_KEY, acceptedLanguage, type InterfaceLanguage } from '../../shared/languages';
import { withoutControlCharacters } from '../../shared/paths';
import { routeNameOf, type RouteName } from '../../shared/routes';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';
import { fullTitle, headTags, headTagsHtml } from '../../shared/seo/headTags';
import { organizationJsonLd } from '../../shared/seo/jsonLd';
import { SERVER_STATE_ELEMENT_ID } from '../../client/app/serverState';
import { requestLanguage } from '../language';
import { CachedAnswers, compressedFor } from '../plugins/contentCache';
import { createConcurrencyLimit } from '../services/concurrencyLimit';
import { ResponseCache, type CachedEntry } from '../services/responseCache';
import { injectFetch } from './injectFetch';
import type { RenderedPage } from './renderPage';

/** What one rendering answers: a page (200 or 404) or a redirect. */
interface PageAnswer {
  status: number;
  /** The rendering failed: the page is sent for the browser to render, and not kept. */
  failed?: boolean;
  /** Where a redirect goes. */
  location?: string;
  body: string;
}

/** Pages are kept as long as their content version, like the API's content answers, compressed the same way. */
const MAX_CACHED_PAGES = 500;
const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  // The language comes from ?lng= (in the key), the cookie or Accept-Language.
  vary: 'Accept-Encoding, Accept-Language, Cookie',
};

/**
 * The query parameters a page reads while rendering, by route (`useSearchParams` in its component),
 * besides `lng`. Any other parameter (`utm_*`, `fbclid`, anything) is left out of the rendering and
 * of the cache key, so it shares the page's cached rendering.
 */
const PAGE_QUERY_KEYS: Partial<Record<RouteName, readonly string[]>> = {
  candidacy: ['job'],
  resetPassword: ['token', 'email'],
};
/** Pages whose markup holds a secret of their address (a reset link's token): rendered each time, never kept. */
const SECRET_PAGES: readonly RouteName[] = ['resetPassword'];

/**
 * Renders of cache misses running at once, and waiting: a render holds the event loop for a few
 * milliseconds per pass, so a flood of misses must not starve the cached answers. Past the queue a
 * miss answers 503 with Retry-After and the page for the browser to render.
 */
export const MAX_CONCURRENT_RENDERS = 2;
export const MAX_WAITING_RENDERS = 16;
const BUSY_RETRY_AFTER_SECONDS = 5;

class RenderQueueFull extends Error {}

export interface PageRequest {
  /** Path and the query parameters the page reads (sorted): what is rendered, and the cache key. */
  url: string;
  /** The other parameters, as they came: put back on a redirect's target. */
  ignored: string;
  /** false: the rendering is not kept (a secret in its markup). */
  keep: boolean;
}

/** What of a request's address the page depends on. */
export function pageRequest(requestUrl: string): PageRequest {
  const queryAt = requestUrl.indexOf('?');
  const path = withoutControlCharacters(queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt));
  const route = routeNameOf(path);
  const read = new Set([LANGUAGE_QUERY_KEY, ...((route && PAGE_QUERY_KEYS[route]) ?? [])]);
  const kept = new URLSearchParams();
  const ignored = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(queryAt === -1 ? '' : requestUrl.slice(queryAt + 1))) (read.has(name) ? kept : ignored).append(name, value);
  kept.sort();
  const query = kept.toString();
  return { url: query ? `${path}?${query}` : path, ignored: ignored.toString(), keep: route === null || !SECRET_PAGES.includes(route) };
}

/** A redirect's target with the parameters the page ignored put back (`/?utm_source=x` → `/fr?utm_source=x`). */
function withIgnored(location: string, ignored: string): string {
  if (!ignored) return location;
  const hashAt = location.indexOf('#');
  const [base, hash] = hashAt === -1 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${ignored}${hash}`;
}

/**
 * Server-rendered pages: the built index.html with the page's head, markup and state written in.
 * Pages hold no user data (the session is read in the browser), so one rendering serves every
 * visitor asking for the same URL in the same language, until the content changes.
 */
export function createPageRenderer(app: FastifyInstance, template: string, runtimeConfig: () => RuntimeConfig) {
  const cache = new ResponseCache({ maxEntries: MAX_CACHED_PAGES });
  const answers = new CachedAnswers(app, { type: 'text/html; charset=utf-8', caching: PAGE_HEADERS, api: false });
  const renders = createConcurrencyLimit(MAX_CONCURRENT_RENDERS, { maxWaiting: MAX_WAITING_RENDERS, whenFull: () => new RenderQueueFull() });
  app.onContentChange(() => cache.clear());

  async function render(url: string, lng: InterfaceLanguage, browserLanguage: InterfaceLanguage | null): Promise<PageAnswer> {
    const config = runtimeConfig();
    let page: RenderedPage;
    try {
      // Loaded on the first page: a server answering only the API never loads the client's components.
      const { renderPage } = await import('./renderPage');
      page = await renderPage({ url, lng, browserLanguage, config, apiFetch: injectFetch(app, { 'accept-language': lng }) });
    } catch (error) {
      // The browser can still render the page itself: an error here costs the head, not the page.
      app.log.error({ err: error, url }, 'Server rendering failed; the page is sent for the browser to render');
      return { status: 200, failed: true, body: fillTemplate(template, { lng, config }) };
    }
    if (page.redirect) return { status: page.status, location: asHeaderValue(page.redirect), body: '' };
    return { status: page.status, body: fillTemplate(template, { lng, config, page }) };
  }

  /** The cached rendering of the request's page, or a new one (simultaneous requests share it). */
  async function cached(lng: InterfaceLanguage, browserLanguage: InterfaceLanguage | null, page: PageRequest): Promise<CachedEntry> {
    const key = `${lng} ${browserLanguage ?? '-'} ${page.url}`;
    const version = app.contentVersion();
    const entry = cache.get(key, version) ?? (await cache.pending(key, version)?.done);
    if (entry) return entry;
    const fill = cache.begin(key, version);
    let answer: PageAnswer;
    try {
      answer = await renders(() => render(page.url, lng, browserLanguage));
    } catch (error) {
      cache.abandon(fill);
      throw error;
    }
    return cache.complete(fill, answer.body, app.contentVersion(), { status: answer.status, location: answer.location, keep: page.keep && !answer.failed });
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const lng = requestLanguage(request);
      // Written into the page for the browser's detection, so part of what the page depends on.
      const browserLanguage = acceptedLanguage(request.headers['accept-language']) ?? null;
      const page = pageRequest(request.url);
      let entry: CachedEntry;
      try {
        entry = await cached(lng, browserLanguage, page);
      } catch (error) {
        if (!(error instanceof RenderQueueFull)) throw error;
        // Too many pages to render at once: a crawler comes back later, a browser renders the page itself.
        return reply
          .status(503)
          .headers({ 'retry-after': String(BUSY_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' })
          .type('text/html; charset=utf-8')
          .send(fillTemplate(template, { lng, config: runtimeConfig() }));
      }
      // A redirect to the English address depends on the cookie and Accept-Language, as a page does.
      if (entry.location) return reply.headers(PAGE_HEADERS).redirect(withIgnored(entry.location, page.ignored), entry.status);
      await compressedFor(request, entry.body);
      answers.send(request, reply, entry.body, entry.status);
      return reply;
    },
  };
}

/** The router's paths are decoded (`/fr/é`); a Location header takes the percent-encoded form only. */
function asHeaderValue(path: string): string {
  const url = new URL(path, 'http://site');
  return url.pathname + url.search + url.hash;
}

/** The run-time config's element: its opening tag, its text, its closing tag. */
const CONFIG_ELEMENT = new RegExp(`(<script\\b[^>]*\\bid=["']?${RUNTIME_CONFIG_ELEMENT_ID}["']?[^>]*>)[\\s\\S]*?(</script>)`, 'i');
const ROOT_ELEMENT = /<div id=["']?root["']?><\/div>/;

/** Checks, once at start-up, that the template has the places the renderer writes into. */
export function checkTemplate(html: string): void {
  if (!CONFIG_ELEMENT.test(html)) throw new Error(`index.html has no <script id="${RUNTIME_CONFIG_ELEMENT_ID}"> element to carry the run-time config`);
  if (!ROOT_ELEMENT.test(html)) throw new Error('index.html has no empty <div id="root"></div> for the page');
  if (!/<\/head>/i.test(html) || !/<html\b[^>]*>/i.test(html)) throw new Error('index.html has no <html> or </head>');
}

/** The page in its language, with its head, markup and state; without `page`, an empty root for the browser to fill. */
export function fillTemplate(template: string, { lng, config, page }: { lng: InterfaceLanguage; config: RuntimeConfig; page?: RenderedPage }): string {
  const company = companyWith(config.company);
  const head = page?.head ?? null;
  const tags = head ? headTagsHtml(headTags(head, { siteUrl: config.siteUrl, company, lng })) : '<meta name="robots" content="noindex" data-seo>';
  // The agency's identity is the same on every page: it stays when the browser changes the page's own tags.
  const organization = `<script type="application/ld+json">${jsonForScript(organizationJsonLd(company, config.siteUrl))}</script>`;
  const headHtml = `<title>${escapeHtml(fullTitle(head, company))}</title>${tags}${organization}`;
  // Functions as replacements, so that `$&` or `$1` in a value is inserted literally.
  let html = template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${lng}">`)
    .replace(CONFIG_ELEMENT, (_match, open: string, close: string) => open + jsonForScript(config) + close)
    .replace(/<\/head>/i, () => `${headHtml}</head>`);
  if (page) {
    html = html
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`)
      .replace(/<\/body>/i, () => `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(page.state)}</script></body>`);
  }
  return html;
}
