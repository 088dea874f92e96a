import en from '../../../../src/shared/locales/en/errors.json';
import fr from '../../../../src/shared/locales/fr/errors.json';
import { signUp, someAddress, type TestAccount } from '../../support/accounts';
import { multipart } from '../../support/multipart';
import { signUpStaff } from '../../support/staff';
import { buildTestApp, type TestApp } from '../../support/testApp';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('/api/admin: staff only, every route', () => {
  let server: TestApp;
  let member: TestAccount;
  let staff: TestAccount;
  beforeAll(async () => {
    server = await buildTestApp();
    await server.app.ready();
    member = await signUp(server.app);
    staff = await signUpStaff(server.app);
  });
  afterAll(() => server.close());

  // Every route the app registered under /api/admin, as Fastify reported them (onRoute): a route
  // added by any file of routes/admin/ is walked without being named here.
  const routes = () => server.app.adminRouteList.map(({ method, url }) => ({ method: method as Method, url: url.replace(/:[A-Za-z]+/g, '1') }));
  const call = (method: Method, url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url, headers, remoteAddress: someAddress(), ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}) });

  test('the staff routes are found where they are registered', () => {
    expect(routes().length).toBeGreaterThan(0);
    expect(routes()).toContainEqual({ method: 'GET', url: '/api/admin/audit' });
    for (const { url } of routes()) expect(url.startsWith('/api/admin/')).toBe(true);
  });

  test('each answers 401 unauthorized without a session, in the request\'s language', async () => {
    for (const { method, url } of routes()) {
      const response = await call(method, url, { 'accept-language': 'en' });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
      if (method !== 'HEAD') expect(response.json()).toEqual({ code: 'unauthorized', message: en.unauthorized });
    }
  });

  test('each answers 403 forbidden to a member, whatever the body, and is not cached', async () => {
    for (const { method, url } of routes()) {
      const response = await call(method, url, { ...member.auth, 'accept-language': 'fr' });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
      if (method !== 'HEAD') expect(response.json()).toEqual({ code: 'forbidden', message: fr.forbidden });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  test('a multipart upload from a member is refused before its body is read', async () => {
    const { payload, headers } = multipart({ image: { filename: 'x.png', contentType: 'image/png', content: Buffer.alloc(10) } });
    const response = await server.app.inject({ method: 'POST', url: '/api/admin/images', payload, headers: { ...headers, ...member.auth } });
    expect(response.statusCode).toBe(403);
  });

  test('an unknown /api/admin path tells nobody but staff that it does not exist', async () => {
    expect((await call('GET', '/api/admin/nothing-here')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/nothing-here', member.auth)).statusCode).toBe(403);
    const forStaff = await call('GET', '/api/admin/nothing-here', staff.auth);
    expect(forStaff.statusCode).toBe(404);
    expect(forStaff.json().code).toBe('notFound');
  });

  test('staff passes, and an invalid or expired token is anonymous (401)', async () => {
    expect((await call('GET', '/api/admin/audit', staff.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/audit', { authorization: 'Bearer not-a-real-token-but-long-enough' })).statusCode).toBe(401);
  });
});

describe('the role: only the command line gives it', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  test('a sign-up asking for staff is a member, and the User JSON says so', async () => {
    const account = await signUp(server.app, { role: 'staff' });
    const me = await server.app.inject({ method: 'GET', url: '/api/users/me', headers: account.auth });
    expect(me.json().data.role).toBe('member');
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/audit', headers: account.auth })).statusCode).toBe(403);
  });

  test('a profile update naming a role changes nothing of it', async () => {
    const account = await signUp(server.app);
    const { payload, headers } = multipart({ firstName: 'Léa', lastName: 'Martin', email: account.email, role: 'staff' });
    const response = await server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${account.id}`, payload, headers: { ...headers, ...account.auth } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('member');
  });

  test('staff sees its role in the User JSON, and losing it closes the area at the next request', async () => {
    const account = await signUpStaff(server.app);
    const me = await server.app.inject({ method: 'GET', url: '/api/users/me', headers: account.auth });
    expect(me.json().data.role).toBe('staff');
    await server.app.db.updateTable('users').set({ role: 'member' }).where('id', '=', account.id).execute();
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/audit', headers: account.auth })).statusCode).toBe(403);
  });
});
