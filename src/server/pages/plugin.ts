import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { InterfaceLanguage } from '../../shared/languages';
import { sitePath } from '../../shared/paths';
import { routeNameOf, type RouteName } from '../../shared/routes';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import { AnswerCache, type CachedEntry } from '../http/answerCache';
import { CachedAnswers, compressedFor } from '../http/cachedAnswers';
import { createConcurrencyLimit } from '../http/concurrencyLimit';
import { acceptedLanguage } from '../http/negotiation';
import { requestLanguage } from '../i18n';
import { injectFetch } from './injectFetch';
import { pageRequest, withIgnored, type PageRequest } from './pageRequest';
import type { RenderedPage } from './renderPage';
import { MISSING_BUILD_PAGE, fillTemplate, preloadHeader, readRouteAssets, readTemplate, type RouteAssets, runtimeConfigOf } from './template';

/** What one rendering answers: a page (200 or 404) or a redirect. */
interface PageAnswer {
  status: number;
  /** The rendering failed: the page is sent for the browser to render, and not kept. */
  failed?: boolean;
  /** Where a redirect goes. */
  location?: string;
  body: string;
}

/** Pages are kept as long as their content version, like the API's cached answers, compressed the same way. */
const MAX_CACHED_PAGES = 500;
const PAGE_CACHING = {
  'cache-control': 'no-cache',
  // The language comes from ?lng= (in the key), the cookie or Accept-Language.
  vary: 'Accept-Encoding, Accept-Language, Cookie',
};
const HTML = 'text/html; charset=utf-8';

/**
 * Renders of cache misses running at once, and waiting: a render holds the event loop for a few
 * milliseconds per pass, so a flood of misses must not starve the cached answers. Past the queue a
 * miss answers 503 with Retry-After and the page for the browser to render.
 */
export const MAX_CONCURRENT_RENDERS = 2;
export const MAX_WAITING_RENDERS = 16;
const BUSY_RETRY_AFTER_SECONDS = 5;

class RenderQueueFull extends Error {}

/**
 * Every GET and HEAD that no other route claims (not /api, not a file of the build): the page,
 * rendered on the server by the client's app (the only server code that imports src/client).
 * Registered last: the router prefers every other route over this wildcard.
 */
export default fp(
  async function pages(app) {
    const template = readTemplate(app.config.clientDir);
    if (template === null) app.log.warn(`Client build not found in ${app.config.clientDir}: pages answer 503 until you run \`npm run build\`.`);
    const renderer = template === null ? null : createPageRenderer(app, template, readRouteAssets(app.config.clientDir), () => runtimeConfigOf(app.config));

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return reply.callNotFound();
        // A chunk of an older build is gone: a 404 lets the client's chunk retry and reload start at once.
        if (request.url.startsWith('/assets/')) return reply.callNotFound();
        if (renderer === null) return reply.status(503).header('cache-control', 'no-cache').type(HTML).send(MISSING_BUILD_PAGE);
        return renderer.send(request, reply);
      },
    });
  },
  { name: 'pages', dependencies: ['config', 'database'] },
);

/**
 * Server-rendered pages: the built index.html with the page's head, markup and state written in.
 * Pages hold no user data (the session is read in the browser), so one rendering serves every
 * visitor asking for the same URL in the same language, until the content changes.
 */
function createPageRenderer(app: FastifyInstance, template: string, routeAssets: Partial<Record<RouteName, RouteAssets>>, runtimeConfig: () => RuntimeConfig) {
  const cache = new AnswerCache({ maxEntries: MAX_CACHED_PAGES, maxBytes: app.config.pageCacheMaxBytes });
  const answers = new CachedAnswers({ type: HTML, caching: PAGE_CACHING });
  const renders = createConcurrencyLimit(MAX_CONCURRENT_RENDERS, { maxWaiting: MAX_WAITING_RENDERS, whenFull: () => new RenderQueueFull() });
  app.onContentChange(() => cache.clear());
  const routeOf = (url: string): RouteName => routeNameOf(new URL(url, 'http://page').pathname) ?? 'notFound';
  const preloadHeaders = new Map<RouteName, string>();
  const preloadsOf = (route: RouteName) => preloadHeaders.get(route) ?? preloadHeaders.set(route, preloadHeader(template, routeAssets[route])).get(route)!;

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
    // The router's paths are decoded (`/fr/é`, `/..//host`): the header gets a safe, encoded path of this site.
    if (page.redirect) return { status: page.status, location: sitePath(page.redirect), body: '' };
    const assets = routeAssets[routeOf(url)];
    return { status: page.status, body: fillTemplate(template, { lng, config, page, assets }) };
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
          .type(HTML)
          .send(fillTemplate(template, { lng, config: runtimeConfig() }));
      }
      // A redirect to the English address depends on the cookie and Accept-Language, as a page does.
      if (entry.location) return reply.headers(PAGE_CACHING).redirect(withIgnored(entry.location, page.ignored), entry.status);
      await compressedFor(request, entry.body);
      const preloads = preloadsOf(routeOf(page.url));
      if (preloads) reply.header('link', preloads);
      return answers.send(request, reply, entry.body, entry.status);
    },
  };
}
