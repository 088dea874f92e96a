import { INTERACTIVE_PAGES, INTERACTIVE_VISITOR } from '../interactive';
import { acceptLanguage } from '../support';
import { buildTestApp, type TestApp } from '../../__tests__/server/support/testApp';

// The interactive section times each page from navigation start: its visitor must get the page
// itself, not a redirect to another language's address first (a round trip the baseline has not).
describe("the interactive section's visitor", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  test.each(INTERACTIVE_PAGES.map(({ path }) => path))('gets %s at once', async (url) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': INTERACTIVE_VISITOR.acceptLanguage } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toMatch(/<html[^>]* lang="fr"/);
  });

  test('an English browser is sent elsewhere first, as it was before the visitor was set', async () => {
    const { path } = INTERACTIVE_PAGES[0]!;
    const response = await server.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', 'accept-language': acceptLanguage('en-US') } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${path}?lng=en`);
  });
});
