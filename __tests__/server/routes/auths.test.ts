import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { createSession } from '../../../src/server/services/sessions';
import { PASSWORD, signUp } from '../support/accounts';
import { buildTestApp, type TestApp } from '../support/testApp';

describe('/api/auths', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/auths/login', payload: payload as object, headers });
  const me = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  test('a login answers the user and an opaque token, and stores only its hash', async () => {
    const account = await signUp(server.app);
    const response = await login({ email: account.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual({
      id: account.id,
      firstName: 'Léa',
      lastName: 'Martin',
      email: account.email,
      phoneNumber: null,
      profileImage: null,
      language: 'fr',
      role: 'member',
      createdAt: expect.any(String),
    });
    const stored = await server.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', account.id).execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    expect((await me(token)).json().data.email).toBe(account.email);
  });

  test('the address is matched whatever its case', async () => {
    const account = await signUp(server.app);
    expect((await login({ email: account.email.toUpperCase(), password: PASSWORD })).statusCode).toBe(200);
  });

  test('a wrong password and an unknown address answer the same 401, in the request language', async () => {
    const account = await signUp(server.app);
    const wrong = await login({ email: account.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalidCredentials', message: fr.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
    const english = await login({ email: 'nobody@example.com', password: 'x' }, { 'accept-language': 'en' });
    expect(english.json().message).toBe(en.invalidCredentials);
  });

  test('an unknown address takes about as long as a wrong password (no account enumeration by timing)', async () => {
    const account = await signUp(server.app);
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await login({ email, password: 'not the password' });
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await time(account.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // Both verify a scrypt hash; without the dummy verification the unknown case would be ~0 ms.
    // The fastest of each: a busy machine only ever adds time, to either.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  test.each([
    [{}, 'emptyEmail'],
    [{ email: '  ', password: 'x' }, 'emptyEmail'],
    [{ email: 'lea@example.com' }, 'emptyPassword'],
    [{ email: 'not-an-email', password: 'x' }, 'notValidEmail'],
    [{ email: ['a'], password: { $ne: '' } }, 'emptyEmail'],
  ])('login %j answers 400 %s', async (payload, code) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message: fr[code as keyof typeof fr] });
  });

  test('logout revokes the presented token only, and is harmless without one', async () => {
    const account = await signUp(server.app);
    const other = (await login({ email: account.email, password: PASSWORD })).json().token as string;
    const response = await server.app.inject({ method: 'GET', url: '/api/auths/logout', headers: account.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, token: null });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/auths/logout' })).statusCode).toBe(200);
  });

  test('a session ends after 30 days', async () => {
    const account = await signUp(server.app);
    const old = await createSession(server.app.db, account.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    const recent = await createSession(server.app.db, account.id, new Date(Date.now() - 29 * 24 * 3600 * 1000));
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(recent)).statusCode).toBe(200);
  });

  test.each(['', 'Bearer', 'Bearer not-a-real-token-at-all-xxxxxxxx', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(5000)}`])(
    'GET /users/me with a bad authorization header (#%#) answers 401 unauthorized',
    async (authorization) => {
      const response = await server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: fr.unauthorized });
    },
  );
});
