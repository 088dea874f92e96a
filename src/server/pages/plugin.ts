import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { InterfaceLanguage } from '../../shared/languages';
import { sitePath } from '../../shared/paths';
import { routeNameOf, type RouteName } from '../../shared/routes';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import { AnswerCache, type CachedEntry } from '../http/answerCache';
import { CachedAnswers, compressedFor } from '../http/cachedAnswers';
import { createConcurrencyLimit } from '../http/concurrencyLimit';
import { acceptedCodings, acceptedLanguage } from '../http/negotiation';
import { limitPerKey, PAGE_RENDER_RATE_LIMIT } from '../http/rateLimits';
import { AppError, serverBusy } from '../errors';
import { errorMessage, requestLanguage } from '../i18n';
import { missingPage, replaceStandIns, type MissingPage } from './missingPages';
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
 * miss answers 503 with Retry-After at once, and the page for the browser to render. 2 + 4: the
 * issue's 8 connections of misses at once meet it (with 16 waiting they never did, docs/server.md).
 */
export const MAX_CONCURRENT_RENDERS = 2;
export const MAX_WAITING_RENDERS = 4;
const BUSY_RETRY_AFTER_SECONDS = 5;
const GZIP = promisify(zlib.gzip);

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
  { name: 'pages', dependencies: ['config', 'database', 'rate-limits'] },
);

/**
 * Server-rendered pages: the built index.html with the page's head, markup and state written in.
 * Pages hold no user data (the session is read in the browser), so one rendering serves every
 * visitor asking for the same URL in the same language, until the content changes.
 */
function createPageRenderer(app: FastifyInstance, template: string, routeAssets: Partial<Record<RouteName, RouteAssets>>, runtimeConfig: () => RuntimeConfig) {
  const cache = new AnswerCache({ maxEntries: MAX_CACHED_PAGES, maxBytes: app.config.pageCacheMaxBytes });
  const answers = new CachedAnswers({ type: HTML, caching: PAGE_CACHING });
  const renders = createConcurrencyLimit(MAX_CONCURRENT_RENDERS, { maxWaiting: MAX_WAITING_RENDERS, whenFull: () => serverBusy(BUSY_RETRY_AFTER_SECONDS * 1000) });
  const limitRenders = limitPerKey(app, PAGE_RENDER_RATE_LIMIT, (request) => `page-render:${request.ip}`);
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

  const keyOf = (lng: InterfaceLanguage, browserLanguage: InterfaceLanguage | null, url: string) => `${lng} ${browserLanguage ?? '-'} ${url}`;

  /** The cached rendering of `url`, or the one under way (simultaneous requests share it); undefined for neither. */
  async function kept(key: string): Promise<CachedEntry | undefined> {
    const version = app.contentVersion();
    return cache.get(key, version) ?? (await cache.pending(key, version)?.done) ?? undefined;
  }

  /**
   * A new rendering of the page, kept for the next requests: counted against the IP (429 past its
   * share), and refused at once past the render queue (503).
   */
  async function rendered(request: FastifyRequest, key: string, lng: InterfaceLanguage, browserLanguage: InterfaceLanguage | null, page: Pick<PageRequest, 'url' | 'keep'>): Promise<CachedEntry> {
    await limitRenders(request);
    const version = app.contentVersion();
    // Another request may have begun the same page while this one was counted: share its render
    // (checked and begun with no await between, so one of them renders).
    const shared = cache.get(key, version) ?? cache.pending(key, version)?.done;
    if (shared) {
      const entry = await shared;
      if (entry) return entry;
    }
    const fill = cache.begin(key, version);
    let answer: PageAnswer;
    try {
      answer = await renders(async () => {
        // A render holds the event loop throughout: the answers that came meanwhile (cached ones) go first.
        await new Promise((resolve) => setImmediate(resolve));
        return render(page.url, lng, browserLanguage);
      });
    } catch (error) {
      cache.abandon(fill);
      throw error;
    }
    return cache.complete(fill, answer.body, app.contentVersion(), { status: answer.status, location: answer.location, keep: page.keep && !answer.failed });
  }

  async function cached(request: FastifyRequest, lng: InterfaceLanguage, browserLanguage: InterfaceLanguage | null, page: Pick<PageRequest, 'url' | 'keep'>): Promise<CachedEntry> {
    const key = keyOf(lng, browserLanguage, page.url);
    return (await kept(key)) ?? rendered(request, key, lng, browserLanguage, page);
  }

  /**
   * A 404 known without rendering it: its route's page for a stand-in, rendered once per language
   * and kept, with the stand-ins replaced by this address's values. False when the stand-in's page
   * is not a 404 after all: nothing is sent, the page is rendered. (Not the reply: awaited, it is a thenable.)
   */
  async function sendMissing(request: FastifyRequest, reply: FastifyReply, lng: InterfaceLanguage, browserLanguage: InterfaceLanguage | null, page: PageRequest, missing: MissingPage): Promise<boolean> {
    reply.headers(PAGE_CACHING).type(HTML);
    // Characters no replacement writes as the render would: the status is known, the browser renders the page.
    if (missing.standIn === null) {
      reply.status(404).send(fillTemplate(template, { lng, config: runtimeConfig() }));
      return true;
    }
    const standIn = await cached(request, lng, browserLanguage, { url: missing.standIn, keep: true });
    if (standIn.status !== 404) return false;
    const body = replaceStandIns(standIn.body.identity.toString('utf8'), missing.replacements);
    const preloads = preloadsOf(routeOf(page.url));
    if (preloads) reply.header('link', preloads);
    if (acceptedCodings(request.headers['accept-encoding']).includes('gzip')) reply.status(404).header('content-encoding', 'gzip').send(await GZIP(body));
    else reply.status(404).send(body);
    return true;
  }

  /** Too many renders for this IP (429) or for the queue (503): told in the request's language, the page left to the browser. */
  function refuse(reply: FastifyReply, lng: InterfaceLanguage, error: AppError): FastifyReply {
    return reply
      .status(error.status)
      .headers({ 'retry-after': String(error.retryAfterSeconds ?? BUSY_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' })
      .type(HTML)
      .send(fillTemplate(template, { lng, config: runtimeConfig(), message: errorMessage(error.code, lng) }));
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const lng = requestLanguage(request);
      // Written into the page for the browser's detection, so part of what the page depends on.
      const browserLanguage = acceptedLanguage(request.headers['accept-language']) ?? null;
      const page = pageRequest(request.url);
      const key = keyOf(lng, browserLanguage, page.url);
      let entry: CachedEntry;
      try {
        const hit = await kept(key);
        if (hit) entry = hit;
        else {
          const missing = await missingPage(app.db, page.url);
          if (missing && (await sendMissing(request, reply, lng, browserLanguage, page, missing))) return reply;
          entry = await rendered(request, key, lng, browserLanguage, page);
        }
      } catch (error) {
        if (error instanceof AppError && (error.status === 429 || error.status === 503)) return refuse(reply, lng, error);
        throw error;
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
