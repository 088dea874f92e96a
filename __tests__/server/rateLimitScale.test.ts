import { MESSAGES_RATE_LIMIT } from '../../src/server/routes/messages';
import { FAILURES_PER_ADDRESS_AND_IP } from '../../src/server/http/rateLimits';
import { PASSWORD, logIn, signUp } from './support/accounts';
import { buildTestApp, type TestApp } from './support/testApp';

// RATE_LIMIT_SCALE exists for the load benchmark (bench/load.ts): it must raise every kind of limit.
describe('RATE_LIMIT_SCALE', () => {
  const SCALE = 2;
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ env: { RATE_LIMIT_SCALE: String(SCALE) } });
  });
  afterAll(() => server.close());

  const message = (ip: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/messages/create-message',
      remoteAddress: ip,
      payload: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour, un devis ?' },
    });

  test('multiplies a per-IP route limit', async () => {
    const ip = '203.0.113.40';
    const allowed = MESSAGES_RATE_LIMIT.max * SCALE;
    for (let i = 0; i < allowed; i++) expect((await message(ip)).statusCode).toBe(201);
    expect((await message(ip)).statusCode).toBe(429);
  });

  test('multiplies the failures an address may have from one IP', async () => {
    const account = await signUp(server.app);
    const login = () =>
      server.app.inject({ method: 'POST', url: '/api/auths/login', remoteAddress: '203.0.113.100', payload: { email: account.email, password: 'not it at all' } });
    const allowed = FAILURES_PER_ADDRESS_AND_IP.points * SCALE;
    for (let n = 0; n < allowed; n++) expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    // The password was never the issue: the right one from elsewhere works.
    await expect(logIn(server.app, account.email, PASSWORD)).resolves.toEqual(expect.any(String));
  });
});
