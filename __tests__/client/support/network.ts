/**
 * The test network: an equivalent of MSW for the client tests. setup.ts installs it in place of
 * `fetch`; a test declares what the server answers, then reads what was sent.
 *
 *   network.use({
 *     'GET /api/users/me': () => json(200, { data: user }),
 *     'GET /api/articles/unique/:id': (req) => json(200, { data: { ...article, slug: req.params.id } }),
 *     'POST /api/auths/login': json(401, { code: 'invalidCredentials', message: '...' }),
 *   });
 *   ...
 *   expect(network.requests('POST /api/auths/login')[0]?.body).toEqual({ email, password });
 *
 * Keys are `METHOD /path`, the path without its query, matched segment by segment (a trailing
 * slash counts); `:name` matches one segment, decoded into `req.params.name`. A later `use` of
 * the same key replaces the earlier handler. A request no handler matches is answered with a
 * network error AND fails the test (setup.ts checks after each test), so nothing goes unnoticed.
 *
 * XMLHttpRequest goes through the same handlers (uploads with progress use it). A handler's
 * second argument lets a test hold an upload midway and see it cancelled:
 *
 *   network.use({
 *     'POST /api/candidacies/create-candidacy': async (_req, { uploadProgress, bodySize, signal }) => {
 *       uploadProgress(bodySize / 2); // the page now shows 50 %
 *       await gate.promise;           // signal.aborted tells whether the caller gave up
 *       return json(201, { data: { id: 1 } });
 *     },
 *   });
 */

export type FormPart = string | FilePart;

export interface FilePart {
  filename: string;
  type: string;
  size: number;
  /** The content read as UTF-8 text. */
  text: string;
}

export interface RecordedRequest {
  method: string;
  /** Absolute URL, query included. */
  url: string;
  /** Path as sent (still percent-encoded), without the query. */
  path: string;
  query: Record<string, string>;
  /** Path parameters of the handler's pattern, decoded. */
  params: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** JSON: the parsed value; multipart: each part by name; other text: the string; none: undefined. */
  body: unknown;
  bodyType: 'none' | 'json' | 'multipart' | 'text';
  /** The matched handler's key, or null when none matched. */
  handledBy: string | null;
}

export type MockResponse =
  | { kind: 'response'; status: number; headers: Record<string, string>; body: BodyInit | null; delay: number }
  | { kind: 'networkError'; message: string; delay: number };

/** What a handler can do besides answering. */
export interface HandlerContext {
  /** Aborted when the caller gives up (its AbortController for fetch, `xhr.abort()`). */
  signal: AbortSignal;
  /** Size in bytes of the request body as sent (0 without one). */
  bodySize: number;
  /** Fires an upload `progress` event of `loaded` bytes out of `bodySize` (XMLHttpRequest only: fetch has none). */
  uploadProgress(loaded: number): void;
}

export type Handler = (
  request: RecordedRequest,
  context: HandlerContext,
) => MockResponse | Response | Promise<MockResponse | Response>;
export type Handlers = Record<string, Handler | MockResponse>;

interface ResponseOptions {
  headers?: Record<string, string>;
  /** Milliseconds before the answer. */
  delay?: number;
}

/** A JSON answer (`body` undefined: no body, for 204). */
export function json(status: number, body?: unknown, { headers = {}, delay = 0 }: ResponseOptions = {}): MockResponse {
  return {
    kind: 'response',
    status,
    headers: body === undefined ? headers : { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: body === undefined ? null : JSON.stringify(body),
    delay,
  };
}

export function text(
  status: number,
  body: string,
  { headers = {}, delay = 0, type = 'text/plain; charset=utf-8' }: ResponseOptions & { type?: string } = {},
): MockResponse {
  return { kind: 'response', status, headers: { 'content-type': type, ...headers }, body, delay };
}

/** Raw bytes, e.g. an image. */
export function binary(
  status: number,
  bytes: Uint8Array | string,
  type: string,
  { headers = {}, delay = 0 }: ResponseOptions = {},
): MockResponse {
  const body = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return { kind: 'response', status, headers: { 'content-type': type, ...headers }, body: body as BodyInit, delay };
}

/** No answer at all: fetch rejects with a TypeError, as a browser does when the server is unreachable. */
export function networkError(message = 'Failed to fetch', { delay = 0 }: { delay?: number } = {}): MockResponse {
  return { kind: 'networkError', message, delay };
}

/** A promise the test settles itself, to hold an answer while asserting the in-flight state. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Route {
  key: string;
  method: string;
  segments: string[];
  handler: Handler | MockResponse;
}

interface NetworkState {
  routes: Route[];
  requests: RecordedRequest[];
  unhandled: RecordedRequest[];
}

// On globalThis so that a test calling jest.resetModules still talks to the installed network.
const STATE = Symbol.for('client-tests.network');
function state(): NetworkState {
  const holder = globalThis as unknown as Record<symbol, NetworkState | undefined>;
  return (holder[STATE] ??= { routes: [], requests: [], unhandled: [] });
}

function parseKey(key: string): { method: string; segments: string[] } {
  const match = /^([A-Z]+)\s+(\S+)$/.exec(key.trim());
  if (!match) throw new Error(`network: handler key "${key}" is not "METHOD /path"`);
  return { method: match[1]!, segments: match[2]!.split('/') };
}

function matchPath(patternSegments: string[], pathSegments: string[]): Record<string, string> | null {
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternSegments.length; i++) {
    const pattern = patternSegments[i]!;
    const actual = pathSegments[i]!;
    if (pattern.startsWith(':') && actual !== '') params[pattern.slice(1)] = decodeURIComponent(actual);
    else if (pattern !== actual) return null;
  }
  return params;
}

/** `'GET /api/users/me'` or a handler-style pattern `'GET /api/articles/unique/:id'`. */
function matches(filter: string, request: RecordedRequest): boolean {
  const { method, segments } = parseKey(filter);
  return method === request.method && matchPath(segments, request.path.split('/')) !== null;
}

async function readBody(request: Request): Promise<Pick<RecordedRequest, 'body' | 'bodyType'>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const parts: Record<string, FormPart> = {};
    for (const [name, value] of form.entries()) {
      parts[name] =
        typeof value === 'string'
          ? value
          : { filename: value.name, type: value.type, size: value.size, text: await value.text() };
    }
    return { body: parts, bodyType: 'multipart' };
  }
  const raw = await request.text();
  if (raw === '') return { body: undefined, bodyType: 'none' };
  if (/[/+]json\b/.test(type)) return { body: JSON.parse(raw) as unknown, bodyType: 'json' };
  return { body: raw, bodyType: 'text' };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Settles with the handler's answer, or rejects as fetch does when the request is aborted. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortError(signal)), { once: true });
    promise.then(resolve, reject);
  });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

async function networkFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  return respond(request);
}

/** How an XMLHttpRequest learns of its upload: its size, then the progress a handler reports. */
interface UploadListener {
  start(total: number): void;
  progress(loaded: number): void;
}

/**
 * Records a request and answers it from the handlers, as fetch does: rejects with a TypeError on
 * a network error or an unhandled request, and with the abort reason when the caller gives up.
 */
async function respond(request: Request, upload?: UploadListener): Promise<Response> {
  const bodySize = request.body ? (await request.clone().arrayBuffer()).byteLength : 0;
  if (request.body) upload?.start(bodySize);
  const url = new URL(request.url);
  const sameOrigin = url.origin === window.location.origin;
  const path = sameOrigin ? url.pathname : `${url.origin}${url.pathname}`;
  const recorded: RecordedRequest = {
    method: request.method.toUpperCase(),
    url: request.url,
    path,
    query: Object.fromEntries(url.searchParams.entries()),
    params: {},
    headers: Object.fromEntries([...request.headers.entries()].map(([name, value]) => [name.toLowerCase(), value])),
    ...(await readBody(request)),
    handledBy: null,
  };
  const { routes, requests, unhandled } = state();
  requests.push(recorded);
  const context: HandlerContext = {
    signal: request.signal,
    bodySize,
    uploadProgress: (loaded) => upload?.progress(Math.min(Math.max(loaded, 0), bodySize)),
  };

  // Latest declaration first, so a test can override a default handler.
  const pathSegments = path.split('/');
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i]!;
    if (route.method !== recorded.method) continue;
    const params = matchPath(route.segments, pathSegments);
    if (!params) continue;
    recorded.params = params;
    recorded.handledBy = route.key;
    const answer = await abortable(
      Promise.resolve(typeof route.handler === 'function' ? route.handler(recorded, context) : route.handler),
      request.signal,
    );
    if (answer instanceof Response) return answer;
    await wait(answer.delay, request.signal);
    if (answer.kind === 'networkError') throw new TypeError(answer.message);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  }

  unhandled.push(recorded);
  // Also said at once: the failure reported after the test may follow a confusing UI state.
  console.error(`network: no handler for ${recorded.method} ${recorded.url}`);
  throw new TypeError(`network: no handler for ${recorded.method} ${path}`);
}

type XhrEventType = 'loadstart' | 'progress' | 'load' | 'error' | 'abort' | 'loadend' | 'readystatechange';
type XhrHandler = ((this: unknown, event: ProgressEvent) => unknown) | null;

/** Calls the `on<type>` property, then the listeners, as a browser does (close enough for tests). */
function fire(target: EventTarget, type: XhrEventType, loaded = 0, total = 0): void {
  const event = new ProgressEvent(type, { loaded, total, lengthComputable: total > 0 });
  const property = (target as unknown as Record<string, XhrHandler>)[`on${type}`];
  property?.call(target, event);
  target.dispatchEvent(event);
}

class NetworkXMLHttpRequestUpload extends EventTarget {
  onloadstart: XhrHandler = null;
  onprogress: XhrHandler = null;
  onload: XhrHandler = null;
  onerror: XhrHandler = null;
  onabort: XhrHandler = null;
  onloadend: XhrHandler = null;
}

/**
 * XMLHttpRequest answered by the test network: the parts of the standard that code uses to
 * upload with progress (open, setRequestHeader, send, abort, upload events, status, response
 * text and headers; responseType '', 'text' or 'json'). Events are fired in the standard's order.
 */
class NetworkXMLHttpRequest extends EventTarget {
  static readonly UNSENT = 0;
  static readonly OPENED = 1;
  static readonly HEADERS_RECEIVED = 2;
  static readonly LOADING = 3;
  static readonly DONE = 4;

  readonly upload = new NetworkXMLHttpRequestUpload();
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  responseType: '' | 'text' | 'json' = '';
  responseURL = '';
  timeout = 0;
  withCredentials = false;
  onreadystatechange: XhrHandler = null;
  onloadstart: XhrHandler = null;
  onprogress: XhrHandler = null;
  onload: XhrHandler = null;
  onerror: XhrHandler = null;
  onabort: XhrHandler = null;
  onloadend: XhrHandler = null;
  ontimeout: XhrHandler = null;

  private method = 'GET';
  private url = '';
  private requestHeaders = new Headers();
  private responseHeaders: Headers | null = null;
  private controller: AbortController | null = null;
  private uploadDone = true;
  private uploadTotal = 0;

  get response(): unknown {
    if (this.responseType !== 'json') return this.responseText;
    if (this.readyState !== 4 || this.responseText === '') return null;
    try {
      return JSON.parse(this.responseText) as unknown;
    } catch {
      return null;
    }
  }

  open(method: string, url: string | URL): void {
    this.method = method.toUpperCase();
    this.url = new URL(String(url), window.location.href).href;
    this.requestHeaders = new Headers();
    this.responseHeaders = null;
    this.status = 0;
    this.responseText = '';
    this.readyState = 1;
    fire(this, 'readystatechange');
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.append(name, value);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders?.get(name) ?? null;
  }

  getAllResponseHeaders(): string {
    if (!this.responseHeaders) return '';
    return [...this.responseHeaders.entries()].map(([name, value]) => `${name}: ${value}\r\n`).join('');
  }

  overrideMimeType(): void {}

  send(body?: Document | XMLHttpRequestBodyInit | null): void {
    if (this.readyState !== 1 || this.controller) throw new DOMException('The object is in an invalid state.', 'InvalidStateError');
    const controller = new AbortController();
    this.controller = controller;
    const withBody = body != null && this.method !== 'GET' && this.method !== 'HEAD';
    const request = new Request(this.url, {
      method: this.method,
      headers: this.requestHeaders,
      body: withBody ? (body as BodyInit) : null,
      signal: controller.signal,
    });
    this.uploadDone = !withBody;
    this.uploadTotal = 0;
    fire(this, 'loadstart');
    const current = () => this.controller === controller && !controller.signal.aborted;
    respond(request, {
      start: (total) => {
        this.uploadTotal = total;
        if (current() && !this.uploadDone) fire(this.upload, 'loadstart', 0, total);
      },
      progress: (loaded) => {
        if (current() && !this.uploadDone) fire(this.upload, 'progress', loaded, this.uploadTotal);
      },
    })
      .then(async (response) => {
        if (!current()) return;
        const text = await response.text();
        if (!current()) return;
        this.finishUpload('load');
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseURL = this.url;
        this.responseHeaders = response.headers;
        this.readyState = 2;
        fire(this, 'readystatechange');
        this.responseText = text;
        this.readyState = 3;
        fire(this, 'readystatechange');
        fire(this, 'progress', text.length, text.length);
        this.readyState = 4;
        this.controller = null;
        fire(this, 'readystatechange');
        fire(this, 'load', text.length, text.length);
        fire(this, 'loadend', text.length, text.length);
      })
      .catch(() => {
        if (!current()) return;
        this.end('error');
      });
  }

  abort(): void {
    const controller = this.controller;
    if (!controller) return;
    controller.abort(new DOMException('The operation was aborted.', 'AbortError'));
    this.end('abort');
    this.readyState = 0;
  }

  /** A request that ends without an answer (network error or abort). */
  private end(type: 'error' | 'abort'): void {
    this.controller = null;
    this.status = 0;
    this.responseText = '';
    this.readyState = 4;
    fire(this, 'readystatechange');
    this.finishUpload(type);
    fire(this, type);
    fire(this, 'loadend');
  }

  private finishUpload(type: 'load' | 'error' | 'abort'): void {
    if (this.uploadDone) return;
    this.uploadDone = true;
    const total = this.uploadTotal;
    const loaded = type === 'load' ? total : 0;
    if (type === 'load') fire(this.upload, 'progress', total, total);
    fire(this.upload, type, loaded, total);
    fire(this.upload, 'loadend', loaded, total);
  }
}

export const network = {
  /** Adds handlers (a later one for the same key wins). */
  use(handlers: Handlers): void {
    for (const [key, handler] of Object.entries(handlers)) {
      const { method, segments } = parseKey(key);
      state().routes.push({ key, method, segments, handler });
    }
  },

  /** Requests received so far, oldest first; with a filter (`'GET /api/users/me'` or a pattern), only those. */
  requests(filter?: string): RecordedRequest[] {
    const all = [...state().requests];
    return filter === undefined ? all : all.filter((request) => matches(filter, request));
  },

  /** Requests that no handler answered. */
  unhandled(): RecordedRequest[] {
    return [...state().unhandled];
  },

  /** Forgets handlers and requests (setup.ts does it after each test). */
  reset(): void {
    const current = state();
    current.routes = [];
    current.requests = [];
    current.unhandled = [];
  },

  /** Replaces `fetch` and `XMLHttpRequest` with the test network (setup.ts does it once per test file). */
  install(): void {
    Object.defineProperty(globalThis, 'fetch', { value: networkFetch, writable: true, configurable: true });
    Object.defineProperty(globalThis, 'XMLHttpRequest', { value: NetworkXMLHttpRequest, writable: true, configurable: true });
  },
};

/** Throws if a request went unanswered: called by setup.ts after each test. */
export function assertAllRequestsHandled(): void {
  const unhandled = state().unhandled;
  if (unhandled.length === 0) return;
  const list = unhandled.map((request) => `  ${request.method} ${request.url}`).join('\n');
  throw new Error(
    `The test network got ${unhandled.length} request(s) without a handler:\n${list}\n` +
      `Declare them with network.use({ 'METHOD /path': () => json(200, ...) }).`,
  );
}
