import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { round } from '../../../bench/api';
import { percentiles } from '../../../bench/pacedLoad';

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

describe('percentiles', () => {
  test('nearest rank over every latency, to the microsecond', () => {
    const latencies = Array.from({ length: 1000 }, (_, i) => (i + 1) / 1000 + 0.0004);
    expect(percentiles(latencies)).toEqual({ p50: 0.5, p90: 0.9, p99: 0.99 });
    expect(percentiles([7.25])).toEqual({ p50: 7.25, p90: 7.25, p99: 7.25 });
    expect(percentiles([])).toEqual({ p50: 0, p90: 0, p99: 0 });
  });
});
