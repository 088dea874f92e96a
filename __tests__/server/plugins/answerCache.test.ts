import { promisify } from 'node:util';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { API_CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security';
import { buildTestApp, type TestApp } from '../support/testApp';
import { BAD_PERCENT_ENCODING, buildContentApp, idOf } from '../routes/support/contentFixture';

/** Every content read, by slug and by id, lists and pages, including page numbers that mean page 1 and a page past the last. */
const CONTENT_URLS = [
  '/api/articles/get-all-articles',
  '/api/articles/unique/strat-1',
  '/api/articles/get-3-articles/design/dev-1',
  '/api/articles/get-3-articles/strategie/strat-1',
  '/api/blog/page/1',
  '/api/blog/page/2',
  '/api/blog/page/abc',
  '/api/blog/page/99',
  '/api/clients/get-all/',
  '/api/clients/get-all',
  '/api/clients/get-by-slug/boulangerie',
  '/api/projects/get-all-published-projects',
  '/api/projects/cards',
  '/api/projects/cards/3',
  '/api/clients/cards',
  '/api/blog/cards/1',
  '/api/articles/related-cards/design/dev-1',
  '/api/projects/unique/site-boulangerie',
  '/api/jobs/get-all-jobs',
  '/api/jobs/unique/alternant-ux-ui',
  '/api/items/get-all-items',
  '/api/items/unique/audit',
];

const ERROR_URLS = [
  '/api/articles/unique/nope',
  '/api/articles/unique/brouillon',
  '/api/clients/get-by-slug/client-cache',
  '/api/jobs/unique/999999',
  `/api/items/unique/${BAD_PERCENT_ENCODING}`,
];

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/** A second connection to the same file, as another process (an editor, a script) would write. */
function writeFromAnotherConnection(server: TestApp, sql: string, ...values: unknown[]): void {
  const other = new SQLite(server.config.dbFile);
  try {
    other.prepare(sql).run(...values);
  } finally {
    other.close();
  }
}

/** Polls until `check` passes or `timeoutMs` elapsed (its last failure is thrown). */
async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('the answer cache', () => {
  let server: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  afterEach(() => server?.close());

  describe('transparency', () => {
    let uncached: TestApp;

    afterEach(() => uncached?.close());

    it('answers every content read exactly as the routes do without the cache: status, type and body, on a miss and on a hit', async () => {
      server = await buildContentApp();
      // The same database file, read by an app that computes every answer.
      uncached = await buildTestApp({ seed: false, cacheContent: false, env: { DATA_DIR: server.config.dataDir } });
      const ids = { article: await idOf(server, 'articles', 'strat-1'), project: await idOf(server, 'projects', 'site-boulangerie') };
      const urls = [...CONTENT_URLS, ...ERROR_URLS, `/api/articles/unique/${ids.article}`, `/api/projects/unique/${ids.project}`];

      for (const url of urls) {
        const expected = await uncached.app.inject({ method: 'GET', url });
        for (const attempt of ['miss', 'hit']) {
          const response = await get(url);
          const same = (r: LightMyRequestResponse) => ({ url, attempt, status: r.statusCode, type: r.headers['content-type'], body: r.body });
          expect(same(response)).toEqual(same(expected));
        }
      }
    });

    it('sends a hit with the same headers as the miss that computed it, and its 304 with the validators', async () => {
      server = await buildContentApp();
      // Identity: the miss and the hit send the same coding (compressed forms are made after the first answer).
      const headers = { 'accept-encoding': 'identity' };
      const headersOf = (response: LightMyRequestResponse) => {
        const { date: _date, ...rest } = response.headers;
        return rest;
      };
      for (const url of CONTENT_URLS) {
        const miss = await get(url, headers);
        const hit = await get(url, headers);
        expect({ url, headers: headersOf(hit) }).toEqual({ url, headers: headersOf(miss) });
        expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);

        const notModified = await get(url, { ...headers, 'if-none-match': String(miss.headers.etag) });
        expect(notModified.statusCode).toBe(304);
        expect(notModified.headers).toMatchObject({ etag: miss.headers.etag, 'cache-control': miss.headers['cache-control'], vary: miss.headers.vary });
        expect(notModified.headers['content-type']).toBeUndefined();
      }
    });

    it('answers HEAD like GET, without a body', async () => {
      server = await buildContentApp();
      const full = await get('/api/items/get-all-items');
      for (let attempt = 0; attempt < 2; attempt++) {
        const head = await server.app.inject({ method: 'HEAD', url: '/api/items/get-all-items' });
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(full.body)));
        expect(head.headers.etag).toBe(full.headers.etag);
      }
    });
  });

  describe('validators', () => {
    beforeEach(async () => {
      server = await buildContentApp();
    });

    it.each(CONTENT_URLS)('%s: 200 with a strong ETag, then 304 with the same ETag and no body', async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toBe('Accept-Encoding');

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, no-cache');
      // The security headers are on every answer, 304 included.
      expect(again.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    });

    it('compares If-None-Match weakly and accepts a list or *', async () => {
      const etag = String((await get('/api/jobs/get-all-jobs')).headers.etag);
      for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
        expect((await get('/api/jobs/get-all-jobs', { 'if-none-match': header })).statusCode).toBe(304);
      }
      const stale = await get('/api/jobs/get-all-jobs', { 'if-none-match': '"stale"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().data.length).toBeGreaterThan(0);
    });

    it('answers the same validator whatever the query string, the language or the session', async () => {
      const plain = await get('/api/articles/get-all-articles');
      for (const [url, headers] of [
        ['/api/articles/get-all-articles?lng=en', {}],
        ['/api/articles/get-all-articles', { 'accept-language': 'en', cookie: 'i18next=en' }],
        ['/api/articles/get-all-articles', { authorization: `Bearer ${'x'.repeat(43)}` }],
      ] as const) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers.etag).toBe(plain.headers.etag);
        // Content is stored and sent in both languages: the body does not depend on the reader's.
        expect(response.body).toBe(plain.body);
      }
    });
  });

  describe('errors', () => {
    beforeEach(async () => {
      server = await buildContentApp();
    });

    it.each(ERROR_URLS)('%s: never kept, never a 200, never validators', async (url) => {
      const first = await get(url);
      const second = await get(url, { 'if-none-match': '*' });
      for (const response of [first, second]) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.headers.etag).toBeUndefined();
        // An error is kept by nobody: no-store, or (an address too malformed to reach a route) nothing that allows keeping it.
        expect([undefined, 'no-store']).toContain(response.headers['cache-control']);
      }
      expect(second.statusCode).toBe(first.statusCode);
    });

    it('answers each error in the language of its request, one after the other on the same address', async () => {
      const url = '/api/articles/unique/nope';
      expect((await get(url, { 'accept-language': 'fr' })).json()).toEqual({ code: 'notFound', message: fr.notFound });
      expect((await get(url, { 'accept-language': 'en' })).json()).toEqual({ code: 'notFound', message: en.notFound });
      expect((await get(`${url}?lng=en`)).json()).toEqual({ code: 'notFound', message: en.notFound });
      expect((await get(url)).json()).toEqual({ code: 'notFound', message: fr.notFound });
    });

    it('answers 200 as soon as a missing article is published, though it answered 404 before', async () => {
      const url = '/api/articles/unique/brouillon';
      expect((await get(url)).statusCode).toBe(404);
      await server.app.db.updateTable('articles').set({ published: 1 }).where('slug', '=', 'brouillon').execute();
      const now = await get(url);
      expect(now.statusCode).toBe(200);
      expect(now.json().data.slug).toBe('brouillon');
    });
  });

  describe('invalidation', () => {
    it('shows a change committed by another connection in the next answer: new body, new ETag', async () => {
      server = await buildContentApp({ contentCheckEveryMs: 0 });
      const before = await get('/api/articles/unique/strat-1');
      expect((await get('/api/articles/unique/strat-1', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

      writeFromAnotherConnection(server, 'update articles set title_fr = ? where slug = ?', 'Titre modifié ailleurs', 'strat-1');

      const after = await get('/api/articles/unique/strat-1', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().data.title.fr).toBe('Titre modifié ailleurs');
      // The lists that carry it change too.
      expect((await get('/api/articles/get-all-articles')).body).toContain('Titre modifié ailleurs');
    });

    it('shows another connection’s change within the default check interval', async () => {
      server = await buildContentApp();
      const before = await get('/api/clients/get-all/');
      writeFromAnotherConnection(server, 'update clients set name = ? where slug = ?', 'Boulangerie Martin et fils', 'boulangerie');
      await eventually(async () => {
        const after = await get('/api/clients/get-all/');
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect(after.body).toContain('Boulangerie Martin et fils');
      }, 1000);
    });

    it('shows a change written through this process at once, whatever the interval', async () => {
      server = await buildContentApp({ contentCheckEveryMs: 60_000 });
      const before = await get('/api/items/get-all-items');
      await server.app.db.updateTable('items').set({ price_cents: 51_000 }).where('slug', '=', 'audit').execute();
      const after = await get('/api/items/get-all-items');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().data.find((item: { slug: string }) => item.slug === 'audit').priceCents).toBe(51_000);
    });

    it('shows a scheduled article when its time comes, with no write at that moment', async () => {
      server = await buildContentApp();
      await server.app.db
        .updateTable('articles')
        .set({ published_at: new Date(Date.now() + 800).toISOString() })
        .where('slug', '=', 'a-paraitre')
        .execute();
      const before = await get('/api/articles/get-all-articles');
      expect(before.body).not.toContain('"a-paraitre"');
      // Still the same answer until then: kept, not recomputed into something else.
      expect((await get('/api/articles/get-all-articles', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

      await eventually(async () => {
        const after = await get('/api/articles/get-all-articles', { 'if-none-match': String(before.headers.etag) });
        expect(after.statusCode).toBe(200);
        expect(after.json().data[0].slug).toBe('a-paraitre');
        expect((await get('/api/articles/unique/a-paraitre')).statusCode).toBe(200);
      }, 4000);
    });

    it('takes a job off the list when its closing date passes, with no write at that moment', async () => {
      server = await buildContentApp();
      await server.app.db
        .updateTable('jobs')
        .set({ valid_through: new Date(Date.now() + 800).toISOString() })
        .where('slug', '=', 'alternant-ux-ui')
        .execute();
      const before = await get('/api/jobs/get-all-jobs');
      expect(before.body).toContain('"alternant-ux-ui"');
      expect((await get('/api/jobs/get-all-jobs', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

      await eventually(async () => {
        const after = await get('/api/jobs/get-all-jobs', { 'if-none-match': String(before.headers.etag) });
        expect(after.statusCode).toBe(200);
        expect(after.body).not.toContain('"alternant-ux-ui"');
        expect((await get('/api/jobs/unique/alternant-ux-ui')).statusCode).toBe(404);
      }, 4000);
    });

    it('answers everyone the same fresh body when many ask at once right after a change', async () => {
      server = await buildContentApp({ contentCheckEveryMs: 0 });
      await get('/api/blog/page/1');
      writeFromAnotherConnection(server, 'update articles set excerpt_en = ? where slug = ?', 'A fresh summary', 'dev-1');
      const answers = await Promise.all(Array.from({ length: 40 }, () => get('/api/blog/page/1')));
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers[0]!.body).toContain('A fresh summary');
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    });
  });

  describe('contentVersion and onContentChange', () => {
    it('change with content written here or elsewhere, and not with other writes of this process', async () => {
      server = await buildContentApp({ contentCheckEveryMs: 0 });
      const seen: number[] = [];
      server.app.onContentChange((version) => seen.push(version));
      const start = server.app.contentVersion();
      expect(server.app.contentVersion()).toBe(start);

      // A contact message (a row, and e-mails in the outbox) is not content.
      const message = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', phoneNumber: '06 12 34 56 78', message: 'Bonjour, un devis ?' };
      expect((await server.app.inject({ method: 'POST', url: '/api/messages/create-message', payload: message })).statusCode).toBe(201);
      expect(server.app.contentVersion()).toBe(start);

      await server.app.db.updateTable('jobs').set({ location: 'Paris' }).where('slug', '=', 'alternant-ux-ui').execute();
      const afterOwnWrite = server.app.contentVersion();
      expect(afterOwnWrite).not.toBe(start);

      writeFromAnotherConnection(server, 'update categories set name_en = ? where slug = ?', 'Design and craft', 'design');
      const afterOtherWrite = server.app.contentVersion();
      expect(afterOtherWrite).not.toBe(afterOwnWrite);
      expect(seen).toEqual([afterOwnWrite, afterOtherWrite]);
    });
  });

  describe('compression', () => {
    beforeEach(async () => {
      server = await buildContentApp();
    });

    /** The first answer is sent as it is while the compressed forms are made off the event loop (gzip is ready before brotli). */
    async function compressed(url: string, acceptEncoding: string, coding = 'br'): Promise<LightMyRequestResponse> {
      await get(url);
      let response!: LightMyRequestResponse;
      await eventually(async () => {
        response = await get(url, { 'accept-encoding': acceptEncoding });
        expect(response.headers['content-encoding']).toBe(coding);
      });
      return response;
    }

    it('sends even the first answer compressed to a browser that takes gzip or brotli', async () => {
      const url = '/api/articles/get-all-articles';
      const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      // Whichever the pool finished first: gzip usually, brotli now and then on a small body.
      const coding = first.headers['content-encoding'];
      expect(['gzip', 'br']).toContain(coding);
      const decoded = coding === 'br' ? await brotliDecompress(first.rawPayload) : await gunzip(first.rawPayload);
      expect(decoded.toString()).toBe((await get(url)).body);
    });

    it('answers br or gzip as Accept-Encoding prefers, each decoding to the same body under its own ETag', async () => {
      const url = '/api/articles/get-all-articles';
      const identity = await get(url);
      const br = await compressed(url, 'gzip, deflate, br');
      const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
      const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });

      expect(br.headers['content-encoding']).toBe('br');
      expect((await brotliDecompress(br.rawPayload)).toString()).toBe(identity.body);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect((await gunzip(gzip.rawPayload)).toString()).toBe(identity.body);
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(identity.body);

      expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
      const etags = [identity, br, gzip].map((response) => response.headers.etag);
      expect(new Set(etags).size).toBe(3);
      expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
      // Another representation's validator does not match this one.
      expect((await get(url, { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
    });

    it('sends a small answer as it is', async () => {
      await get('/api/items/unique/audit');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await get('/api/items/unique/audit', { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json().data.slug).toBe('audit');
    });
  });

  describe('the same lifecycle as every other answer', () => {
    it('runs an onSend hook a plugin adds, and its headers, on cached API answers and pages: hit, 304 and HEAD included', async () => {
      server = await buildContentApp();
      const seen: string[] = [];
      await server.app.register(
        fp(async (app) => {
          app.addHook('onSend', async (request, reply, payload) => {
            seen.push(`${request.method} ${request.url} ${reply.statusCode}`);
            reply.header('x-added-by-a-plugin', 'yes');
            return payload;
          });
        }),
      );
      const api = '/api/articles/get-all-articles';
      const page = '/fr/contact';
      const miss = await get(api);
      const hit = await get(api);
      const notModified = await get(api, { 'if-none-match': String(hit.headers.etag) });
      const head = await server.app.inject({ method: 'HEAD', url: api });
      const pageMiss = await get(page);
      const pageHit = await get(page);
      const pageNotModified = await get(page, { 'if-none-match': String(pageHit.headers.etag) });

      const answers = { miss, hit, notModified, head, pageMiss, pageHit, pageNotModified };
      const statuses = Object.fromEntries(Object.entries(answers).map(([name, response]) => [name, response.statusCode]));
      expect(statuses).toEqual({ miss: 200, hit: 200, notModified: 304, head: 200, pageMiss: 200, pageHit: 200, pageNotModified: 304 });
      for (const [name, response] of Object.entries(answers)) {
        expect({ name, added: response.headers['x-added-by-a-plugin'] }).toEqual({ name, added: 'yes' });
      }
      expect(seen).toEqual([`GET ${api} 200`, `GET ${api} 200`, `GET ${api} 304`, `HEAD ${api} 200`, `GET ${page} 200`, `GET ${page} 200`, `GET ${page} 304`]);
      expect(hit.body).toBe(miss.body);
    });

    it('answers a hit without parsing its cookies, which the miss and an error still read', async () => {
      server = await buildContentApp();
      const cookiesAtAnswer: unknown[] = [];
      server.app.addHook('onResponse', (request, _reply, done) => {
        cookiesAtAnswer.push(request.cookies);
        done();
      });
      const headers = { cookie: 'theme=dark; i18next=en' };
      const miss = await get('/api/articles/get-all-articles', headers);
      const hit = await get('/api/articles/get-all-articles', headers);
      const error = await get('/api/articles/unique/nope', headers);

      expect([miss.statusCode, hit.statusCode]).toEqual([200, 200]);
      expect(error.json()).toEqual({ code: 'notFound', message: en.notFound });
      expect(cookiesAtAnswer).toEqual([{ theme: 'dark', i18next: 'en' }, null, { theme: 'dark', i18next: 'en' }]);
    });

    it('refuses to register a cached route that reads a query string: its answer would be kept for every query', async () => {
      server = await buildContentApp();
      const register = server.app.register(async (scope) => {
        scope.get('/api/test/search', { schema: { querystring: z.object({ q: z.string() }) }, config: { answerCache: true } }, async () => ({ data: [] }));
      });
      await expect(register).rejects.toThrow(/reads a query string cannot set config.answerCache/);
    });

    it('refuses to cache a route that writes', async () => {
      server = await buildContentApp();
      const register = server.app.register(async (scope) => {
        scope.post('/api/test/write', { config: { answerCache: true } }, async () => ({ data: null }));
      });
      await expect(register).rejects.toThrow(/only GET routes can set config.answerCache/);
    });
  });
});
