import { buildTestApp, HASHED_JS, type TestApp } from '../support/testApp';

const BASELINE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp();
    server.app.get('/api/test/crash', async () => {
      throw new Error('boom');
    });
  });

  afterAll(() => server.close());

  it.each([
    ['GET', '/fr'],
    ['GET', `/${HASHED_JS}`],
    ['POST', '/api/language/send'],
    ['GET', '/api/nope'],
    ['GET', '/api/test/crash'],
  ] as const)('are on %s %s', async (method, url) => {
    const response = await server.app.inject({ method, url, payload: method === 'POST' ? { lang: 'fr' } : undefined });
    expect(response.headers).toMatchObject(BASELINE);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it('is sent in production only', async () => {
    const server = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/fr' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await server.close();
    }
  });
});
