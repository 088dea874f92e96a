import zlib from 'node:zlib';
import enErrors from '../../../src/shared/locales/en/errors.json';
import frErrors from '../../../src/shared/locales/fr/errors.json';
import * as rendering from '../../../src/server/pages/renderPage';
import { MAX_CONCURRENT_RENDERS, MAX_WAITING_RENDERS } from '../../../src/server/pages/plugin';
import { PAGE_RENDER_RATE_LIMIT } from '../../../src/server/http/rateLimits';
import { buildTestApp, type TestApp } from '../support/testApp';

const random = () => Math.random().toString(36).slice(2);

describe('addresses that name nothing are known without rendering them', () => {
  let server: TestApp;
  let renders: jest.SpyInstance;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  beforeEach(() => {
    renders = jest.spyOn(rendering, 'renderPage');
  });
  afterEach(() => renders.mockRestore());
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-FR', ...headers } });

  test.each([
    ['an article', (name: string) => `/fr/article/${name}`, (name: string) => `getUniqueArticle(\\"${name}\\")`],
    ['a category', (name: string) => `/fr/category/${name}`, null],
    ['a client', (name: string) => `/fr/client/${name}`, (name: string) => `getClientBySlug(\\"${name}\\")`],
    ['a job offer', (name: string) => `/fr/recrutement/${name}`, (name: string) => `getUniqueJob(\\"${name}\\")`],
    ['a project', (name: string) => `/fr/projects/9${name.length}12/${name}`, (name: string) => `getUniqueProject(\\"9${name.length}12\\")`],
    ['a path no route has', (name: string) => `/fr/${name}/plus-loin`, null],
  ])('unknown %s: 404, the 404 page rendered once per language, then never again', async (_kind, address, queryKey) => {
    const first = await get(address(`first-${random()}`));
    expect(first.statusCode).toBe(404);
    const rendersForTheFirst = renders.mock.calls.length;
    expect(rendersForTheFirst).toBeLessThanOrEqual(1);
    for (let i = 0; i < 12; i += 1) {
      const name = `${random()}-${i}`;
      const answer = await get(address(name), { 'accept-encoding': 'gzip' });
      expect(answer.statusCode).toBe(404);
      const body = zlib.gunzipSync(answer.rawPayload).toString('utf8');
      // The page a render of this address writes: its own address in its links, its own failed call in its state.
      expect(body).toContain('id="not-found-title"');
      expect(body).toContain(`<link rel="canonical" href="${server.config.siteUrl}${address(name)}"`);
      if (queryKey) expect(body).toContain(queryKey(name));
      expect(body).not.toMatch(/stand-in|907060504030201/);
    }
    expect(renders).toHaveBeenCalledTimes(rendersForTheFirst);
    // The other language's page is rendered once too, then kept.
    await get(`${address(random())}?lng=en`);
    await get(`${address(random())}?lng=en`);
    expect(renders.mock.calls.length).toBeLessThanOrEqual(rendersForTheFirst + 1);
  });

  test('what exists is still rendered: a known article, by its slug and by its id (a redirect to the slug)', async () => {
    expect((await get('/fr/article/progressive-web-app')).statusCode).toBe(200);
    const { id } = await server.app.db.selectFrom('articles').select('id').where('slug', '=', 'progressive-web-app').executeTakeFirstOrThrow();
    const byId = await get(`/fr/article/${id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/fr/article/progressive-web-app');
  });

  test('a name no stand-in can be replaced by is a 404 without a render, the page left to the browser', async () => {
    const answer = await get(`/fr/article/Caf%C3%A9-${random()}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(renders).not.toHaveBeenCalled();
  });
});

describe('renders per IP and the render queue', () => {
  let server: TestApp;
  let renders: jest.SpyInstance;
  beforeEach(async () => {
    server = await buildTestApp();
    // A render of its own: what is counted here is how many are asked for, not what they write.
    renders = jest.spyOn(rendering, 'renderPage').mockImplementation(async ({ lng, browserLanguage }) => ({
      status: 200,
      redirect: null,
      head: null,
      html: '<p>rendered</p>',
      state: { lng, resources: {}, browserLanguage, state: {} as never },
    }));
  });
  afterEach(async () => {
    renders.mockRestore();
    await server.close();
  });

  // Paths no route has, each new, with a character no stand-in stands for: each one a render.
  const miss = (remoteAddress = '203.0.113.5', headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `/fr/page.${random()}`, remoteAddress, headers });

  test(`past ${PAGE_RENDER_RATE_LIMIT.max} renders a minute from one IP: 429 with Retry-After, in the request's language; cached pages and other IPs still answered`, async () => {
    const cached = await server.app.inject({ method: 'GET', url: '/fr/contact', remoteAddress: '198.51.100.2' });
    expect(cached.statusCode).toBe(200);
    for (let i = 0; i < PAGE_RENDER_RATE_LIMIT.max; i += 1) expect((await miss()).statusCode).toBe(200);
    const refused = await miss();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain(`<noscript><p>${frErrors.tooManyRequests}</p></noscript>`);
    const english = await miss('203.0.113.5', { 'accept-language': 'en' });
    expect(english.statusCode).toBe(429);
    expect(english.body).toContain(`<noscript><p>${enErrors.tooManyRequests}</p></noscript>`);
    expect(renders).toHaveBeenCalledTimes(PAGE_RENDER_RATE_LIMIT.max + 1);
    // The cache's answers are not renders: the same IP still gets them.
    expect((await server.app.inject({ method: 'GET', url: '/fr/contact', remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
    expect((await miss('203.0.113.6')).statusCode).toBe(200);
  });

  test(`${MAX_CONCURRENT_RENDERS + MAX_WAITING_RENDERS + 2} misses at once, as from 8 connections: past the queue 503 at once, with Retry-After and the page for the browser`, async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fake = renders.getMockImplementation()!;
    renders.mockImplementation(async (request: rendering.RenderRequest) => {
      await gate;
      return fake(request);
    });
    const answers: { statusCode: number; headers: Record<string, unknown>; body: string }[] = [];
    const all = Array.from({ length: MAX_CONCURRENT_RENDERS + MAX_WAITING_RENDERS + 2 }, () => miss().then((answer) => answers.push(answer)));
    // Refused while every render still waits: not after them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503]);
    for (const answer of answers) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body).toContain(`<noscript><p>${frErrors.serverBusy}</p></noscript>`);
    }
    open();
    await Promise.all(all);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_CONCURRENT_RENDERS + MAX_WAITING_RENDERS);
  });
});
