import fr from '../../../src/shared/locales/fr/errors.json';
import type { TestApp } from '../support/testApp';
import { buildContentApp, fixture, idOf } from './support/contentFixture';
import { isCheckViolation } from '../../../src/server/db/errors';

describe('/api/jobs', () => {
  let server: TestApp;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await buildContentApp();
  });

  afterAll(() => server.close());

  it('GET /get-all-jobs answers the open offers, newest first', async () => {
    const response = await get('/api/jobs/get-all-jobs');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((job: { slug: string }) => job.slug)).toEqual(['developpeur-full-stack-js', 'alternant-ux-ui']);
    const seeded = fixture.jobs[0]!;
    expect(data[0]).toEqual({
      id: await idOf(server, 'jobs', 'developpeur-full-stack-js'),
      slug: 'developpeur-full-stack-js',
      title: { fr: 'Poste developpeur-full-stack-js', en: 'Job developpeur-full-stack-js' },
      summary: { fr: 'En bref.', en: 'In short.' },
      employmentType: 'FULL_TIME',
      location: 'Bobigny, France',
      address: null,
      salary: null,
      postedAt: seeded.postedAt,
      validThrough: null,
      updatedAt: seeded.postedAt,
    });
    expect(data[1].employmentType).toBe('APPRENTICESHIP');
  });

  it('answers the pay range and the workplace address when the offer has them, whole or not at all', async () => {
    const update = (values: Record<string, string | number | null>) =>
      server.app.db.updateTable('jobs').set(values).where('slug', '=', 'alternant-ux-ui').execute();
    await update({ salary_min: 1050, salary_max: 1990, salary_currency: 'EUR', salary_unit: 'MONTH' });
    await update({ street_address: '1 rue Test', postal_code: '93000', address_locality: 'Bobigny', address_region: 'Île-de-France', address_country: 'FR' });
    let job = (await get('/api/jobs/unique/alternant-ux-ui')).json().data;
    expect(job.salary).toEqual({ min: 1050, max: 1990, currency: 'EUR', unit: 'MONTH' });
    expect(job.address).toEqual({ street: '1 rue Test', postalCode: '93000', locality: 'Bobigny', region: 'Île-de-France', countryCode: 'FR' });

    // Half an address or a salary without its unit would mislead: the API answers none.
    await update({ address_region: null, salary_unit: null });
    job = (await get('/api/jobs/unique/alternant-ux-ui')).json().data;
    expect(job).toMatchObject({ salary: null, address: null });
  });

  it('refuses a pay range that ends below its start or an unknown unit (database checks)', async () => {
    const update = (values: Record<string, string | number>) =>
      server.app.db.updateTable('jobs').set(values).where('slug', '=', 'developpeur-full-stack-js').execute();
    const refused = async (values: Record<string, string | number>) => isCheckViolation(await update(values).catch((error: unknown) => error));
    expect(await refused({ salary_min: 50000, salary_max: 40000 })).toBe(true);
    expect(await refused({ salary_unit: 'FORTNIGHT' })).toBe(true);
  });

  it('GET /unique/{id} answers an offer by slug (recruitment pages) and by id', async () => {
    const bySlug = await get('/api/jobs/unique/alternant-ux-ui');
    expect(bySlug.statusCode).toBe(200);
    const id = await idOf(server, 'jobs', 'alternant-ux-ui');
    const byId = await get(`/api/jobs/unique/${id}`);
    expect(byId.json()).toEqual(bySlug.json());
    expect(byId.json().data).toMatchObject({ id, slug: 'alternant-ux-ui' });
  });

  it.each([
    ['an unknown slug', 'stagiaire-cafe'],
    ['an unknown id', '31337'],
    ['a filled offer', 'offre-pourvue'],
    ['an offer posted later', 'offre-a-venir'],
    ['an offer past its closing date', 'offre-expiree'],
  ])('GET /unique/{id} answers 404 notFound for %s', async (_case, value) => {
    const response = await get(`/api/jobs/unique/${value}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
  });
});
