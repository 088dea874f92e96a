import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { createConcurrencyLimit } from './concurrencyLimit';

/** A body kept once however many URLs answer it, with its compressed forms once they are ready. */
export interface CachedBody {
  /** base64url SHA-1 of the identity bytes: the strong ETag's text. */
  readonly hash: string;
  readonly identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Settles once the gzip form is made (or found not worth keeping); null while none is being made. */
  gzipDone: Promise<void> | null;
  /** How many entries share it. */
  refs: number;
}

export interface CachedEntry {
  readonly version: number;
  readonly body: CachedBody;
  /** The answer's status and redirect target, when not a plain 200 (server-rendered pages). */
  readonly status?: number;
  readonly location?: string;
}

/** A miss being filled: other requests for the same URL and version wait for it instead of computing it again. */
export interface Fill {
  readonly key: string;
  readonly version: number;
  readonly done: Promise<CachedEntry | null>;
  settle(entry: CachedEntry | null): void;
}

export interface AnswerCacheOptions {
  maxEntries?: number;
  /** Bodies (identity and compressed) and keys, counted once each. */
  maxBytes?: number;
  /** Smaller bodies are sent as they are: compressing them saves less than a packet. */
  compressFrom?: number;
}

const BROTLI = promisify(zlib.brotliCompress);
const GZIP = promisify(zlib.gzip);
/**
 * Brotli encoders at work at once, for every cache of the process: at its best quality one takes
 * several MB for a page, and four at once (libuv's pool) raised the peak RSS by about 20 MB while
 * every page was rendered for the first time (docs/server.md, "Memory"). The others wait their
 * turn; the gzip form is sent meanwhile.
 */
const brotliTurns = createConcurrencyLimit(1);
// A body is compressed once per content version and sent many times, so brotli's best quality pays
// for its time in libuv's pool (bench/RESULTS.md); gzip, ready sooner, is sent meanwhile.
/**
 * Brotli's window no larger than the body: at its best quality, the encoder's memory follows the
 * window (4 MB by default, tens of MB of tables per encoder at work in the pool), and a window past
 * the body's size compresses it no better (brotli's own one-shot encoder shrinks it the same way).
 */
export function brotliOptions(length: number): zlib.BrotliOptions {
  let windowBits = zlib.constants.BROTLI_MIN_WINDOW_BITS;
  while (windowBits < zlib.constants.BROTLI_DEFAULT_WINDOW && 2 ** windowBits < length) windowBits += 1;
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  };
}

/**
 * The HTTP answer cache's storage: serialised answers by key (an API path, a page and its
 * language), each tagged with the content version it was computed at. Bounded by count and bytes,
 * least recently used out first; identical bodies (the same page reached by several URLs) are kept
 * once. Compression runs in libuv's pool, off the event loop.
 */
export class AnswerCache {
  /**
   * Recency and the count bound are lru-cache's; the bytes are counted here, not with its
   * `maxSize`: an entry's size is fixed when it is set, while a body is shared by every key that
   * answers it and its compressed forms arrive later. Over the bytes, the least recently used go
   * (`pop`), and `dispose` lets go of their body.
   */
  readonly #entries: LRUCache<string, CachedEntry>;
  readonly #bodies = new Map<string, CachedBody>();
  readonly #fills = new Map<string, Fill>();
  #bytes = 0;
  readonly #maxBytes: number;
  readonly #compressFrom: number;

  constructor({ maxEntries = 1000, maxBytes = 32 * 1024 * 1024, compressFrom = 1024 }: AnswerCacheOptions = {}) {
    this.#entries = new LRUCache<string, CachedEntry>({ max: maxEntries, dispose: (entry, key) => this.#release(key, entry) });
    this.#maxBytes = maxBytes;
    this.#compressFrom = compressFrom;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The entry for `key` if it was computed at `version`. */
  get(key: string, version: number): CachedEntry | undefined {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.version === version ? entry : undefined;
  }

  /** The fill under way for `key` at `version`, if any. */
  pending(key: string, version: number): Fill | undefined {
    const fill = this.#fills.get(key);
    return fill !== undefined && fill.version === version ? fill : undefined;
  }

  /** Starts filling `key`; the caller must end it with `complete` or `abandon`. */
  begin(key: string, version: number): Fill {
    let settle!: (entry: CachedEntry | null) => void;
    const done = new Promise<CachedEntry | null>((resolve) => (settle = resolve));
    const fill: Fill = { key, version, done, settle };
    this.#fills.set(key, fill);
    return fill;
  }

  /** Keeps `payload` as the answer of the fill's key, unless the content changed since (`currentVersion`). */
  complete(
    fill: Fill,
    payload: string,
    currentVersion: number,
    { keep = true, ...answer }: Pick<CachedEntry, 'status' | 'location'> & { keep?: boolean } = {},
  ): CachedEntry {
    const body = this.#bodyFor(Buffer.from(payload));
    const entry: CachedEntry = { version: fill.version, body, ...answer };
    if (keep && fill.version === currentVersion) this.#keep(fill.key, entry);
    this.#end(fill, entry);
    return entry;
  }

  /** The fill ended without a body to keep (an error answer); its waiters compute their own. */
  abandon(fill: Fill): void {
    this.#end(fill, null);
  }

  clear(): void {
    // Each entry's dispose lets go of its key and body.
    this.#entries.clear();
  }

  #end(fill: Fill, entry: CachedEntry | null): void {
    if (this.#fills.get(fill.key) === fill) this.#fills.delete(fill.key);
    fill.settle(entry);
  }

  #bodyFor(identity: Buffer): CachedBody {
    const hash = createHash('sha1').update(identity).digest('base64url');
    return this.#bodies.get(hash) ?? { hash, identity, br: null, gzip: null, gzipDone: null, refs: 0 };
  }

  #keep(key: string, entry: CachedEntry): void {
    const { body } = entry;
    if (body.refs === 0) {
      this.#bodies.set(body.hash, body);
      this.#bytes += body.identity.length;
      if (body.identity.length >= this.#compressFrom) this.#compress(body);
    }
    // Counted before the key's previous entry is disposed of, in case both share the body.
    body.refs += 1;
    this.#bytes += key.length;
    this.#entries.set(key, entry);
    this.#evict();
  }

  #release(key: string, { body }: CachedEntry): void {
    this.#bytes -= key.length;
    body.refs -= 1;
    if (body.refs === 0 && this.#bodies.get(body.hash) === body) {
      this.#bodies.delete(body.hash);
      this.#bytes -= body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);
    }
  }

  #evict(): void {
    while (this.#bytes > this.#maxBytes && this.#entries.size > 0) this.#entries.pop();
  }

  #compress(body: CachedBody): void {
    const kept = () => this.#bodies.get(body.hash) === body;
    const store = (form: 'br' | 'gzip', bytes: Buffer) => {
      // Only while still cached, and only when it is actually smaller.
      if (!kept() || bytes.length >= body.identity.length) return;
      body[form] = bytes;
      this.#bytes += bytes.length;
      this.#evict();
    };
    // Still cached when its turn comes: a body evicted meanwhile is not compressed for nothing.
    brotliTurns(async () => (kept() ? BROTLI(body.identity, brotliOptions(body.identity.length)) : null)).then((bytes) => bytes && store('br', bytes), () => undefined);
    body.gzipDone = GZIP(body.identity).then((bytes) => store('gzip', bytes), () => undefined);
  }
}
