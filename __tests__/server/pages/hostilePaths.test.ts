import { buildTestApp, type TestApp } from '../support/testApp';

describe('a path with a control character', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  test.each(['/fr/a%0ab', '/fr/a%0Db', '/fr/blog%0A', '/fr/contact%0d%0aSet-Cookie:%20x=1', '/fr/a%00b', '/fr/a%7fb'])('%s answers the 404 page', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1[^>]*>Page introuvable/);
    expect(response.body).toContain('<meta name="robots" content="noindex"');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
