import { BLOG_PAGE_SIZE } from '../../../src/shared/content';
import type { TestApp } from '../support/testApp';
import { PUBLISHED_ARTICLES, articleCardOf, buildContentApp } from './support/contentFixture';

// The spec's pages and the site's own card pages page the same way.
describe.each(['/api/blog/page', '/api/blog/cards'])('GET %s/{n}', (base) => {
  let server: TestApp;
  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const total = PUBLISHED_ARTICLES.length;
  const totalPages = Math.ceil(total / BLOG_PAGE_SIZE);
  const newestFirst = PUBLISHED_ARTICLES.map((article) => article.slug);

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  it('answers the first page, newest first, with the pagination fields', async () => {
    const response = await get(`${base}/1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'page', 'pageSize', 'total', 'totalPages']);
    expect(body).toMatchObject({ page: 1, pageSize: BLOG_PAGE_SIZE, total, totalPages });
    expect(body.data.map((article: { slug: string }) => article.slug)).toEqual(newestFirst.slice(0, BLOG_PAGE_SIZE));
    expect(body.data[0]).toMatchObject({ slug: newestFirst[0], title: expect.any(Object), category: expect.any(Object), readingMinutes: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers the rest on the last page', async () => {
    const body = (await get(`${base}/${totalPages}`)).json();
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(body).toMatchObject({ page: totalPages, total, totalPages });
    expect(body.data.map((article: { slug: string }) => article.slug)).toEqual(newestFirst.slice((totalPages - 1) * BLOG_PAGE_SIZE));
  });

  it('answers an empty page with the real totals past the last page', async () => {
    for (const page of [totalPages + 1, 1000, 999999999999999]) {
      const response = await get(`${base}/${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], page, pageSize: BLOG_PAGE_SIZE, total, totalPages });
    }
  });

  it.each([
    ['a word', 'abc'],
    ['zero', '0'],
    ['a negative number', '-1'],
    ['a decimal', '1.5'],
    ['an exponent', '1e3'],
    ['hexadecimal', '0x2'],
    ['a number with text', '2abc'],
    ['SQL', encodeURIComponent("1' OR 1=1 --")],
    ['a NUL byte', '%00'],
    ['unicode', encodeURIComponent('２')],
    ['a number too long for a page', '1'.repeat(40)],
  ])('reads %s as page 1', async (_case, value) => {
    const response = await get(`${base}/${value}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(1);
    expect(body.data.map((article: { slug: string }) => article.slug)).toEqual(newestFirst.slice(0, BLOG_PAGE_SIZE));
  });

  it('never lists a draft or a scheduled article on any page', async () => {
    for (let page = 1; page <= totalPages; page++) {
      const body = (await get(`${base}/${page}`)).json();
      for (const article of body.data) expect(['brouillon', 'a-paraitre']).not.toContain(article.slug);
    }
  });

  it('reads an empty page number as page 1', async () => {
    const response = await get(`${base}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 1, total });
  });
});

describe('GET /api/blog/cards/{n}', () => {
  let server: TestApp;
  const get = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  it("answers the page's articles as their cards show them: the category by slug and name, no date of change", async () => {
    const page = await get('/api/blog/page/1');
    const cards = await get('/api/blog/cards/1');
    expect(cards).toEqual({ ...page, data: page.data.map(articleCardOf) });
    expect(cards.data.length).toBeGreaterThan(0);
  });
});

describe('GET /api/blog/page/{n} on an empty blog', () => {
  it('answers page 1, empty, of 1 page', async () => {
    const { buildTestApp } = await import('../support/testApp');
    const server = await buildTestApp({ seed: false });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/blog/page/1' });
      expect(response.json()).toEqual({ data: [], page: 1, pageSize: BLOG_PAGE_SIZE, total: 0, totalPages: 1 });
    } finally {
      await server.close();
    }
  });
});
