import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../db/contentVersion';
import { matchesEtag } from '../etag';
import { ResponseCache, type CachedBody, type CachedEntry, type Fill, type ResponseCacheOptions } from '../services/responseCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes whenever content answers may have changed; compare for equality (see plugins/README.md). */
    contentVersion(): number;
    /** Calls `listener` when a content change is noticed; answers the unsubscribe. */
    onContentChange(listener: (version: number) => void): () => void;
    /** null when content answers are not cached (`cacheContent: false`). */
    contentCache: ResponseCache | null;
  }
  interface FastifyRequest {
    /** Set when this request computes an answer the content cache is waiting for. */
    contentCacheFill: Fill | null;
  }
}

/**
 * Browsers and proxies keep content answers but ask again each time (a 304 costs no body): a
 * server-rendered page and the API calls it makes must agree as soon as content changes.
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
// The body is chosen by Accept-Encoding only: content is stored in both languages, for everyone.
const CONTENT_HEADERS = { 'cache-control': CONTENT_CACHE_CONTROL, vary: 'Accept-Encoding' };

export interface ContentCacheOptions extends ResponseCacheOptions {
  /** false: every content request runs its route (to compare, or to rule the cache out). */
  enabled?: boolean;
}

/** The content version and the response cache, on the root instance. */
export function registerContentCache(app: FastifyInstance, versions: ContentVersion, { enabled = true, ...options }: ContentCacheOptions = {}): void {
  const cache = enabled ? new ResponseCache(options) : null;
  app.decorate('contentCache', cache);
  app.decorate('contentVersion', () => versions.current());
  app.decorate('onContentChange', (listener: (version: number) => void) => versions.onChange(listener));
  app.decorateRequest('contentCacheFill', null);
  // An older version's entries can never answer again: free them now.
  if (cache !== null) versions.onChange(() => cache.clear());
}

/**
 * Serves a route plugin's GET answers from the cache: only for routes whose 200 body depends on
 * the URL's path alone (not on the query, the language or the user). Errors are never kept.
 */
export function cacheContentAnswers(app: FastifyInstance): void {
  const cache = app.contentCache;
  if (cache === null) return;

  // Callback style: a hit answers without a promise, before validation, handler and serialisation.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const key = pathOf(request.url);
    const version = app.contentVersion();
    const entry = cache.get(key, version);
    if (entry !== undefined) {
      answer(request, reply, entry.body);
      return;
    }
    const fill = cache.pending(key, version);
    if (fill === undefined) {
      request.contentCacheFill = cache.begin(key, version);
      done();
      return;
    }
    // The same answer is being computed: wait for it rather than compute it again.
    void fill.done.then((filled: CachedEntry | null) => (filled === null ? done() : answer(request, reply, filled.body)));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = request.contentCacheFill;
    if (fill === null) return done(null, payload);
    request.contentCacheFill = null;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      cache.abandon(fill);
      return done(null, payload);
    }
    const { body } = cache.complete(fill, payload, app.contentVersion());
    compressedFor(request, body)
      .then(() => {
        const variant = variantOf(request, body, CONTENT_HEADERS);
        reply.headers(variant.headers);
        // A HEAD answer must keep its payload: Fastify measures it for Content-Length.
        if (variant.notModified && request.method === 'GET') {
          reply.code(304).removeHeader('content-type');
          return done(null, null);
        }
        return done(null, variant.bytes);
      })
      .catch((error: Error) => done(error));
  });
}

function answer(request: FastifyRequest, reply: FastifyReply, body: CachedBody): void {
  const variant = variantOf(request, body, CONTENT_HEADERS);
  reply.headers(variant.headers);
  if (variant.notModified) reply.code(304).send();
  else reply.type(JSON_TYPE).send(variant.bytes);
}

/**
 * Settles when `body` can be sent as the request accepts it: the first answer of a new body waits
 * the millisecond or two gzip takes in libuv's pool rather than go out uncompressed (brotli, slower
 * to make, serves the answers after).
 */
export async function compressedFor(request: FastifyRequest, body: CachedBody): Promise<void> {
  if (body.gzip === null && body.br === null && body.gzipDone !== null && acceptedCodings(request.headers['accept-encoding']).gzip) await body.gzipDone;
}

export interface Variant {
  bytes: Buffer;
  headers: Record<string, string>;
  notModified: boolean;
}

/**
 * The representation Accept-Encoding prefers among those ready, and whether If-None-Match already
 * has it; `headers` are the answer's caching headers (Cache-Control, Vary).
 */
export function variantOf(request: FastifyRequest, body: CachedBody, caching: Record<string, string>): Variant {
  const accepted = acceptedCodings(request.headers['accept-encoding']);
  const coding = body.br !== null && accepted.br ? 'br' : body.gzip !== null && accepted.gzip ? 'gzip' : null;
  // A strong ETag names one representation, so each content coding has its own.
  const etag = coding === null ? `"${body.hash}"` : `"${body.hash}-${coding}"`;
  const headers: Record<string, string> = { ...caching, etag };
  if (coding !== null) headers['content-encoding'] = coding;
  return { bytes: coding === null ? body.identity : body[coding]!, headers, notModified: matchesEtag(request.headers['if-none-match'], etag) };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

interface Codings {
  br: boolean;
  gzip: boolean;
}

const NO_CODING: Codings = { br: false, gzip: false };
// Clients send few distinct Accept-Encoding values; parsing each once is enough.
const codingsByHeader = new Map<string, Codings>();
const MAX_REMEMBERED_HEADERS = 64;

function acceptedCodings(header: string | undefined): Codings {
  if (header === undefined || header === '') return NO_CODING;
  let codings = codingsByHeader.get(header);
  if (codings === undefined) {
    if (codingsByHeader.size >= MAX_REMEMBERED_HEADERS) codingsByHeader.clear();
    codings = parseAcceptEncoding(header);
    codingsByHeader.set(header, codings);
  }
  return codings;
}

/** br and gzip as Accept-Encoding allows them: named with q > 0, or covered by `*` when not named. */
export function parseAcceptEncoding(header: string): Codings {
  const named = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    named.set(name === 'x-gzip' ? 'gzip' : name, q === undefined || Number(q.slice(2)) > 0);
  }
  const any = named.get('*') ?? false;
  return { br: named.get('br') ?? any, gzip: named.get('gzip') ?? any };
}
