import fr from '../../../src/shared/locales/fr/errors.json';
import type { TestApp } from '../support/testApp';
import { BAD_PERCENT_ENCODING, HIDDEN_SLUGS, HOSTILE_VALUES, buildContentApp, idOf } from './support/contentFixture';

/** What every content endpoint shares: hidden content never leaves, bad path values never break. */

const LISTS = [
  '/api/articles/get-all-articles',
  '/api/blog/page/1',
  '/api/blog/page/2',
  '/api/blog/cards/1',
  '/api/blog/cards/2',
  '/api/articles/get-3-articles/design/dev-1',
  '/api/articles/get-3-articles/strategie/strat-1',
  '/api/articles/related-cards/design/dev-1',
  '/api/clients/get-all/',
  '/api/clients/cards',
  '/api/projects/get-all-published-projects',
  '/api/projects/cards',
  '/api/projects/cards/2',
  '/api/jobs/get-all-jobs',
  '/api/items/get-all-items',
];

/** Each detail endpoint, the table it reads (null: by slug only) and its hidden rows. */
const DETAILS: [prefix: string, table: 'articles' | 'projects' | 'jobs' | 'items' | null, hidden: string[]][] = [
  ['/api/articles/unique/', 'articles', ['brouillon', 'a-paraitre']],
  ['/api/projects/unique/', 'projects', ['projet-brouillon', 'projet-a-venir']],
  ['/api/jobs/unique/', 'jobs', ['offre-pourvue', 'offre-a-venir', 'offre-expiree']],
  ['/api/items/unique/', 'items', ['article-retire']],
  ['/api/clients/get-by-slug/', null, ['client-cache']],
];

/**
 * Lists answer summaries: the long text comes only with one piece's own address (items keep their
 * description: the items page pays from the list). An article's image alternative too: a card's image is decorative.
 */
const SUMMARIES: [list: string, text: 'body' | 'description', detailPrefix: string][] = [
  ['/api/articles/get-all-articles', 'body', '/api/articles/unique/'],
  ['/api/blog/page/1', 'body', '/api/articles/unique/'],
  ['/api/articles/get-3-articles/design/dev-1', 'body', '/api/articles/unique/'],
  ['/api/blog/cards/1', 'body', '/api/articles/unique/'],
  ['/api/articles/related-cards/design/dev-1', 'body', '/api/articles/unique/'],
  ['/api/clients/get-all/', 'body', '/api/clients/get-by-slug/'],
  ['/api/clients/cards', 'body', '/api/clients/get-by-slug/'],
  ['/api/projects/get-all-published-projects', 'body', '/api/projects/unique/'],
  ['/api/projects/cards', 'body', '/api/projects/unique/'],
  ['/api/jobs/get-all-jobs', 'description', '/api/jobs/unique/'],
];

describe('content endpoints', () => {
  let server: TestApp;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  it('never list a draft, a scheduled row or an inactive row', async () => {
    for (const url of LISTS) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      for (const slug of HIDDEN_SLUGS) expect(response.body).not.toContain(`"${slug}"`);
    }
  });

  it.each(SUMMARIES)('%s lists summaries without the %s, which the detail answers', async (list, text, detailPrefix) => {
    const { data } = (await get(list)).json() as { data: { slug: string }[] };
    expect(data.length).toBeGreaterThan(0);
    for (const entry of data) {
      expect(entry).not.toHaveProperty(text);
      expect(entry).not.toHaveProperty('imageAlt');
    }
    const detail = (await get(detailPrefix + data[0]!.slug)).json() as { data: Record<string, unknown> };
    expect(detail.data).toMatchObject({ ...data[0], [text]: { fr: expect.any(String), en: expect.any(String) } });
  });

  // The card lists take no query: whatever one carries, they answer as without it.
  it.each(['/api/blog/cards/1', '/api/articles/related-cards/design/dev-1', '/api/clients/cards', '/api/projects/cards', '/api/projects/cards/2'])(
    '%s answers the same, never a 500, whatever its query string',
    async (list) => {
      const plain = await get(list);
      for (const query of ['?page=%00', '?__proto__[x]=1&constructor=2', `?a=${'x'.repeat(5000)}`, "?category=' OR 1=1 --", '?lng=en&lng=fr', '?%E0%A4%A=1']) {
        const response = await get(list + query);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(plain.body);
      }
    },
  );

  it('answer 404 notFound for hidden rows, by slug and by id', async () => {
    for (const [prefix, table, hidden] of DETAILS) {
      for (const slug of hidden) {
        const values = table === null ? [slug] : [slug, String(await idOf(server, table, slug))];
        for (const value of values) {
          const response = await get(prefix + value);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
        }
      }
    }
  });

  describe.each(DETAILS)('%s', (prefix) => {
    it.each(HOSTILE_VALUES)('answer an error body, never a 500, for %s', async (_case, value) => {
      const response = await get(prefix + value);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
    });

    it('answer 400, never a 500, for a malformed percent-encoding', async () => {
      const response = await get(prefix + BAD_PERCENT_ENCODING);
      expect(response.statusCode).toBe(400);
    });

    it('leave the tables as they were after an injection attempt', async () => {
      const before = await server.app.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      await get(prefix + encodeURIComponent("x'; DELETE FROM articles; --"));
      const after = await server.app.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(after.count).toBe(before.count);
    });
  });

  it('answer unknown routes under a content prefix with the API 404 body', async () => {
    const response = await get('/api/articles/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
  });

  it('refuse other methods than GET', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/articles/get-all-articles', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notFound' });
  });
});
