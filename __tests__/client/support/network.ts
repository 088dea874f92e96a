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

export type Handler = (request: RecordedRequest) => MockResponse | Response | Promise<MockResponse | Response>;
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
      Promise.resolve(typeof route.handler === 'function' ? route.handler(recorded) : route.handler),
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

  /** Replaces `fetch` with the test network (setup.ts does it once per test file). */
  install(): void {
    Object.defineProperty(globalThis, 'fetch', { value: networkFetch, writable: true, configurable: true });
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
