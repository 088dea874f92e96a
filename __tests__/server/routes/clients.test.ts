import fr from '../../../src/shared/locales/fr/errors.json';
import type { TestApp } from '../support/testApp';
import { buildContentApp } from './support/contentFixture';

describe('/api/clients', () => {
  let server: TestApp;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  it('GET /get-all/ answers the published clients in their display order', async () => {
    const response = await get('/api/clients/get-all/');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((client: { slug: string }) => client.slug)).toEqual(['boulangerie', 'association']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      slug: 'boulangerie',
      name: 'Boulangerie Martin',
      summary: { fr: 'Pain.', en: 'Bread.' },
      logo: '/media/clients/boulangerie.svg',
      wordmark: '/media/clients/wordmarks/boulangerie.svg',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('GET /get-all (without the trailing slash) answers the same', async () => {
    const withSlash = await get('/api/clients/get-all/');
    const without = await get('/api/clients/get-all');
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
  });

  it("GET /cards answers what home's strip shows of each published client, in display order: no summary, no date of change", async () => {
    const response = await get('/api/clients/cards');
    expect(response.statusCode).toBe(200);
    const summaries = (await get('/api/clients/get-all/')).json().data as { summary: unknown; updatedAt: string }[];
    expect(response.json().data).toEqual(summaries.map(({ summary: _summary, updatedAt: _updatedAt, ...card }) => card));
    expect(Object.keys(response.json().data[0]).sort()).toEqual(['id', 'logo', 'name', 'slug', 'wordmark']);
  });

  it('GET /get-by-slug/{slug} answers one client', async () => {
    const response = await get('/api/clients/get-by-slug/association');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ slug: 'association', name: 'Association Voisins', summary: { fr: 'Voisins.', en: 'Neighbours.' } });
  });

  it.each([
    ['an unknown slug', 'inconnu'],
    ['an unpublished client', 'client-cache'],
    ['a numeric id (clients are asked by slug only)', '1'],
    ['a slug in capitals', 'BOULANGERIE'],
  ])('GET /get-by-slug/{slug} answers 404 notFound for %s', async (_case, slug) => {
    const response = await get(`/api/clients/get-by-slug/${slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
  });
});
