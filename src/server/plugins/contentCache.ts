import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../db/contentVersion';
import { matchesEtag } from '../etag';
import { ResponseCache, type CachedBody, type CachedEntry, type Fill, type ResponseCacheOptions } from '../services/responseCache';
import { securityHeaders } from './security';

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
  const answers = new CachedAnswers(app, { type: JSON_TYPE, caching: CONTENT_HEADERS, api: true });

  // Callback style: a hit answers without a promise, before validation, handler and serialisation.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const key = pathOf(request.url);
    const version = app.contentVersion();
    const entry = cache.get(key, version);
    if (entry !== undefined) {
      answers.send(request, reply, entry.body);
      return;
    }
    const fill = cache.pending(key, version);
    if (fill === undefined) {
      request.contentCacheFill = cache.begin(key, version);
      done();
      return;
    }
    // The same answer is being computed: wait for it rather than compute it again.
    void fill.done.then((filled: CachedEntry | null) => (filled === null ? done() : answers.send(request, reply, filled.body)));
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
        const form = answers.formFor(request, body);
        reply.headers(form.caching);
        // A HEAD answer must keep its payload: Fastify measures it for Content-Length.
        if (form.notModified(request) && request.method === 'GET') {
          reply.code(304).removeHeader('content-type');
          return done(null, null);
        }
        return done(null, form.bytes);
      })
      .catch((error: Error) => done(error));
  });
}

/**
 * Settles when `body` can be sent as the request accepts it: the first answer of a new body waits
 * the millisecond or two gzip takes in libuv's pool rather than go out uncompressed (brotli, slower
 * to make, serves the answers after).
 */
export async function compressedFor(request: FastifyRequest, body: CachedBody): Promise<void> {
  if (body.gzip === null && body.br === null && body.gzipDone !== null && acceptedCodings(request.headers['accept-encoding']).gzip) await body.gzipDone;
}

type Coding = 'br' | 'gzip' | 'identity';

/** What one kind of cached answer carries besides its body. */
interface AnswerHeaders {
  /** Content-Type. */
  type: string;
  /** Cache-Control and Vary. */
  caching: Record<string, string>;
  security: Readonly<Record<string, string>>;
}

/** One coding of a cached body as it goes out. */
export class CachedForm {
  /** The caching headers: Cache-Control, Vary, the ETag, and Content-Encoding when compressed. */
  readonly caching: Readonly<Record<string, string>>;
  /** Every header of a full answer as writeHead takes them (name, value, name, value…). */
  readonly #head: string[];
  /** Every header of a 304. */
  readonly #notModifiedHead: string[];

  constructor(
    readonly bytes: Buffer,
    coding: Coding,
    hash: string,
    { type, caching, security }: AnswerHeaders,
  ) {
    // A strong ETag names one representation, so each content coding has its own.
    const etag = coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;
    this.caching = coding === 'identity' ? { ...caching, etag } : { ...caching, etag, 'content-encoding': coding };
    this.#notModifiedHead = Object.entries({ ...security, ...caching, etag }).flat();
    this.#head = Object.entries({ ...security, ...this.caching, 'content-type': type, 'content-length': String(bytes.length) }).flat();
  }

  get etag(): string {
    return this.caching.etag!;
  }

  notModified(request: FastifyRequest): boolean {
    return matchesEtag(request.headers['if-none-match'], this.etag);
  }

  /**
   * Answers with it, or a 304 when If-None-Match has it, straight to Node's response: a kept body
   * needs none of the reply's serialisation or onSend hooks (the headers they would set are here).
   * Fastify still logs the answer, on the response's finish.
   */
  send(request: FastifyRequest, reply: FastifyReply, status: number): void {
    reply.hijack();
    const response = reply.raw;
    if (this.notModified(request)) {
      response.writeHead(304, this.#notModifiedHead);
      response.end();
    } else {
      response.writeHead(status, this.#head);
      response.end(request.method === 'HEAD' ? undefined : this.bytes);
    }
  }
}

/**
 * How one kind of cached answer goes out (the API's JSON, the pages' HTML). Each body's forms are
 * made once, headers included, so that a hit costs two lookups and one writeHead.
 */
export class CachedAnswers {
  readonly #forms = new WeakMap<CachedBody, Partial<Record<Coding, CachedForm>>>();
  readonly #headers: AnswerHeaders;

  constructor(app: FastifyInstance, { type, caching, api }: Omit<AnswerHeaders, 'security'> & { api: boolean }) {
    this.#headers = { type, caching, security: securityHeaders({ production: app.config.isProduction, api }) };
  }

  /** The form Accept-Encoding prefers among those ready. */
  formFor(request: FastifyRequest, body: CachedBody): CachedForm {
    const accepted = acceptedCodings(request.headers['accept-encoding']);
    const coding: Coding = body.br !== null && accepted.br ? 'br' : body.gzip !== null && accepted.gzip ? 'gzip' : 'identity';
    let forms = this.#forms.get(body);
    if (forms === undefined) this.#forms.set(body, (forms = {}));
    // A coding's bytes, once made, never change: its form is made once.
    return (forms[coding] ??= new CachedForm(coding === 'identity' ? body.identity : body[coding]!, coding, body.hash, this.#headers));
  }

  send(request: FastifyRequest, reply: FastifyReply, body: CachedBody, status = 200): void {
    this.formFor(request, body).send(request, reply, status);
  }
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
