import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyWith } from '../../shared/company';
import { escapeHtml, jsonForScript } from '../../shared/html';
import type { InterfaceLanguage } from '../../shared/languages';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';
import { fullTitle, headTags, headTagsHtml } from '../../shared/seo/headTags';
import { organizationJsonLd } from '../../shared/seo/jsonLd';
import { SERVER_STATE_ELEMENT_ID } from '../../client/app/serverState';
import { requestLanguage } from '../language';
import { injectFetch } from './injectFetch';
import { PageCache } from './pageCache';
import type { RenderedPage } from './renderPage';

export interface PageAnswer {
  status: number;
  /** Where a redirect goes. */
  location?: string;
  body: string;
  etag: string;
}

const MAX_CACHED_PAGES = 500;

/**
 * Server-rendered pages: the built index.html with the page's head, markup and state written in.
 * Pages hold no user data (the session is read in the browser), so one rendering serves every
 * visitor asking for the same URL in the same language, until the content changes.
 */
export function createPageRenderer(app: FastifyInstance, template: string, runtimeConfig: () => RuntimeConfig) {
  const cache = new PageCache<PageAnswer>(MAX_CACHED_PAGES);
  // A content change (this process or another one) renders the pages again.
  const contentVersion = () => app.contentVersion();

  async function answer(url: string, lng: InterfaceLanguage): Promise<PageAnswer> {
    const config = runtimeConfig();
    let page: RenderedPage;
    try {
      // Loaded on the first page: a server answering only the API never loads the client's components.
      const { renderPage } = await import('./renderPage');
      page = await renderPage({ url, lng, config, apiFetch: injectFetch(app, { 'accept-language': lng }) });
    } catch (error) {
      // The browser can still render the page itself: an error here costs the head, not the page.
      app.log.error({ err: error, url }, 'Server rendering failed; the page is sent for the browser to render');
      return withEtag({ status: 200, body: fillTemplate(template, { lng, config }) });
    }
    if (page.redirect) return withEtag({ status: 302, location: asHeaderValue(page.redirect), body: '' });
    return withEtag({ status: page.status, body: fillTemplate(template, { lng, config, page }) });
  }

  return {
    render(request: FastifyRequest): Promise<PageAnswer> {
      const lng = requestLanguage(request);
      return cache.get(`${lng} ${request.url}`, contentVersion(), () => answer(request.url, lng), (page) => page.status !== 500);
    },
  };
}

/** The router's paths are decoded (`/fr/é`); a Location header takes the percent-encoded form only. */
function asHeaderValue(path: string): string {
  const url = new URL(path, 'http://site');
  return url.pathname + url.search + url.hash;
}

function withEtag(page: Omit<PageAnswer, 'etag'>): PageAnswer {
  const hash = crypto.createHash('sha256').update(String(page.status)).update(page.location ?? '').update(page.body).digest('base64url');
  return { ...page, etag: `"${hash.slice(0, 27)}"` };
}

const ROOT_ELEMENT = /<div id=["']?root["']?><\/div>/;

/** Checks, once at start-up, that the template has the places the renderer writes into. */
export function checkTemplate(html: string): void {
  const config = new RegExp(`<script\\b[^>]*\\bid=["']?${RUNTIME_CONFIG_ELEMENT_ID}["']?[^>]*>[\\s\\S]*?</script>`, 'i');
  if (!config.test(html)) throw new Error(`index.html has no <script id="${RUNTIME_CONFIG_ELEMENT_ID}"> element to carry the run-time config`);
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
  const configElement = new RegExp(`(<script\\b[^>]*\\bid=["']?${RUNTIME_CONFIG_ELEMENT_ID}["']?[^>]*>)[\\s\\S]*?(</script>)`, 'i');
  // Functions as replacements, so that `$&` or `$1` in a value is inserted literally.
  let html = template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${lng}">`)
    .replace(configElement, (_match, open: string, close: string) => open + jsonForScript(config) + close)
    .replace(/<\/head>/i, () => `${headHtml}</head>`);
  if (page) {
    html = html
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`)
      .replace(/<\/body>/i, () => `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(page.state)}</script></body>`);
  }
  return html;
}
