import { hasRateLimitHeaders } from '../api';
import { buildTestApp, type TestApp } from '../../__tests__/server/support/testApp';

// The benchmark tells a rate-limited route by its headers: checked here against the real app.
describe('hasRateLimitHeaders', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  test('sees the limit on a limited route', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/messages/create-message',
      payload: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour, un devis ?' },
    });
    expect(response.statusCode).toBe(201);
    expect(hasRateLimitHeaders(Object.keys(response.headers))).toBe(true);
  });

  test.each(['/api/articles/get-all-articles', '/api/articles/unique/progressive-web-app', '/api/blog/page/1', '/api/clients/get-all/'])(
    'sees none on the content endpoint %s',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(hasRateLimitHeaders(Object.keys(response.headers))).toBe(false);
    },
  );
});
