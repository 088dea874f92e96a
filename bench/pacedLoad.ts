/**
 * The paced rounds' load generator (bench/README.md, "At a shared pace"): requests spread evenly
 * over time, one at a time per keep-alive connection as a browser sends them, each answer timed to
 * the microsecond from the request's write to the answer's last byte.
 *
 * Not autocannon: at one pace its client (a JavaScript HTTP parser, events, timers and histograms
 * per answer) added a tail of its own that grew with the answer's size. Against one bare Fastify,
 * 8 interleaved rounds each at 5,000 req/s (2026-11-27), p99 medians for a 17-byte and a
 * 3,800-byte body: autocannon 1.94 and 11.25 ms, this client 1.69 and 6.84 ms.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

// A full collection of this process's own heap, on demand (node's `--expose-gc`, set at run time:
// the bench is started by tsx, and its test by jest).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export interface PacedRequest {
  /** http://host:port */
  origin: string;
  path: string;
  headers: Readonly<Record<string, string>>;
}

export interface PacedOptions {
  /** Requests a second, all connections together. */
  rate: number;
  connections: number;
  seconds: number;
  /** How long answers still expected when sending stops may take before they count as errors. */
  drainMs?: number;
}

export interface PacedAnswers {
  /** 2xx answers' latencies in milliseconds, each connection's first left out (it also waited for the connection to open). */
  latencies: number[];
  /** Answers received, any status. */
  answers: number;
  non2xx: number;
  /** Connection errors, closed connections and answers that never came. */
  errors: number;
  /** Bytes read, headers included. */
  bytes: number;
}

/**
 * `connections` connections together send `rate` requests a second, evenly: each one request every
 * `connections / rate` seconds, the connections `1 / rate` apart. A connection whose answer comes
 * after its next slot sends at once and keeps its schedule: it catches up after a pause, and falls
 * behind (the rate kept shows it) only when the server cannot keep the pace. Once `seconds` have
 * passed no request is sent, and the answers still expected are awaited, so that a slow answer at
 * the end is counted rather than dropped.
 */
export function pacedLoad({ origin, path, headers }: PacedRequest, { rate, connections, seconds, drainMs = 5000 }: PacedOptions): Promise<PacedAnswers> {
  // The bench's process holds what its earlier sections kept (60 MB): a full collection of it paused
  // this client 12-32 ms, every answer in flight waiting it out, and it came about every 100 s, one
  // cycle of the API's paced rounds, so into the same endpoint's rounds run after run. Collected
  // here, between rounds, the little a round allocates cannot bring the next one within it.
  collectGarbage();
  const url = new URL(origin);
  const request = Buffer.from(
    [`GET ${path} HTTP/1.1`, `Host: ${url.host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n'),
    'latin1',
  );
  const result: PacedAnswers = { latencies: [], answers: 0, non2xx: 0, errors: 0, bytes: 0 };
  const intervalMs = (1000 * connections) / rate;
  const start = performance.now();
  const end = start + seconds * 1000;

  return new Promise((resolve) => {
    let open = connections;
    const sockets = new Set<net.Socket>();
    const drainTimer = setTimeout(() => {
      // Answers still expected this long after the last request: the server lost them.
      for (const socket of sockets) socket.destroy(new Error('no answer'));
    }, seconds * 1000 + drainMs);
    const closed = () => {
      open -= 1;
      if (open === 0) {
        clearTimeout(drainTimer);
        resolve(result);
      }
    };

    // Every read lands in this one buffer (read synchronously, copied only when an answer is
    // incomplete): a Buffer per read made the bench's own process collect its whole heap every
    // second at the pace, each pause added to the answers in flight (bench/RESULTS.md, 2026-11-29).
    const readBuffer = Buffer.allocUnsafe(64 * 1024);
    for (let i = 0; i < connections; i += 1) {
      const socket = net.connect({
        host: url.hostname,
        port: Number(url.port),
        noDelay: true,
        onread: {
          buffer: readBuffer,
          callback: (bytes) => {
            received(readBuffer.subarray(0, bytes));
            return true; // false would pause the socket
          },
        },
      });
      sockets.add(socket);
      let due = start + i * (1000 / rate);
      let sentAt = 0;
      let waiting = false;
      let first = true;
      let pending: Buffer | null = null;
      let finished = false;
      const finish = (error: boolean) => {
        if (finished) return;
        finished = true;
        if (error) result.errors += 1;
        sockets.delete(socket);
        socket.destroy();
        closed();
      };
      const send = () => {
        // The round's slots are those before its end; a connection behind its schedule stops there too.
        if (due >= end || performance.now() >= end) return finish(false);
        const wait = due - performance.now();
        due += intervalMs;
        const write = () => {
          if (finished) return;
          waiting = true;
          sentAt = performance.now();
          socket.write(request);
        };
        if (wait <= 0) write();
        else setTimeout(write, wait);
      };
      socket.on('connect', send);
      socket.on('error', () => finish(true));
      socket.on('close', () => finish(waiting));
      // `chunk` is a view of the shared read buffer, valid until this returns.
      function received(chunk: Buffer): void {
        result.bytes += chunk.length;
        let data = pending === null ? chunk : Buffer.concat([pending, chunk]);
        pending = null;
        const answer = parseAnswer(data);
        if (answer === 'incomplete') {
          pending = data === chunk ? Buffer.from(chunk) : data;
          return;
        }
        if (answer === 'unsupported' || !waiting) return finish(true);
        const receivedAt = performance.now();
        waiting = false;
        result.answers += 1;
        if (answer.status < 200 || answer.status >= 300) result.non2xx += 1;
        else if (first) first = false;
        else result.latencies.push(receivedAt - sentAt);
        data = data.subarray(answer.length);
        // One request at a time: nothing may follow the answer.
        if (data.length > 0) return finish(true);
        send();
      }
    }
  });
}

const CRLF = Buffer.from('\r\n', 'latin1');
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');

/**
 * One HTTP/1.1 answer at the start of `data`: its status and length in bytes, or whether more bytes
 * are needed. A body has a Content-Length or is chunked (without trailers); anything else is refused.
 */
export function parseAnswer(data: Buffer): { status: number; length: number } | 'incomplete' | 'unsupported' {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd === -1) return data.length > 64 * 1024 ? 'unsupported' : 'incomplete';
  const head = data.toString('latin1', 0, headEnd);
  const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
  if (status === null) return 'unsupported';
  const bodyStart = headEnd + HEAD_END.length;
  const contentLength = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
  if (contentLength !== null) {
    const length = bodyStart + Number(contentLength[1]);
    return data.length < length ? 'incomplete' : { status: Number(status[1]), length };
  }
  if (!/\r\ntransfer-encoding:[ \t]*chunked/i.test(head)) return 'unsupported';
  const length = chunkedEnd(data, bodyStart);
  return typeof length === 'number' ? { status: Number(status[1]), length } : length;
}

/** Where a chunked body starting at `offset` ends (after its last chunk's empty trailer). */
function chunkedEnd(data: Buffer, offset: number): number | 'incomplete' | 'unsupported' {
  for (let at = offset; ; ) {
    const lineEnd = data.indexOf(CRLF, at);
    if (lineEnd === -1) return 'incomplete';
    const size = Number.parseInt(data.toString('latin1', at, lineEnd), 16);
    if (!Number.isFinite(size)) return 'unsupported';
    at = lineEnd + CRLF.length + size;
    if (data.length < at + CRLF.length) return 'incomplete';
    if (data[at] !== CRLF[0] || data[at + 1] !== CRLF[1]) return 'unsupported';
    at += CRLF.length;
    if (size === 0) return at;
  }
}

export interface Percentiles {
  /** Milliseconds, to the microsecond. */
  p50: number;
  p90: number;
  p99: number;
}

/**
 * Percentiles of latencies in milliseconds (nearest rank), rounded to the microsecond. autocannon's
 * histogram keeps whole milliseconds, and, in a paced round, adds for each answer of L ms made-up
 * ones at L − 1, L − 2 … 1 ms (its coordinated-omission correction, with an interval of
 * `ceil(1 / rate)` read as 1 ms): a single slow answer then weighed as many.
 */
export function percentiles(latenciesMs: readonly number[]): Percentiles {
  const sorted = Float64Array.from(latenciesMs).sort();
  const at = (share: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]! * 1000) / 1000);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}
