import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ARTICLES_LIST, CLIENTS_LIST, round } from '../api';
import { ANSWER_ENV, recordAnswer } from '../recordedAnswer';
import { BROWSER_ACCEPT_ENCODING, startServer, type Server } from '../support';
import { buildContentApp } from '../../__tests__/server/routes/support/contentFixture';
import type { TestApp } from '../../__tests__/server/support/testApp';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A GET as the API rounds send it, the body as it came over the wire (still compressed). */
function rawGet(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // The date, and the connection's own settings (the server's keep-alive timeout), are no part of the answer.
          const { date: _date, 'keep-alive': _keepAlive, ...headers } = response.headers as Record<string, string>;
          resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

// The API section's p99 baseline (bench/baseline/answer.ts), in its own process as the bench runs it, against the real site.
describe('the bare Fastify sending the site\'s answer', () => {
  let site: TestApp;
  let siteOrigin: string;
  let copy: Server;
  beforeAll(async () => {
    site = await buildContentApp();
    await site.app.listen({ host: '127.0.0.1', port: 0 });
    siteOrigin = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
    // The bench records after its rounds at saturation, once the site sends the brotli form it makes after the first request.
    for (let tries = 0; (await rawGet(siteOrigin + ARTICLES_LIST.path)).headers['content-encoding'] !== 'br'; tries += 1) {
      if (tries === 100) throw new Error('The site never sent the articles list in brotli.');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = { [ARTICLES_LIST.path]: await recordAnswer(siteOrigin, ARTICLES_LIST), [CLIENTS_LIST.path]: await recordAnswer(siteOrigin, CLIENTS_LIST) };
    copy = await startServer(['--import', 'tsx', path.join(__dirname, '../baseline/answer.ts')], { ...process.env, [ANSWER_ENV]: JSON.stringify(answers) }, { echo: false });
  }, 60_000);
  afterAll(async () => {
    await copy?.stop();
    await site?.close();
  });

  test.each([ARTICLES_LIST, CLIENTS_LIST])('answers at $label\'s path with its status, headers and compressed bytes, as the site sent them', async ({ path: endpointPath }) => {
    const fromSite = await rawGet(siteOrigin + endpointPath);
    const fromCopy = await rawGet(copy.origin + endpointPath);
    expect(fromCopy.status).toBe(fromSite.status);
    expect(fromCopy.headers).toEqual(fromSite.headers);
    expect(fromCopy.body.equals(fromSite.body)).toBe(true);
  });

  test('answers nothing it was not given', async () => {
    expect((await rawGet(`${copy.origin}/api/blog/page/1`)).status).toBe(404);
  });

  test('reads as many bytes per answer in a paced round as the site\'s articles list', async () => {
    const fromSite = await round(siteOrigin, ARTICLES_LIST, 1, 200);
    const fromCopy = await round(copy.origin, ARTICLES_LIST, 1, 200);
    expect(fromSite.errors + fromSite.non2xx + fromCopy.errors + fromCopy.non2xx).toBe(0);
    expect(fromCopy.bytes).toBe(fromSite.bytes);
  });
});
