import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PerformanceObserver, constants, performance, type PerformanceEntry } from 'node:perf_hooks';
import { round } from '../api';
import { pacedLoad, parseAnswer, percentiles } from '../pacedLoad';

// The API benchmark's paced rounds, against a real local server: what reaches the server, and what is reported.
// The server and the load generator share this process: on a loaded machine one stall of it empties
// windows that the pace had filled. A burst fails every attempt.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

describe('a paced API round', () => {
  const RATE = 1000;
  /** Every SLOW_EVERY-th answer waits SLOW_MS; the others go at once. */
  const SLOW_EVERY = 400;
  const SLOW_MS = 1000;
  let server: http.Server;
  let origin: string;
  let arrivals: number[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      arrivals.push(performance.now());
      const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      if (request.url === '/sometimes-slow' && arrivals.length % SLOW_EVERY === 0) setTimeout(answer, SLOW_MS);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    arrivals = [];
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('spreads its requests over each second instead of sending them in a burst', async () => {
    await round(origin, { label: 'fast', path: '/fast', kind: 'list' }, 2, RATE);
    // The pace asked, give or take what a busy machine costs the load generator.
    expect(arrivals.length).toBeGreaterThan(RATE);
    expect(arrivals.length).toBeLessThanOrEqual(2 * RATE + 100);
    // Quarter-second windows: at an even pace each holds about RATE / 4 requests, sent in a burst one holds them all.
    const start = arrivals[0]!;
    const windows = new Map<number, number>();
    for (const at of arrivals) {
      const window = Math.floor((at - start) / 250);
      if (window < 8) windows.set(window, (windows.get(window) ?? 0) + 1);
    }
    expect(windows.size).toBe(8);
    expect(Math.max(...windows.values())).toBeLessThanOrEqual(0.6 * RATE);
  });

  test('reports latencies to the microsecond, each slow answer counted once', async () => {
    const figures = await round(origin, { label: 'sometimes slow', path: '/sometimes-slow', kind: 'list' }, 2, RATE);
    expect(figures.errors + figures.non2xx).toBe(0);
    // Under 0.3 % of the answers are slow: the p99 is a fast answer's (well under a millisecond on an idle machine).
    expect(figures.p99).toBeLessThan(SLOW_MS / 2);
    expect(figures.p50).toBeGreaterThan(0);
    expect(figures.p50).toBeLessThanOrEqual(figures.p90!);
    expect(figures.p90).toBeLessThanOrEqual(figures.p99);
    expect(figures.bytes).toBeGreaterThan('{"ok":true}'.length);
  });
});

describe('the paced load generator', () => {
  const IN_PARTS_BODY = Buffer.from('0123456789'.repeat(2000));
  let server: http.Server;
  let origin: string;
  let first = 0;
  let requests = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      first ||= performance.now();
      requests += 1;
      const answer = () => response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' }).end('ok');
      if (request.url === '/late-at-the-end' && performance.now() - first > 700) setTimeout(answer, 1000);
      else if (request.url === '/dropped') request.socket.destroy();
      else if (request.url === '/in-parts') {
        // Its head and half its body, then the rest a moment later: the other connections read meanwhile.
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': IN_PARTS_BODY.length }).write(IN_PARTS_BODY.subarray(0, IN_PARTS_BODY.length / 2));
        setTimeout(() => response.end(IN_PARTS_BODY.subarray(IN_PARTS_BODY.length / 2)), 3);
      } else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    first = 0;
    requests = 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('waits for the answers still on their way when the round ends, and counts their latency', async () => {
    const answers = await pacedLoad({ origin, path: '/late-at-the-end', headers: {} }, { rate: 200, connections: 10, seconds: 1 });
    expect(answers.errors).toBe(0);
    expect(answers.answers).toBe(requests);
    // The last answers waited a second: dropping them would have kept the tail out of the p99.
    expect(Math.max(...answers.latencies)).toBeGreaterThanOrEqual(1000);
  });

  test('puts together answers that come in parts while other connections read', async () => {
    const answers = await pacedLoad({ origin, path: '/in-parts', headers: {} }, { rate: 400, connections: 20, seconds: 1 });
    expect(answers.errors + answers.non2xx).toBe(0);
    expect(answers.answers).toBeGreaterThan(200);
    // Each answer whole: its head plus the body, none cut short or read twice.
    expect(answers.bytes / answers.answers).toBeGreaterThan(IN_PARTS_BODY.length);
    expect(answers.bytes / answers.answers).toBeLessThan(IN_PARTS_BODY.length + 300);
  });

  test("collects its own process's garbage before its first request", async () => {
    const majors: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors.push(entry.startTime);
    });
    observer.observe({ entryTypes: ['gc'] });
    try {
      const answers = await pacedLoad({ origin, path: '/fast', headers: {} }, { rate: 100, connections: 5, seconds: 0.5 });
      expect(answers.answers).toBeGreaterThan(0);
    } finally {
      observer.disconnect();
    }
    // A full collection in a round would pause this client with answers in flight: it comes first.
    expect(majors.some((at) => at < first)).toBe(true);
  });

  test('counts a connection the server closes without answering as an error', async () => {
    const answers = await pacedLoad({ origin, path: '/dropped', headers: {} }, { rate: 100, connections: 5, seconds: 1 });
    expect(answers.answers).toBe(0);
    expect(answers.errors).toBe(5);
    expect(answers.latencies).toEqual([]);
  });
});

describe('reading an answer', () => {
  const head = (headers: string) => Buffer.from(`HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\n${headers}\r\n`, 'latin1');
  test('a Content-Length body, whole or in part', () => {
    const whole = Buffer.concat([head('Content-Length: 5\r\n'), Buffer.from('hello')]);
    expect(parseAnswer(whole)).toEqual({ status: 200, length: whole.length });
    expect(parseAnswer(whole.subarray(0, whole.length - 1))).toBe('incomplete');
    expect(parseAnswer(whole.subarray(0, 10))).toBe('incomplete');
  });
  test('a chunked body, up to its last empty chunk', () => {
    const whole = Buffer.concat([head('Transfer-Encoding: chunked\r\n'), Buffer.from('3\r\nabc\r\na\r\n0123456789\r\n0\r\n\r\n')]);
    expect(parseAnswer(whole)).toEqual({ status: 200, length: whole.length });
    expect(parseAnswer(whole.subarray(0, whole.length - 2))).toBe('incomplete');
  });
  test('neither, or not HTTP/1.1, is refused', () => {
    expect(parseAnswer(head(''))).toBe('unsupported');
    expect(parseAnswer(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toBe('unsupported');
  });
});

describe('percentiles', () => {
  test('nearest rank over every latency, to the microsecond', () => {
    const latencies = Array.from({ length: 1000 }, (_, i) => (i + 1) / 1000 + 0.0004);
    expect(percentiles(latencies)).toEqual({ p50: 0.5, p90: 0.9, p99: 0.99 });
    expect(percentiles([7.25])).toEqual({ p50: 7.25, p90: 7.25, p99: 7.25 });
    expect(percentiles([])).toEqual({ p50: 0, p90: 0, p99: 0 });
  });
});
