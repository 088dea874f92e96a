import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../src/shared/errors';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { requiredEmail, requiredPhone, requiredText } from '../../../src/shared/schemas/fields';
import { AppError } from '../../../src/server/errors';
import { errorMessage } from '../../../src/server/i18n';
import { buildTestApp, captureLogger, type TestApp } from '../support/testApp';

const SECRET = 'db password is hunter2';

describe('error handling', () => {
  let server: TestApp;
  let logs: string[];

  beforeAll(async () => {
    const capture = captureLogger('error');
    logs = capture.lines;
    server = await buildTestApp({ logger: capture.logger });
    const app = server.app.withTypeProvider<ZodTypeProvider>();
    app.get('/api/test/crash', async () => {
      throw new Error(SECRET);
    });
    app.get('/api/test/forbidden', async () => {
      throw new AppError('forbidden');
    });
    app.get('/api/test/fields', async () => {
      throw new AppError('emailTaken', 409, { email: 'emailTaken' });
    });
    app.get('/api/test/teapot', async () => {
      throw Object.assign(new Error('short and stout'), { statusCode: 418 });
    });
    app.get('/api/test/throttled', async () => {
      throw Object.assign(new Error('slow down'), { statusCode: 429 });
    });
    app.post(
      '/api/test/form',
      { schema: { body: z.object({ email: requiredEmail(), phone: requiredPhone(), person: z.object({ name: requiredText('emptyFirstName') }) }) } },
      async () => ({ ok: true }),
    );
    app.post('/api/test/untyped', { schema: { body: z.object({ count: z.number() }) } }, async () => ({ ok: true }));
  });

  afterAll(() => server.close());

  it('answers 500 internal with the translated message, never the error or its stack, and logs it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: fr.internal });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/stack|\.ts:\d+|at /);
    expect(logs.join('\n')).toContain('hunter2');

    const english = await server.app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({ code: 'internal', message: en.internal });
  });

  it('answers an AppError with its code, status and fields', async () => {
    const forbidden = await server.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'forbidden', message: fr.forbidden });

    const taken = await server.app.inject({ method: 'GET', url: '/api/test/fields', cookies: { i18next: 'en' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'emailTaken', message: en.emailTaken, fields: { email: 'emailTaken' } });
  });

  it('answers a schema failure with the first issue code and each field’s first code', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/test/form', payload: { email: 'not-an-email', phone: 'x', person: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'notValidEmail',
      message: fr.notValidEmail,
      fields: { email: 'notValidEmail', phone: 'notValidPhoneNumber', 'person.name': 'emptyFirstName' },
    });

    const empty = await server.app.inject({ method: 'POST', url: '/api/test/form', payload: { phone: '0612345678', person: { name: 'Ada' } } });
    expect(empty.json()).toEqual({ code: 'emptyEmail', message: fr.emptyEmail, fields: { email: 'emptyEmail' } });
  });

  it('turns a schema message that is not an error code into badRequest', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/test/untyped', payload: { count: 'three' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'badRequest', message: fr.badRequest, fields: { count: 'badRequest' } });
  });

  it('maps other client errors to the nearest code', async () => {
    const teapot = await server.app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(teapot.statusCode).toBe(400);
    expect(teapot.json()).toEqual({ code: 'badRequest', message: fr.badRequest });

    const throttled = await server.app.inject({ method: 'GET', url: '/api/test/throttled' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ code: 'tooManyRequests', message: fr.tooManyRequests });
  });

  it.each(['/api/articles/unique/%E0%A4%A', '/api/jobs/unique/%', '/api/users/change-password/%ZZ'])(
    'answers a malformed URL (%s) with 400 and the error body, in the request language',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message: 'The request is not valid' });
      // As every API error: answered by the router before any hook, it still must not be stored.
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers a body over 1 MiB with 413 fileTooLarge', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/language/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lang: 'fr', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'fileTooLarge', message: fr.fileTooLarge });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['DELETE', '/api/language/send'],
    ['POST', '/fr/contact'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await server.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
  });

  it('picks the language: ?lng= first, then the cookie, then Accept-Language, else French', async () => {
    const message = async (url: string, headers: Record<string, string> = {}) =>
      (await server.app.inject({ method: 'GET', url, headers })).json().message;
    expect(await message('/api/nope')).toBe(fr.notFound);
    expect(await message('/api/nope', { 'accept-language': 'de-DE,en;q=0.8,fr;q=0.5' })).toBe(en.notFound);
    expect(await message('/api/nope', { 'accept-language': 'en', cookie: 'theme=dark; i18next=fr' })).toBe(fr.notFound);
    expect(await message('/api/nope?lng=en', { cookie: 'i18next=fr' })).toBe(en.notFound);
    expect(await message('/api/nope?lng=de', { cookie: 'i18next=en' })).toBe(en.notFound);
  });

  it('answers in the cookie’s language a request refused before its handler: a schema failure, malformed JSON', async () => {
    const english = { cookie: 'theme=dark; i18next=en', 'accept-language': 'fr' };
    const invalid = await server.app.inject({ method: 'POST', url: '/api/test/untyped', headers: english, payload: { count: 'three' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(en[invalid.json().code as keyof typeof en]);
    const malformed = await server.app.inject({ method: 'POST', url: '/api/test/untyped', headers: { ...english, 'content-type': 'application/json' }, payload: '{"count":' });
    expect(malformed.json()).toEqual({ code: 'badRequest', message: en.badRequest });
  });

  it('has a message for every code in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(errorMessage(code, 'fr')).toEqual(expect.any(String));
      expect(errorMessage(code, 'en')).toEqual(expect.any(String));
      expect(errorMessage(code, 'fr')).not.toBe('');
    }
  });
});
