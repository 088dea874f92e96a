import fr from '../../../src/shared/locales/fr/errors.json';
import type { TestApp } from '../support/testApp';
import { buildContentApp, idOf } from './support/contentFixture';

describe('/api/items', () => {
  let server: TestApp;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  it('GET /get-all-items answers the items on sale, in display order, priced in euro cents', async () => {
    const response = await get('/api/items/get-all-items');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual([
      {
        id: await idOf(server, 'items', 'audit'),
        slug: 'audit',
        title: { fr: 'Article audit', en: 'Item audit' },
        description: { fr: 'Description.', en: 'Description.' },
        image: '/media/items/audit.svg',
        priceCents: 49000,
        currency: 'eur',
      },
      expect.objectContaining({ slug: 'atelier', priceCents: 120000, currency: 'eur' }),
    ]);
  });

  it('GET /unique/{id} answers an item by id and by slug', async () => {
    const id = await idOf(server, 'items', 'atelier');
    const byId = await get(`/api/items/unique/${id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({ id, slug: 'atelier', priceCents: 120000 });
    expect((await get('/api/items/unique/atelier')).json()).toEqual(byId.json());
  });

  it('needs no account to read (the payment itself does)', async () => {
    const response = await get('/api/items/get-all-items');
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an unknown slug', 'licorne'],
    ['an unknown id', '8080'],
    ['an item no longer sold', 'article-retire'],
  ])('GET /unique/{id} answers 404 notFound for %s', async (_case, value) => {
    const response = await get(`/api/items/unique/${value}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
  });
});
