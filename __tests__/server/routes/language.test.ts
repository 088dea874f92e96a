import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { buildTestApp, type TestApp } from '../support/testApp';

const url = '/api/language/send';
/** A Set-Cookie header's parts: its name=value and attributes, in whatever order they come. */
const cookieParts = (header: unknown) => String(header).split(/;\s*/).sort();

describe('POST /api/language/send', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp();
  });

  afterAll(() => server.close());

  it.each([
    ['fr', 'Français'],
    ['en', 'English'],
  ])('accepts %s, answers the language and remembers it in a cookie', async (lang, nativeName) => {
    const response = await server.app.inject({ method: 'POST', url, payload: { lang } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { code: lang, nativeName } });
    expect(cookieParts(response.headers['set-cookie'])).toEqual(cookieParts(`i18next=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`));
  });

  it('makes later error messages follow the remembered language', async () => {
    const chosen = await server.app.inject({ method: 'POST', url, payload: { lang: 'en' } });
    const cookie = String(chosen.headers['set-cookie']).split(';')[0]!;
    const later = await server.app.inject({ method: 'POST', url, payload: { lang: 'de' }, headers: { cookie } });
    expect(later.json().message).toBe(en.unsupportedLanguage);
  });

  const bad: [string, Record<string, unknown>, number, string][] = [
    ['an unsupported language', { payload: { lang: 'de' } }, 400, 'unsupportedLanguage'],
    ['no lang', { payload: {} }, 400, 'unsupportedLanguage'],
    ['a number', { payload: { lang: 5 } }, 400, 'unsupportedLanguage'],
    ['no body at all', {}, 400, 'unsupportedLanguage'],
    ['a JSON string body', { payload: '"fr"', headers: { 'content-type': 'application/json' } }, 400, 'unsupportedLanguage'],
    ['malformed JSON', { payload: '{"lang": fr', headers: { 'content-type': 'application/json' } }, 400, 'badRequest'],
    ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }, 400, 'badRequest'],
    ['a text/plain body', { payload: 'fr', headers: { 'content-type': 'text/plain' } }, 415, 'unsupportedFileType'],
    ['a form body', { payload: 'lang=fr', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'unsupportedFileType'],
  ];

  it.each(bad)('refuses %s, in French by default and in English when asked', async (_case, request, status, code) => {
    const french = await server.app.inject({ method: 'POST', url, ...request });
    expect(french.statusCode).toBe(status);
    expect(french.json()).toMatchObject({ code, message: fr[code as keyof typeof fr] });
    expect(french.headers['set-cookie']).toBeUndefined();

    const headers = { ...(request.headers as object) };
    const byHeader = await server.app.inject({ method: 'POST', url, ...request, headers: { ...headers, 'accept-language': 'en-US,en;q=0.9' } });
    expect(byHeader.statusCode).toBe(status);
    expect(byHeader.json()).toMatchObject({ code, message: en[code as keyof typeof en] });

    const byCookie = await server.app.inject({ method: 'POST', url, ...request, headers: { ...headers, cookie: 'i18next=en' } });
    expect(byCookie.json()).toMatchObject({ code, message: en[code as keyof typeof en] });
  });

  it('names the field of a bad language', async () => {
    const response = await server.app.inject({ method: 'POST', url, payload: { lang: 'de' } });
    expect(response.json()).toEqual({ code: 'unsupportedLanguage', message: fr.unsupportedLanguage, fields: { lang: 'unsupportedLanguage' } });
  });
});

describe('POST /api/language/send in production', () => {
  it('marks the cookie Secure', async () => {
    const server = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await server.app.inject({ method: 'POST', url, payload: { lang: 'fr' } });
      expect(cookieParts(response.headers['set-cookie'])).toEqual(cookieParts('i18next=fr; Path=/; Max-Age=31536000; SameSite=Lax; Secure'));
    } finally {
      await server.close();
    }
  });
});
