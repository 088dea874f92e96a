import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { companyWith } from '../../shared/company';
import { escapeHtml, jsonForScript } from '../../shared/html';
import type { InterfaceLanguage } from '../../shared/languages';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';
import { fullTitle, headTags, headTagsHtml } from '../../shared/seo/headTags';
import { organizationJsonLd } from '../../shared/seo/jsonLd';
import { SERVER_STATE_ELEMENT_ID } from '../../client/app/serverState';
import { requestLanguage } from '../language';
import { CachedAnswers, compressedFor } from '../plugins/contentCache';
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
 * Server-rendered pages: the built index.html with the page's head, markup and state written in.
 * Pages hold no user data (the session is read in the browser), so one rendering serves every
 * visitor asking for the same URL in the same language, until the content changes.
 */
export function createPageRenderer(app: FastifyInstance, template: string, runtimeConfig: () => RuntimeConfig) {
  const cache = new ResponseCache({ maxEntries: MAX_CACHED_PAGES });
  const answers = new CachedAnswers(app, { type: 'text/html; charset=utf-8', caching: PAGE_HEADERS, api: false });
  app.onContentChange(() => cache.clear());

  async function render(url: string, lng: InterfaceLanguage): Promise<PageAnswer> {
    const config = runtimeConfig();
    let page: RenderedPage;
    try {
      // Loaded on the first page: a server answering only the API never loads the client's components.
      const { renderPage } = await import('./renderPage');
      page = await renderPage({ url, lng, config, apiFetch: injectFetch(app, { 'accept-language': lng }) });
    } catch (error) {
      // The browser can still render the page itself: an error here costs the head, not the page.
      app.log.error({ err: error, url }, 'Server rendering failed; the page is sent for the browser to render');
      return { status: 200, failed: true, body: fillTemplate(template, { lng, config }) };
    }
    if (page.redirect) return { status: page.status, location: asHeaderValue(page.redirect), body: '' };
    return { status: page.status, body: fillTemplate(template, { lng, config, page }) };
  }

  /** The cached rendering of the request's page, or a new one (simultaneous requests share it). */
  async function cached(request: FastifyRequest): Promise<CachedEntry> {
    const lng = requestLanguage(request);
    const key = `${lng} ${request.url}`;
    const version = app.contentVersion();
    const entry = cache.get(key, version) ?? (await cache.pending(key, version)?.done);
    if (entry) return entry;
    const fill = cache.begin(key, version);
    let page: PageAnswer;
    try {
      page = await render(request.url, lng);
    } catch (error) {
      cache.abandon(fill);
      throw error;
    }
    return cache.complete(fill, page.body, app.contentVersion(), { status: page.status, location: page.location, keep: !page.failed });
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const entry = await cached(request);
      if (entry.location) return reply.header('cache-control', 'no-cache').redirect(entry.location, entry.status);
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
