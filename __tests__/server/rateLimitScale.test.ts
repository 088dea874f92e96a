import { MESSAGES_RATE_LIMIT } from '../../src/server/routes/messages';
import { PER_EMAIL_LIMIT } from '../../src/server/services/rateLimits';
import { PASSWORD, signUp } from './support/accounts';
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

  test('multiplies the per-e-mail limit, whatever the IP', async () => {
    const account = await signUp(server.app); // logs in once
    const login = (n: number) =>
      server.app.inject({ method: 'POST', url: '/api/auths/login', remoteAddress: `203.0.113.${100 + n}`, payload: { email: account.email, password: PASSWORD } });
    const allowed = PER_EMAIL_LIMIT.max * SCALE;
    for (let n = 1; n < allowed; n++) expect((await login(n)).statusCode).toBe(200);
    expect((await login(allowed)).statusCode).toBe(429);
  });
});
