import autocannon from 'autocannon';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepNoBodies } from '../support';

// The API benchmark's clients drop answer bodies: what it reports must still be counted.
describe('keepNoBodies', () => {
  const BODY = 'x'.repeat(4000);
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.writeHead(request.url === '/fails' ? 500 : 200, { 'content-type': 'text/plain' });
      response.end(BODY);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function load(path: string, setupClient?: typeof keepNoBodies) {
    const bodies: string[] = [];
    const result = await autocannon({
      url: origin,
      connections: 1,
      amount: 200,
      timeout: 10,
      setupClient,
      requests: [{ method: 'GET', path, onResponse: (_status, body) => bodies.push(body) }],
    });
    return { result, bodies };
  }

  test('the client keeps no body, yet counts every answer, its status and its bytes', async () => {
    const { result, bodies } = await load('/', keepNoBodies);
    expect(result['2xx']).toBe(200);
    expect(result.non2xx).toBe(0);
    expect(result.throughput.total).toBeGreaterThanOrEqual(200 * BODY.length);
    expect(bodies).toHaveLength(200);
    expect(new Set(bodies)).toEqual(new Set(['']));
  });

  test('a failing answer is still counted as non-2xx', async () => {
    const { result } = await load('/fails', keepNoBodies);
    expect(result.non2xx).toBe(200);
    expect(result['2xx']).toBe(0);
  });

  test('without it, autocannon keeps every body', async () => {
    const { bodies } = await load('/');
    expect(new Set(bodies)).toEqual(new Set([BODY]));
  });
});
