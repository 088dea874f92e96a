import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { buildTestApp, type TestApp } from '../support/testApp';

const LCP = { name: 'LCP', value: 1834.6, rating: 'good', route: 'blogPage', navigationType: 'navigate' };

describe('POST /api/vitals', () => {
  let server: TestApp;
  let ip = 0;
  // Each test from its own address, so that only the rate-limit test meets the limit.
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++ip}`) =>
    server.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress,
    });
  const rows = () => server.app.db.selectFrom('vitals').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await buildTestApp({ seed: false });
  });

  beforeEach(() => server.app.db.deleteFrom('vitals').execute());

  afterAll(() => server.close());

  it('stores a measurement and answers 204 with no body and no cookie', async () => {
    const before = new Date().toISOString();
    const response = await post(LCP, { cookie: 'i18next=en' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ name: 'LCP', value: 1834.6, route: 'blogPage', rating: 'good', navigation_type: 'navigate' });
    expect(row!.created_at >= before).toBe(true);
  });

  it('keeps nothing that could identify the visitor: no IP, user or URL column', async () => {
    const vitals = (await server.app.db.introspection.getTables()).find((table) => table.name === 'vitals')!;
    expect(vitals.columns.map((column) => column.name).sort()).toEqual(['created_at', 'id', 'name', 'navigation_type', 'rating', 'route', 'value']);
  });

  it('stores a page’s measurements sent together in an array', async () => {
    const page = [
      { name: 'TTFB', value: 120, rating: 'good', route: 'contact', navigationType: 'reload' },
      { name: 'FCP', value: 640, rating: 'good', route: 'contact', navigationType: 'reload' },
      { name: 'CLS', value: 0.31, rating: 'poor', route: 'contact', navigationType: 'reload' },
    ];
    expect((await post(page)).statusCode).toBe(204);
    expect((await rows()).map((row) => [row.name, row.value, row.route, row.rating])).toEqual([
      ['TTFB', 120, 'contact', 'good'],
      ['FCP', 640, 'contact', 'good'],
      ['CLS', 0.31, 'contact', 'poor'],
    ]);
  });

  it('takes rating and navigation type as optional, and a charset in the content type', async () => {
    expect((await post({ name: 'CLS', value: 0.02, route: 'home' }, { 'content-type': 'application/json; charset=utf-8' })).statusCode).toBe(204);
    expect(await rows()).toEqual([expect.objectContaining({ name: 'CLS', value: 0.02, route: 'home', rating: null, navigation_type: null })]);
  });

  it.each([
    ['an unknown metric', { ...LCP, name: 'FPS' }],
    ['a URL instead of a route name', { ...LCP, route: '/fr/blog/page/2' }],
    ['an unknown route name', { ...LCP, route: 'backOffice' }],
    ['a negative value', { ...LCP, value: -1 }],
    ['a value as text', { ...LCP, value: '1834' }],
    ['a value over ten minutes', { ...LCP, value: 600_001 }],
    ['a layout shift score over 100', { name: 'CLS', value: 250, route: 'home' }],
    ['an unknown rating', { ...LCP, rating: 'great' }],
    ['an unknown navigation type', { ...LCP, navigationType: 'teleport' }],
    ['a field more (a URL)', { ...LCP, url: 'https://example.com/fr/mon-compte?token=secret' }],
    ['no route', { name: 'LCP', value: 1 }],
    ['an empty array', []],
    ['an array of more than 10', Array.from({ length: 11 }, () => ({ name: 'CLS', value: 0, route: 'home' }))],
    ['an array with one bad measurement', [LCP, { ...LCP, route: '/fr' }]],
    ['a string', '"LCP"'],
    ['null', 'null'],
  ])('refuses %s: 400 badRequest, nothing stored', async (_case, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'badRequest', message: fr.badRequest });
    // An array is stored whole or not at all.
    expect(await rows()).toEqual([]);
  });

  it('answers errors in the visitor’s language and names the failing field', async () => {
    const response = await post({ ...LCP, value: -5 }, { 'accept-language': 'en' });
    expect(response.json()).toEqual({ code: 'badRequest', message: en.badRequest, fields: { value: 'badRequest' } });
  });

  it('refuses broken JSON (400), a body over 1 KB (413) and any type but JSON (415)', async () => {
    expect((await post('{"name":')).statusCode).toBe(400);
    const big = await post({ ...LCP, navigationType: 'x'.repeat(1100) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'fileTooLarge' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post(JSON.stringify(LCP), { 'content-type': type });
      expect([type, response.statusCode]).toEqual([type, 415]);
    }
    expect(await rows()).toEqual([]);
  });

  it('limits each address to 300 requests a minute (429 tooManyRequests), others go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) statuses.push((await post(LCP, {}, '192.0.2.1')).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(300);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post(LCP, {}, '192.0.2.1');
    expect(limited.json()).toMatchObject({ code: 'tooManyRequests', message: fr.tooManyRequests });
    expect((await post(LCP, {}, '192.0.2.2')).statusCode).toBe(204);
    expect(await rows()).toHaveLength(301);
  });

  it('stores at most 2000 measurements a day from one address, then answers 429 with Retry-After; others go on', async () => {
    const page = Array.from({ length: 10 }, () => LCP);
    const before = (await rows()).length;
    const statuses: number[] = [];
    // 201 pages of 10 measurements: within the per-minute limit of 300 requests.
    for (let i = 0; i < 201; i += 1) statuses.push((await post(page, {}, '192.0.2.50')).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(200);
    const limited = await post(page, {}, '192.0.2.50');
    expect(limited.statusCode).toBe(429);
    // The day's window: hours, not the minute of the per-request limit.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60 * 60);
    expect((await rows()).length - before).toBe(2000);
    expect((await post(LCP, {}, '192.0.2.51')).statusCode).toBe(204);
  });
});
