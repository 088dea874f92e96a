import { RUNTIME_CONFIG_ELEMENT_ID } from '../../../src/shared/runtimeConfig';
import fr from '../../../src/shared/locales/fr/errors.json';
import { buildTestApp, captureLogger, HASHED_CSS, type TestApp } from '../support/testApp';

/** The JSON inside the config element, read the way a browser would: up to the first </script>. */
function runtimeConfigIn(html: string): unknown {
  const match = new RegExp(`<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error('no config element');
  return JSON.parse(match[1]!);
}

const HOSTILE_NAME = 'Evil</script><script>alert(1)</script> $& $1';

describe('pages: every other GET, rendered on the server', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({
      env: {
        COMPANY_NAME: HOSTILE_NAME,
        SITE_URL: 'https://agency.example',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      },
    });
  });

  afterAll(() => server.close());

  it.each(['/fr', '/fr/article/progressive-web-app?x=1', '/fr/contact'])(
    'answers GET %s with the page rendered into index.html, carrying the run-time config, revalidated',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toMatch(/<div id="root">.*<!--\$-->.*<h1/s);
      expect(response.body).not.toContain('"placeholder":true');
      expect(runtimeConfigIn(response.body)).toEqual({
        stripePublishableKey: 'pk_test_abc',
        siteUrl: 'https://agency.example',
        company: { name: HOSTILE_NAME },
      });
    },
  );

  it('writes the stylesheet into the page, so that it paints from its HTML alone', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/fr/contact' });
    // Named as webpack's CSS loader looks for it, which then does not fetch the file again.
    expect(response.body).toContain(`<style data-href="/${HASHED_CSS}">body { margin: 0 }\n</style>`);
    expect(response.body).not.toMatch(/<link[^>]*rel="?stylesheet/);
  });

  it.each([
    ['/', '/fr'],
    ['/?lng=en', '/fr?lng=en'],
    ['/en', '/fr'],
    ['/index.html', '/fr/index.html'],
    // The router works on decoded paths; the header gets the encoded one back.
    ['/de/caf%C3%A9-%F0%9F%98%80', '/fr/caf%C3%A9-%F0%9F%98%80'],
  ])('redirects %s to %s, a route under the language', async (url, location) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('answers an unknown page with 404 and the not-found page, in the runtime-configured frame', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/fr/anything' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<meta name="robots" content="noindex" data-seo>');
    expect(response.body).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
  });

  it.each([
    ['an English Accept-Language', { 'accept-language': 'en' }],
    ['an English cookie', { cookie: 'i18next=en' }],
  ])('answers an unknown page asked with %s with 404 and the English not-found page, never an empty redirect', async (_label, headers) => {
    const response = await server.app.inject({ method: 'GET', url: '/fr/nimporte-quoi', headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(response.body).toContain('<html lang="en"');
  });

  it('keeps a configured value from closing the script element', async () => {
    const { body } = await server.app.inject({ method: 'GET', url: '/fr' });
    // The run-time config, the early-taps script, the bundle, the Organization JSON-LD and the page's state: the hostile name closed none of them.
    expect(body.match(/<script/g)).toHaveLength(5);
    expect(body).not.toContain('sk_test_abc');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/fr/contact' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('answers 404 for a chunk of an older build, so the client retries at once', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/main.0123456789.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('answers an unknown /api path with JSON, not the page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/articles/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
  });
});

describe('pages without a client build', () => {
  it('answers 503 saying to build, and warns at start-up', async () => {
    const { logger, lines } = captureLogger('warn');
    const server = await buildTestApp({ indexHtml: false, logger });
    try {
      expect(lines.join('\n')).toMatch(/npm run build/);
      const response = await server.app.inject({ method: 'GET', url: '/fr' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('npm run build');
      const api = await server.app.inject({ method: 'GET', url: '/api/nope' });
      expect(api.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('refuses to start when index.html has no config element', async () => {
    await expect(buildTestApp({ indexHtml: '<!doctype html><html><body></body></html>' })).rejects.toThrow(/app-config/);
  });
});
