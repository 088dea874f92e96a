import fr from '../../../src/shared/locales/fr/errors.json';
import type { TestApp } from '../support/testApp';
import { BAD_PERCENT_ENCODING, HOSTILE_VALUES, buildContentApp, fixture, idOf } from './support/contentFixture';

describe('/api/projects', () => {
  let server: TestApp;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  it('GET /get-all-published-projects answers the published projects, newest first, with their client', async () => {
    const response = await get('/api/projects/get-all-published-projects');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((project: { slug: string }) => project.slug)).toEqual(['site-boulangerie', 'outil-interne']);
    const seeded = fixture.projects[0]!;
    expect(data[0]).toEqual({
      id: await idOf(server, 'projects', 'site-boulangerie'),
      slug: 'site-boulangerie',
      title: { fr: 'Projet site-boulangerie', en: 'Project site-boulangerie' },
      summary: { fr: 'Résumé.', en: 'Summary.' },
      image: '/media/projects/site-boulangerie.svg',
      client: { slug: 'boulangerie', name: 'Boulangerie Martin' },
      challenge: seeded.challenge,
      approach: seeded.approach,
      result: seeded.result,
      outcomes: seeded.outcomes,
      stack: seeded.stack,
      screens: seeded.screens,
      publishedAt: seeded.publishedAt,
      updatedAt: seeded.publishedAt,
    });
    expect(data[1].client).toBeNull();
  });

  it('GET /cards answers what a card shows of each published project, newest first, and no case study', async () => {
    const response = await get('/api/projects/cards');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const seeded = fixture.projects[0]!;
    expect(data.map((project: { slug: string }) => project.slug)).toEqual(['site-boulangerie', 'outil-interne']);
    expect(data[0]).toEqual({
      id: await idOf(server, 'projects', 'site-boulangerie'),
      slug: 'site-boulangerie',
      title: { fr: 'Projet site-boulangerie', en: 'Project site-boulangerie' },
      summary: { fr: 'Résumé.', en: 'Summary.' },
      image: '/media/projects/site-boulangerie.svg',
      client: { slug: 'boulangerie', name: 'Boulangerie Martin' },
      stack: seeded.stack,
      publishedAt: seeded.publishedAt,
    });
    expect(data[1].client).toBeNull();
  });

  it('GET /cards/{count} answers the newest cards, as many as asked or all there are', async () => {
    const all = (await get('/api/projects/cards')).json().data;
    const one = await get('/api/projects/cards/1');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(all.slice(0, 1));
    expect((await get('/api/projects/cards/99')).json().data).toEqual(all);
  });

  it.each([...HOSTILE_VALUES.filter(([, value]) => value !== ''), ['a count past 99', '100'], ['a leading zero', '01'], ['an exponent', '1e1'], ['a plus sign', '+3'], ['spaces', '%203']])(
    'GET /cards/{count} answers an error body, never a 500, for %s',
    async (_case, value) => {
      const response = await get(`/api/projects/cards/${value}`);
      // Past the router's longest path segment no route matches: the API's 404.
      const code = value.length > 100 ? 'notFound' : 'badRequest';
      expect(response.statusCode).toBe(code === 'notFound' ? 404 : 400);
      expect(response.json()).toMatchObject({ code, message: fr[code] });
    },
  );

  it('GET /cards/{count} answers 400, never a 500, for a malformed percent-encoding', async () => {
    expect((await get(`/api/projects/cards/${BAD_PERCENT_ENCODING}`)).statusCode).toBe(400);
  });

  it('GET /unique/{id} answers a project by id and by slug', async () => {
    const id = await idOf(server, 'projects', 'outil-interne');
    const byId = await get(`/api/projects/unique/${id}`);
    const bySlug = await get('/api/projects/unique/outil-interne');
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({ id, slug: 'outil-interne', client: null });
    expect(bySlug.json()).toEqual(byId.json());
  });

  it.each([
    ['an unknown slug', 'inconnu'],
    ['an unknown id', '424242'],
    ['an unpublished project', 'projet-brouillon'],
    ['a project scheduled for later', 'projet-a-venir'],
  ])('GET /unique/{id} answers 404 notFound for %s', async (_case, value) => {
    const response = await get(`/api/projects/unique/${value}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
  });

  it('shows a project once its publication date has passed', async () => {
    await server.app.db.updateTable('projects').set({ published_at: new Date(Date.now() - 1000).toISOString() }).where('slug', '=', 'projet-a-venir').execute();
    try {
      const response = await get('/api/projects/unique/projet-a-venir');
      expect(response.statusCode).toBe(200);
    } finally {
      await server.app.db.updateTable('projects').set({ published_at: new Date(Date.now() + 86_400_000).toISOString() }).where('slug', '=', 'projet-a-venir').execute();
    }
  });

  it('a case study whose stored lists are not JSON arrays answers empty lists, not a 500', async () => {
    const id = await idOf(server, 'projects', 'site-boulangerie');
    const before = await server.app.db.selectFrom('projects').select(['outcomes', 'stack', 'screens']).where('id', '=', id).executeTakeFirstOrThrow();
    await server.app.db.updateTable('projects').set({ outcomes: '{not json', stack: '"React"', screens: 'null' }).where('id', '=', id).execute();
    try {
      const response = await get('/api/projects/unique/site-boulangerie');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ outcomes: [], stack: [], screens: [], challenge: fixture.projects[0]!.challenge });
    } finally {
      await server.app.db.updateTable('projects').set(before).where('id', '=', id).execute();
    }
  });
});
