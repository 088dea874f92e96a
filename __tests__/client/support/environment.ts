import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom plus the web APIs jsdom lacks and the client code uses: Node's fetch family (fetch,
 * Request, Response, Headers), streams, TextEncoder/TextDecoder (react-router needs them at
 * import time), structuredClone, Blob.arrayBuffer/text/stream and URL.createObjectURL.
 *
 * Two clashes between jsdom's objects and Node's fetch are settled in `Request`, where RTK
 * Query's fetchBaseQuery builds every request:
 * - the AbortSignal RTK passes comes from jsdom's AbortController (the page's global, kept so
 *   that jsdom's own APIs still accept its signals); Node's Request is given a Node signal that
 *   follows it, since undici only tolerates foreign signals by duck typing, version by version;
 * - a relative URL ('/api/...') is resolved against the jsdom page, as a browser does.
 * A jsdom FormData goes through Node's Request as it is (undici accepts any FormData-like
 * object) once jsdom's Blob has `stream()`, polyfilled below with the public FileReader.
 *
 * setup.ts replaces `fetch` with the test network (network.ts); Node's real fetch is only the
 * default here so that the environment also works on its own.
 */
type Window = InstanceType<typeof JSDOMEnvironment>['global'] & typeof globalThis;

const NodeRequest = globalThis.Request;
const NodeAbortController = globalThis.AbortController;
const NodeAbortSignal = globalThis.AbortSignal;

export default class ClientTestEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const win = this.global as Window;
    const define = (name: string, value: unknown) => {
      if ((win as unknown as Record<string, unknown>)[name] === undefined) {
        Object.defineProperty(win, name, { value, writable: true, configurable: true });
      }
    };

    for (const name of [
      'fetch',
      'Response',
      'Headers',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'TextEncoderStream',
      'TextDecoderStream',
      'structuredClone',
    ] as const) {
      define(name, globalThis[name]);
    }
    define('Request', requestClassFor(win));
    polyfillBlob(win);
    polyfillObjectUrls(win);
  }
}

/** Node's Request, taking a jsdom AbortSignal and a relative URL the way a browser would. */
function requestClassFor(win: Window): typeof Request {
  return class Request extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const resolved = input instanceof NodeRequest ? input : new URL(String(input), win.location.href).href;
      super(resolved, init && { ...init, signal: toNodeSignal(init.signal) });
    }
  };
}

function toNodeSignal(signal: AbortSignal | null | undefined): AbortSignal | null | undefined {
  // Same type to TypeScript, different classes at run time (jsdom's realm and Node's).
  if (!signal || (signal as unknown) instanceof NodeAbortSignal) return signal;
  const controller = new NodeAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

/** jsdom's Blob has no arrayBuffer/text/stream; they are read through its FileReader. */
function polyfillBlob(win: Window): void {
  const proto = win.Blob.prototype as Blob & Record<string, unknown>;
  const read = (blob: Blob) =>
    new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new win.FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
  const methods: Record<string, (this: Blob) => unknown> = {
    arrayBuffer() {
      return read(this);
    },
    async bytes() {
      return new Uint8Array(await read(this));
    },
    async text() {
      return new TextDecoder().decode(await read(this));
    },
    stream() {
      const bytes = read(this);
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          controller.enqueue(new Uint8Array(await bytes));
          controller.close();
        },
      });
    },
  };
  for (const [name, method] of Object.entries(methods)) {
    if (typeof proto[name] !== 'function') {
      Object.defineProperty(proto, name, { value: method, writable: true, configurable: true });
    }
  }
}

/** URL.createObjectURL/revokeObjectURL (absent from jsdom): unique blob: URLs, nothing fetched. */
function polyfillObjectUrls(win: Window): void {
  const url = win.URL as unknown as Record<string, unknown>;
  if (typeof url.createObjectURL === 'function') return;
  let next = 0;
  url.createObjectURL = () => `blob:${win.location.origin}/${++next}`;
  url.revokeObjectURL = () => undefined;
}
