import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './answerCache';
import { matchesEtag } from './etag';
import { acceptedCodings, type Coding } from './negotiation';

/** What one kind of cached answer (the API's JSON, the pages' HTML) carries besides its body. */
export interface AnswerKind {
  /** Content-Type. */
  type: string;
  /** Cache-Control and Vary. */
  caching: Readonly<Record<string, string>>;
}

/** One coding of a cached body, its headers made once: a hit only looks it up. */
export class CachedForm {
  readonly etag: string;
  /** Every header of a full answer but the security ones (onSend adds those, as to every answer). */
  readonly headers: Readonly<Record<string, string>>;
  /** Every header of a 304 but the security ones. */
  readonly notModifiedHeaders: Readonly<Record<string, string>>;

  constructor(
    readonly bytes: Buffer,
    coding: Coding,
    hash: string,
    { type, caching }: AnswerKind,
  ) {
    // A strong ETag names one representation, so each content coding has its own.
    this.etag = coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;
    this.notModifiedHeaders = { ...caching, etag: this.etag };
    const encoding: Record<string, string> = coding === 'identity' ? {} : { 'content-encoding': coding };
    this.headers = { ...this.notModifiedHeaders, ...encoding, 'content-type': type, 'content-length': String(bytes.length) };
  }

  notModified(request: FastifyRequest): boolean {
    return matchesEtag(request.headers['if-none-match'], this.etag);
  }
}

/** How one kind of cached answer goes out: each body's forms are made once, headers included. */
export class CachedAnswers {
  readonly #forms = new WeakMap<CachedBody, Partial<Record<Coding, CachedForm>>>();

  constructor(readonly kind: AnswerKind) {}

  /** The form Accept-Encoding prefers among those ready. */
  formFor(request: FastifyRequest, body: CachedBody): CachedForm {
    const coding = acceptedCodings(request.headers['accept-encoding']).find((candidate) => candidate === 'identity' || body[candidate] !== null) ?? 'identity';
    let forms = this.#forms.get(body);
    if (forms === undefined) this.#forms.set(body, (forms = {}));
    // A coding's bytes, once made, never change: its form is made once.
    return (forms[coding] ??= new CachedForm(coding === 'identity' ? body.identity : body[coding]!, coding, body.hash, this.kind));
  }

  /**
   * Answers with the body as the request accepts it, or a 304 when If-None-Match has it, through
   * the reply like any other answer: onSend hooks run, and Fastify serialises nothing (a Buffer).
   */
  send(request: FastifyRequest, reply: FastifyReply, body: CachedBody, status = 200): FastifyReply {
    const form = this.formFor(request, body);
    if (form.notModified(request)) return reply.code(304).headers(form.notModifiedHeaders).send();
    return reply.code(status).headers(form.headers).send(form.bytes);
  }
}

/**
 * Settles when `body` can be sent as the request accepts it: the first answer of a new body waits
 * the millisecond or two gzip takes in libuv's pool rather than go out uncompressed (brotli, slower
 * to make, serves the answers after).
 */
export async function compressedFor(request: FastifyRequest, body: CachedBody): Promise<void> {
  if (body.gzip === null && body.br === null && body.gzipDone !== null && acceptedCodings(request.headers['accept-encoding']).includes('gzip')) await body.gzipDone;
}
