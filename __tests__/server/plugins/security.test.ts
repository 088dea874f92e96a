import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import type { Response } from 'light-my-request';
import sharp from 'sharp';
import { EARLY_TAPS_SCRIPT, EARLY_TAPS_SCRIPT_HASH } from '../../../src/server/pages/earlyTaps';
import { CONTENT_CACHE_CONTROL } from '../../../src/server/plugins/answerCache';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../../src/server/plugins/security';
import { candidacyFields, CANDIDACY_URL, pdfOfSize } from '../support/candidacy';
import { multipart } from '../support/multipart';
import { signUpStaff } from '../support/staff';
import { PASSWORD, signUp, someAddress, type TestAccount } from '../support/accounts';
import { buildTestApp, HASHED_JS, type TestApp } from '../support/testApp';

// Every route the app declares, whatever plugin declares it: the sweep below cannot miss a new one.
const declaredRoutes: { method: string; url: string }[] = [];
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const withRouteList = (options: object) => {
    const app = actual(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) declaredRoutes.push({ method, url: route.url });
    });
    return app;
  };
  return Object.assign(withRouteList, actual, { default: withRouteList, fastify: withRouteList });
});

const BASELINE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
};

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name = '', ...values] = part.split(/\s+/);
    return [name, values.join(' ')];
  }));
}

/** All the headers of the issue, on one answer; HSTS for a year when in production. */
function expectSecurityHeaders(label: string, response: Response, production: boolean) {
  const got = {
    label,
    ...Object.fromEntries(Object.keys(BASELINE).map((name) => [name, response.headers[name]])),
    'strict-transport-security': response.headers['strict-transport-security'],
    opener: response.headers['cross-origin-opener-policy'],
  };
  expect(got).toEqual({
    label,
    ...BASELINE,
    'strict-transport-security': production ? 'max-age=31536000; includeSubDomains' : undefined,
    // Stripe's wallets and bank checks may answer from a popup the page opens: it keeps its opener.
    opener: expect.stringMatching(/^same-origin(-allow-popups)?$/),
  });
  const csp = directives(String(response.headers['content-security-policy']));
  // A fetch directive that is not named falls back to default-src (base-uri and frame-ancestors never do).
  const fetching = (name: string) => csp.get(name) ?? csp.get('default-src');
  expect({ label, scripts: fetching('script-src')?.includes("'unsafe-inline'") }).toEqual({ label, scripts: false });
  expect({ label, object: fetching('object-src'), base: csp.get('base-uri'), frames: csp.get('frame-ancestors') }).toEqual({
    label,
    object: "'none'",
    base: "'none'",
    frames: "'none'",
  });
}

describe('the permissions policy', () => {
  it('turns off what the site never uses, and leaves payment to the site and Stripe (wallets in the Payment Element)', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((part) => part.split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid']) expect([feature, features.get(feature)]).toEqual([feature, '()']);
    expect(features.get('payment')).toBe('(self "https://js.stripe.com")');
  });
});

describe('the content security policy', () => {
  it('allows scripts from this site and Stripe only, never eval, and inline only the early-taps script by its hash', () => {
    const csp = directives(CONTENT_SECURITY_POLICY);
    expect(csp.get('script-src')).toBe(`'self' ${EARLY_TAPS_SCRIPT_HASH} https://js.stripe.com https://*.js.stripe.com`);
    expect(csp.get('default-src')).toBe("'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });
});

describe("the API's content security policy", () => {
  it('lets nothing load and nothing frame an answer: JSON and images are never documents to run', () => {
    expect(directives(API_CONTENT_SECURITY_POLICY)).toEqual(
      new Map([
        ['default-src', "'none'"],
        ['base-uri', "'none'"],
        ['frame-ancestors', "'none'"],
      ]),
    );
  });
});

describe.each([
  ['in production', true],
  ['in development', false],
])('security headers on every answer %s', (_mode, production) => {
  let server: TestApp;
  let account: TestAccount;
  let avatarUrl: string;

  beforeAll(async () => {
    declaredRoutes.length = 0;
    server = await buildTestApp({ env: production ? { NODE_ENV: 'production' } : {} });
    server.app.get('/api/test/crash', async () => {
      throw new Error('boom');
    });
    // A photo in the build's media, for the image endpoint.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } }).jpeg().toBuffer();
    fs.writeFileSync(path.join(server.config.clientDir, 'media', 'photo.jpg'), photo);
    account = await signUp(server.app);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } }).png().toBuffer();
    const boundary = 'x-security-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nLéa\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="lastName"\r\n\r\nMartin\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${account.email}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/users/update-infos/${account.id}`,
      payload,
      headers: { ...account.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    avatarUrl = updated.json().data.profileImage;
  });

  afterAll(() => server.close());

  /** A concrete URL for a declared route: parameters get plausible values. */
  function concrete(url: string): string {
    return url
      .replace(':userId', String(account.id))
      .replace(':email', encodeURIComponent(account.email))
      .replace(':name', path.basename(avatarUrl))
      .replace(/:[A-Za-z]+/g, '1')
      .replace(/\*$/, 'fr/blog');
  }

  it('are on every declared route, anonymous and logged in', async () => {
    const routes = declaredRoutes.filter((route) => route.url !== '/api/test/crash');
    // The sweep really covers the app: the API, the static build and the SPA fallback.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/users/me', '/api/payments/webhook', `/${HASHED_JS}`, '/*']));
    const statuses = new Set<number>();
    for (const { method, url } of routes) {
      for (const headers of [{}, account.auth]) {
        const response = await server.app.inject({
          method: method as 'GET',
          url: concrete(url),
          headers,
          payload: ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? {} : undefined,
          remoteAddress: someAddress(),
        });
        statuses.add(response.statusCode);
        expectSecurityHeaders(`${method} ${url} ${Object.keys(headers).length ? 'logged in' : 'anonymous'} → ${response.statusCode}`, response, production);
      }
    }
    // 200s, refusals, 404s, and payments switched off (503) were all seen.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404, 503]));
  });

  const kinds: [string, () => Promise<Response>, number][] = [
    ['the SPA page', () => server.app.inject({ method: 'GET', url: '/fr' }), 200],
    ['a hashed asset', () => server.app.inject({ method: 'GET', url: `/${HASHED_JS}` }), 200],
    ['a plain static file', () => server.app.inject({ method: 'GET', url: '/humans.txt' }), 200],
    ['an API 200', () => server.app.inject({ method: 'GET', url: '/api/articles/get-all-articles' }), 200],
    ['an unknown API path', () => server.app.inject({ method: 'GET', url: '/api/nope' }), 404],
    ['an unknown method', () => server.app.inject({ method: 'DELETE', url: '/api/articles/get-all-articles' }), 404],
    ['a crash (500)', () => server.app.inject({ method: 'GET', url: '/api/test/crash' }), 500],
    ['an unsupported body type (415)', () => server.app.inject({ method: 'POST', url: '/api/language/send', payload: 'fr', headers: { 'content-type': 'text/plain' } }), 415],
    ['invalid JSON', () => server.app.inject({ method: 'POST', url: '/api/language/send', payload: '{', headers: { 'content-type': 'application/json' } }), 400],
    [
      'a body over the limit (413)',
      () => server.app.inject({ method: 'POST', url: '/api/messages/create-message', payload: { message: 'x'.repeat(1024 * 1024 + 1) } }),
      413,
    ],
    ['an image', () => server.app.inject({ method: 'GET', url: '/api/images/get-image?imageURL=/media/photo.jpg&width=20' }), 200],
    ['an avatar', () => server.app.inject({ method: 'GET', url: avatarUrl }), 200],
    ['a missing avatar', () => server.app.inject({ method: 'GET', url: '/uploads/avatars/nothing.webp' }), 404],
    ['a payment call without a session (onRequest hook)', () => server.app.inject({ method: 'GET', url: '/api/payments/mine' }), 401],
    ['a protected route without a token (preValidation hook)', () => server.app.inject({ method: 'GET', url: '/api/users/me' }), 401],
  ];

  it.each(kinds)('are on %s', async (label, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(label, response, production);
  });

  it.each([
    ['/api/articles/get-all-articles', API_CONTENT_SECURITY_POLICY],
    ['/api/nope', API_CONTENT_SECURITY_POLICY],
    ['/api?x=1', API_CONTENT_SECURITY_POLICY],
    ['/fr/blog', CONTENT_SECURITY_POLICY],
    ['/apiary', CONTENT_SECURITY_POLICY],
    [`/${HASHED_JS}`, CONTENT_SECURITY_POLICY],
  ])('give %s the policy of its kind (the API\'s or the pages\')', async (url, policy) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toBe(policy);
  });

  it.each([
    ['an image', '/api/images/get-image?imageURL=/media/photo.jpg&width=20'],
    ['a static file', '/humans.txt'],
    ['a hashed asset', `/${HASHED_JS}`],
  ])('are on a 304 for %s', async (label, url) => {
    const first = await server.app.inject({ method: 'GET', url });
    const validators = first.headers.etag ? { 'if-none-match': String(first.headers.etag) } : { 'if-modified-since': String(first.headers['last-modified']) };
    const again = await server.app.inject({ method: 'GET', url, headers: validators });
    expect(again.statusCode).toBe(304);
    expectSecurityHeaders(`304 ${label}`, again, production);
  });

  it('are on a 429 from the rate limiter', async () => {
    const remoteAddress = someAddress();
    let response: Response | undefined;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      // An invalid body is refused fast (no password hashing), and still counts against the limit.
      response = await server.app.inject({ method: 'POST', url: '/api/auths/login', payload: {}, remoteAddress });
      if (response.statusCode === 429) break;
    }
    expect(response?.statusCode).toBe(429);
    expectSecurityHeaders('429', response!, production);
  });

  it('carry the run-time config as non-executable JSON with "<" escaped', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/fr/blog' });
    const element = /<script\b([^>]*)>([\s\S]*?)<\/script>/.exec(page.body);
    expect(element?.[1]).toMatch(/type="application\/json"/);
    expect(element?.[2]).not.toContain('<');
    // Every other script element loads a file, but the early-taps script, which the CSP allows by its hash (JSON and JSON-LD are data, never run).
    const inline = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, body]) => !/application\/(ld\+)?json/.test(attributes!) && body!.trim() !== '');
    expect(inline.map(([, , body]) => body)).toEqual([EARLY_TAPS_SCRIPT]);
  });

  // Fastify answers these from its router, before any hook: only the listening server shows what is
  // sent. Last of this block: a listening app cannot go back to inject-only.
  it('are on framework errors: a malformed URL, an overlong path parameter', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const cases: [string, number, string][] = [
        ['/api/articles/unique/%E0%A4%A', 400, 'badRequest'],
        [`/api/articles/unique/${'a'.repeat(200)}`, 404, 'notFound'],
      ];
      for (const [url, status, code] of cases) {
        const response = await fetch(`${address}${url}`, { signal: AbortSignal.timeout(5000), headers: { connection: 'close' } });
        expect({ url, status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({ url, status, code });
        expectSecurityHeaders(url, { headers: Object.fromEntries(response.headers) } as unknown as Response, production);
      }
    } finally {
      server.app.server.closeAllConnections();
    }
  });
});

describe('answers that carry personal data', () => {
  let server: TestApp;
  let user: TestAccount;
  let staff: TestAccount;
  let candidacyId: number;

  beforeAll(async () => {
    server = await buildTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_headers', STRIPE_PUBLISHABLE_KEY: 'pk_test_headers' } });
    user = await signUp(server.app);
    staff = await signUpStaff(server.app);
    const body = multipart({ ...candidacyFields, job: 'developpeur-full-stack-js', cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: pdfOfSize() } });
    const applied = await server.app.inject({ method: 'POST', url: CANDIDACY_URL, payload: body.payload, headers: body.headers, remoteAddress: someAddress() });
    candidacyId = applied.json().data.id;
  }, 60_000);
  afterAll(() => server.close());

  const asUser = () => user.auth;
  const asStaff = () => staff.auth;
  const personal: [string, () => { method: 'GET' | 'POST' | 'PUT'; url: string; headers?: Record<string, string>; payload?: object }, number][] = [
    ['a login (its token)', () => ({ method: 'POST', url: '/api/auths/login', payload: { email: user.email, password: PASSWORD } }), 200],
    ['a sign-up', () => ({ method: 'POST', url: '/api/users/create-account', payload: { firstName: 'Zoé', lastName: 'Roy', email: `zoe.${Date.now()}@example.com`, password: PASSWORD } }), 201],
    ['a refused login', () => ({ method: 'POST', url: '/api/auths/login', payload: { email: user.email, password: 'not the password' } }), 401],
    ['the account', () => ({ method: 'GET', url: '/api/users/me', headers: asUser() }), 200],
    ['the account without a session', () => ({ method: 'GET', url: '/api/users/me' }), 401],
    ["the account's payments", () => ({ method: 'GET', url: '/api/payments/mine', headers: asUser() }), 200],
    ['a reset link asked for', () => ({ method: 'GET', url: `/api/users/lost-password/${encodeURIComponent(user.email)}` }), 200],
    ['a reset refused', () => ({ method: 'PUT', url: '/api/users/reset-password/', payload: { new_password_token: 'x'.repeat(43), email: user.email, password: 'another long password' } }), 400],
    ['the inbox', () => ({ method: 'GET', url: '/api/admin/messages', headers: asStaff() }), 200],
    ['the candidacies', () => ({ method: 'GET', url: '/api/admin/candidacies', headers: asStaff() }), 200],
    ['a candidacy', () => ({ method: 'GET', url: `/api/admin/candidacies/${candidacyId}`, headers: asStaff() }), 200],
    ['a CV download', () => ({ method: 'GET', url: `/api/admin/candidacies/${candidacyId}/cv`, headers: asStaff() }), 200],
    ['the payments of everyone', () => ({ method: 'GET', url: '/api/admin/payments', headers: asStaff() }), 200],
    ['the journal', () => ({ method: 'GET', url: '/api/admin/audit', headers: asStaff() }), 200],
  ];

  it.each(personal)('are stored nowhere: %s', async (label, request, status) => {
    const response = await server.app.inject({ remoteAddress: someAddress(), ...request() });
    expect([label, response.statusCode, response.headers['cache-control']]).toEqual([label, status, 'no-store']);
  });

  it('leave the content answers their revalidated caching (the page cache and the browser share them)', async () => {
    for (const headers of [{}, user.auth]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/articles/get-all-articles', headers });
      expect([response.statusCode, response.headers['cache-control']]).toEqual([200, CONTENT_CACHE_CONTROL]);
    }
    const page = await server.app.inject({ method: 'GET', url: '/fr/blog' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('a run-time config value with markup', () => {
  it('cannot close its script element', async () => {
    const server = await buildTestApp({ env: { COMPANY_NAME: '</script><script>alert(1)</script>' } });
    try {
      const page = await server.app.inject({ method: 'GET', url: '/fr' });
      expect(page.body).not.toContain('<script>alert(1)');
      const json = /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
      expect(JSON.parse(json!).company.name).toBe('</script><script>alert(1)</script>');
    } finally {
      await server.close();
    }
  });
});
