import type { FastifyReply, FastifyRequest, RouteOptions, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, type CachedEntry, type Fill } from '../http/answerCache';
import { CachedAnswers, compressedFor } from '../http/cachedAnswers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Serve this GET route's 200 answers from the answer cache until the content changes. Only for
     * a route whose 200 body depends on its path alone: not on the query string (a route that
     * declares one is refused), the language, the user or another header.
     */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request computes an answer the cache is waiting for. */
    answerCacheFill: Fill | null;
  }
}

/**
 * Browsers and proxies keep content answers but ask again each time (a 304 costs no body): a
 * server-rendered page and the API calls it makes must agree as soon as content changes.
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';

/** The API's cached answers: JSON in both languages, the same for everyone, so chosen by Accept-Encoding only. */
const API_ANSWERS = new CachedAnswers({
  type: 'application/json; charset=utf-8',
  caching: { 'cache-control': CONTENT_CACHE_CONTROL, vary: 'Accept-Encoding' },
});

export interface AnswerCacheOptions {
  /** false: every request runs its route (tests compare both). */
  enabled?: boolean;
}

/**
 * The routes that set `config.answerCache` answer GET and HEAD from a bounded cache keyed by the
 * URL's path, emptied when the content version changes. A hit answers in the route's onRequest,
 * before validation, handler and serialisation, through the reply (every onSend hook sees it);
 * concurrent misses of one path wait for the first. Errors are never kept.
 */
export default fp<AnswerCacheOptions>(
  async function answerCache(app, { enabled = true }) {
    const cache = enabled ? new AnswerCache({ maxBytes: app.config.apiCacheMaxBytes }) : null;
    // An older version's entries can never answer again: free them now.
    if (cache !== null) app.onContentChange(() => cache.clear());
    app.decorateRequest('answerCacheFill', null);

    app.addHook('onRoute', (route) => {
      if (!route.config?.answerCache) return;
      refuseUncacheable(route);
      if (cache === null) return;
      route.onRequest = [...asArray(route.onRequest), answerFromCache(cache)];
      // First of the route's own: Fastify's HEAD handler, after it, drops the body this keeps.
      route.onSend = [keepAnswer(cache), ...asArray(route.onSend)];
    });

    function answerFromCache(cache: AnswerCache): onRequestHookHandler {
      // Callback style: a hit answers without a promise.
      return function answerFromCache(request, reply, done) {
        const key = pathOf(request.url);
        const version = app.contentVersion();
        const entry = cache.get(key, version);
        if (entry !== undefined) {
          API_ANSWERS.send(request, reply, entry.body);
          return;
        }
        const fill = cache.pending(key, version);
        if (fill === undefined) {
          request.answerCacheFill = cache.begin(key, version);
          done();
          return;
        }
        // The same answer is being computed: wait for it rather than compute it again.
        void fill.done.then((filled: CachedEntry | null) => (filled === null ? done() : void API_ANSWERS.send(request, reply, filled.body)));
      };
    }

    function keepAnswer(cache: AnswerCache): onSendHookHandler {
      return function keepAnswer(request, reply, payload, done) {
        const fill = request.answerCacheFill;
        if (fill === null) return done(null, payload);
        request.answerCacheFill = null;
        if (reply.statusCode !== 200 || typeof payload !== 'string') {
          cache.abandon(fill);
          return done(null, payload);
        }
        const { body } = cache.complete(fill, payload, app.contentVersion());
        sendKept(request, reply, body).then((bytes) => done(null, bytes), done);
      };
    }
  },
  { name: 'answer-cache', dependencies: ['config', 'database'] },
);

/** The miss's answer as a hit would send it: the form the request accepts, its validators, or a 304. */
async function sendKept(request: FastifyRequest, reply: FastifyReply, body: Parameters<typeof compressedFor>[1]): Promise<Buffer | null> {
  await compressedFor(request, body);
  const form = API_ANSWERS.formFor(request, body);
  // A HEAD answer keeps its payload: Fastify measures it for Content-Length.
  if (form.notModified(request) && request.method === 'GET') {
    reply.code(304).removeHeader('content-type').headers(form.notModifiedHeaders);
    return null;
  }
  reply.headers(form.headers);
  return form.bytes;
}

/** A cached answer depends on the path alone: a route that reads a query string, or writes, cannot be cached. */
function refuseUncacheable(route: RouteOptions): void {
  const methods = asArray(route.method);
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
    throw new Error(`${methods.join(',')} ${route.url}: only GET routes can set config.answerCache`);
  }
  if (route.schema?.querystring !== undefined) {
    throw new Error(`GET ${route.url}: a route that reads a query string cannot set config.answerCache (its cached answer depends on the path only)`);
  }
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
