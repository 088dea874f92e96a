import * as clients from '../../../src/server/services/content/clients';
import * as rendering from '../../../src/server/pages/renderPage';
import { buildTestApp, type TestApp } from '../support/testApp';

const MB = 1024 * 1024;

/**
 * PAGE_CACHE_MAX_MB and API_CACHE_MAX_MB bound what the two caches keep: past the cap the least
 * recently served answer is dropped, and computed again when asked for.
 */
describe('the caches’ byte caps', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function start(env: Record<string, string> = {}): Promise<TestApp> {
    const app = await buildTestApp({ env });
    apps.push(app);
    return app;
  }
  const get = async (server: TestApp, url: string) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    return response.rawPayload.length;
  };

  test('a page cache capped under two pages renders the first again after the second; uncapped it keeps both', async () => {
    const sizes = await start();
    const contact = await get(sizes, '/fr/contact');
    const agency = await get(sizes, '/fr/l-agence');
    // Less than the two pages' HTML alone.
    const capMb = ((contact + agency) * 0.95) / MB;

    const renders = jest.spyOn(rendering, 'renderPage');
    for (const url of ['/fr/contact', '/fr/l-agence', '/fr/contact']) await get(sizes, url);
    expect(renders).toHaveBeenCalledTimes(0);

    const capped = await start({ PAGE_CACHE_MAX_MB: String(capMb) });
    for (const url of ['/fr/contact', '/fr/l-agence', '/fr/contact']) await get(capped, url);
    expect(renders).toHaveBeenCalledTimes(3);
  });

  test('an API cache capped under two answers computes the first again after the second', async () => {
    const sizes = await start();
    const clientList = await get(sizes, '/api/clients/get-all/');
    const articleList = await get(sizes, '/api/articles/get-all-articles');
    expect(articleList).toBeGreaterThan(clientList * 2);

    const computed = jest.spyOn(clients, 'listClients');
    for (const url of ['/api/clients/get-all/', '/api/articles/get-all-articles', '/api/clients/get-all/']) await get(sizes, url);
    expect(computed).toHaveBeenCalledTimes(0);

    // Room for the clients' answer and its compressed forms, not for the articles' too.
    const capped = await start({ API_CACHE_MAX_MB: String((clientList * 2) / MB) });
    for (const url of ['/api/clients/get-all/', '/api/articles/get-all-articles', '/api/clients/get-all/']) await get(capped, url);
    expect(computed).toHaveBeenCalledTimes(2);
  });
});
