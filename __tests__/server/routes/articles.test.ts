import fr from '../../../src/shared/locales/fr/errors.json';
import type { TestApp } from '../support/testApp';
import { HOSTILE_VALUES, PUBLISHED_ARTICLES, articleCardOf, buildContentApp, fixture, idOf } from './support/contentFixture';

describe('/api/articles', () => {
  let server: TestApp;
  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const slugs = (body: { data: { slug: string }[] }) => body.data.map((article) => article.slug);

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  describe('GET /get-all-articles', () => {
    it('answers every published article, newest first, and nothing else', async () => {
      const response = await get('/api/articles/get-all-articles');
      expect(response.statusCode).toBe(200);
      expect(slugs(response.json())).toEqual(PUBLISHED_ARTICLES.map((article) => article.slug));
    });

    it('lets browsers keep the answer, asking again each time (content changes show at once)', async () => {
      const response = await get('/api/articles/get-all-articles');
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    });
  });

  describe('GET /unique/{id}', () => {
    it('answers an article in both languages with its category, by slug', async () => {
      const response = await get('/api/articles/unique/strat-1');
      expect(response.statusCode).toBe(200);
      const seeded = fixture.articles.find((article) => article.slug === 'strat-1')!;
      expect(response.json()).toEqual({
        data: {
          id: await idOf(server, 'articles', 'strat-1'),
          slug: 'strat-1',
          title: { fr: 'Titre strat-1', en: 'Title strat-1' },
          excerpt: { fr: 'Résumé strat-1', en: 'Summary strat-1' },
          body: { fr: 'Corps de strat-1.', en: 'Body of strat-1.' },
          image: '/media/articles/strat-1.svg',
          imageAlt: { fr: 'Illustration de strat-1', en: 'Illustration of strat-1' },
          readingMinutes: 1,
          category: {
            id: expect.any(Number),
            slug: 'strategie',
            name: { fr: 'Stratégie', en: 'Strategy' },
            description: { fr: 'Cadrer.', en: 'Framing.' },
          },
          publishedAt: seeded.publishedAt,
          updatedAt: seeded.publishedAt,
        },
      });
    });

    it('answers the same article by its numeric id', async () => {
      const id = await idOf(server, 'articles', 'strat-1');
      const byId = await get(`/api/articles/unique/${id}`);
      const bySlug = await get('/api/articles/unique/strat-1');
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual(bySlug.json());
    });

    it('computes the reading time from the longer text, at about 200 words a minute', async () => {
      const response = await get('/api/articles/unique/dev-1');
      expect(response.json().data.readingMinutes).toBe(3);
    });

    it.each([
      ['an unknown slug', 'nope'],
      ['an unknown id', '999999'],
      ['a draft, by slug', 'brouillon'],
      ['an article scheduled for later, by slug', 'a-paraitre'],
    ])('answers 404 notFound for %s', async (_case, value) => {
      const response = await get(`/api/articles/unique/${value}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 404 for hidden articles asked by id', async () => {
      for (const slug of ['brouillon', 'a-paraitre']) {
        const response = await get(`/api/articles/unique/${await idOf(server, 'articles', slug)}`);
        expect(response.statusCode).toBe(404);
      }
    });
  });

  // The spec's related articles and the site's own related cards pick the same articles.
  describe.each(['/api/articles/get-3-articles', '/api/articles/related-cards'])('GET %s/{category}/{exclude}', (base) => {
    it('answers the 3 newest of the category without the article being read (by slug)', async () => {
      const response = await get(`${base}/developpement/dev-2`);
      expect(response.statusCode).toBe(200);
      expect(slugs(response.json())).toEqual(['dev-1', 'dev-3', 'dev-4']);
      expect(response.json().data[0].category.slug).toBe('developpement');
    });

    it('leaves out the article being read when given its id', async () => {
      const id = await idOf(server, 'articles', 'dev-1');
      const response = await get(`${base}/developpement/${id}`);
      expect(slugs(response.json())).toEqual(['dev-2', 'dev-3', 'dev-4']);
    });

    it('tops up from other categories, newest first, when the category has fewer', async () => {
      // design has one published article besides a draft and a scheduled one.
      const response = await get(`${base}/design/design-1`);
      expect(slugs(response.json())).toEqual(['dev-1', 'strat-1', 'strat-2']);

      const two = await get(`${base}/strategie/strat-1`);
      expect(slugs(two.json())).toEqual(['strat-2', 'dev-1', 'design-1']);
    });

    it('never answers the left-out article, whatever the category', async () => {
      for (const article of PUBLISHED_ARTICLES) {
        const id = await idOf(server, 'articles', article.slug);
        for (const exclude of [article.slug, String(id)]) {
          for (const category of ['strategie', 'developpement', 'design', 'inconnue']) {
            const response = await get(`${base}/${category}/${exclude}`);
            expect(response.statusCode).toBe(200);
            expect(slugs(response.json())).toHaveLength(3);
            expect(slugs(response.json())).not.toContain(article.slug);
          }
        }
      }
    });

    it('answers the 3 newest articles for an unknown category', async () => {
      const response = await get(`${base}/inconnue/nope`);
      expect(slugs(response.json())).toEqual(['dev-1', 'strat-1', 'design-1']);
    });

    it.each(HOSTILE_VALUES)('answers related articles or an error body, never a 500, for %s', async (_case, value) => {
      for (const url of [`${base}/${value}/dev-1`, `${base}/design/${value}`]) {
        const response = await get(url);
        expect([200, 400, 404]).toContain(response.statusCode);
        const body = response.json();
        if (response.statusCode === 200) expect(slugs(body)).not.toContain('brouillon');
        else expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    });
  });

  it('GET /related-cards answers each related article as its card shows it: the category by slug and name, no date of change', async () => {
    const summaries = (await get('/api/articles/get-3-articles/developpement/dev-2')).json().data as Parameters<typeof articleCardOf>[0][];
    const cards = (await get('/api/articles/related-cards/developpement/dev-2')).json().data;
    expect(cards).toEqual(summaries.map(articleCardOf));
    expect(cards).toHaveLength(3);
  });
});
