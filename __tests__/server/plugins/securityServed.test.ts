import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security';
import { buildTestApp, type TestApp } from '../support/testApp';

const BASELINE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Served over a socket (inject() skips the listener that sets them first): each baseline header once, with its value. */
describe('security headers on a listening server', () => {
  let server: TestApp;
  let origin: string;

  beforeAll(async () => {
    server = await buildTestApp();
    // A route that tries to loosen them: the baseline still wins.
    server.app.get('/test/loosened', (_request, reply) => {
      reply.raw.removeHeader('x-frame-options');
      return reply.header('content-security-policy', 'default-src *').header('x-content-type-options', 'off').send({ ok: true });
    });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => server.close());

  it.each([
    ['a content answer, computed then from the cache', '/api/articles/get-all-articles'],
    ['a 304', '/api/articles/get-all-articles'],
    ['a page', '/fr/blog'],
    ['a 404', '/api/nope'],
    ['a route that sets or removes them itself', '/test/loosened'],
  ])('are on %s', async (label, url) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      // Identity only: the compressed forms, made after the first answer, have their own ETags.
      const headers: Record<string, string> = { connection: 'close', 'accept-encoding': 'identity' };
      if (label === 'a 304') headers['if-none-match'] = String((await fetch(origin + url, { headers })).headers.get('etag'));
      const response = await fetch(origin + url, { headers, signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (label === 'a 304') expect(response.status).toBe(304);
      const policy = url.startsWith('/api/') ? API_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY;
      for (const [name, value] of Object.entries({ ...BASELINE, 'content-security-policy': policy })) expect({ label, name, value: response.headers.get(name) }).toEqual({ label, name, value });
    }
  });
});

describe('security headers on a closing server', () => {
  it('are on the 503 it answers to a request still arriving on a busy connection', async () => {
    const server = await buildTestApp();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    server.app.get('/test/slow', async () => {
      started();
      await held;
      return { ok: true };
    });
    const { port } = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
    let arrived!: () => void;
    const lateRequest = new Promise<void>((resolve) => (arrived = resolve));
    server.app.server.on('request', (request: IncomingMessage) => request.url === '/api/articles/get-all-articles' && arrived());

    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /test/slow HTTP/1.1\r\nHost: site\r\n\r\n');
    await inFlight;
    // The busy connection stays open while the server closes: the next request on it gets the 503.
    const closed = server.close();
    socket.write('GET /api/articles/get-all-articles HTTP/1.1\r\nHost: site\r\n\r\n');
    await lateRequest;
    release();
    await Promise.all([closed, ended]);

    const late = received.slice(received.lastIndexOf('HTTP/1.1 '));
    expect(late).toMatch(/^HTTP\/1\.1 503 /);
    const headers = new Map(late.split('\r\n\r\n')[0]!.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    for (const [name, value] of Object.entries({ ...BASELINE, 'content-security-policy': API_CONTENT_SECURITY_POLICY, 'cache-control': 'no-store' })) expect({ name, value: headers.get(name) }).toEqual({ name, value });
  });
});
