import fr from '../../../src/shared/locales/fr/errors.json';
import { ACCOUNT_RATE_LIMIT, EMAIL_CHANGE_NOTICES_PER_ADDRESS, PER_EMAIL_LIMIT } from '../../../src/server/http/rateLimits';
import { PASSWORD, logIn, signUp, someAddress, type TestAccount } from '../support/accounts';
import { multipart } from '../support/multipart';
import { buildTestApp, type TestApp } from '../support/testApp';

/** Changing the account's address: the limits sign-up has, a share of notices per recipient, and the other sessions ended. */
describe('update-infos with a new address', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
  });
  afterEach(() => server.close());

  const update = (account: TestAccount, email: string, remoteAddress = someAddress(), auth = account.auth) => {
    const body = multipart({ firstName: 'Léa', lastName: 'Martin', email });
    return server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${account.id}`, payload: body.payload, headers: { ...body.headers, ...auth }, remoteAddress });
  };
  const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const noticesTo = async (address: string) =>
    (await server.app.db.selectFrom('email_outbox').select('subject').where('to_address', '=', address).execute()).filter(({ subject }) => /adresse e-mail/.test(subject));

  test('ends the account’s other sessions and keeps this one; a change that keeps the address ends none', async () => {
    const account = await signUp(server.app);
    const other = await logIn(server.app, account.email, PASSWORD);
    expect((await update(account, account.email)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);

    const moved = await update(account, `moved-${account.id}@example.com`);
    expect(moved.statusCode).toBe(200);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  test('a burst from one IP meets 429 with Retry-After after the sign-up’s share: taken addresses cannot be listed', async () => {
    const account = await signUp(server.app);
    const taken = await Promise.all(Array.from({ length: 3 }, () => signUp(server.app)));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      // Every other try names an existing account, as an enumeration would.
      const response = await update(account, i % 2 === 0 ? taken[i % 3]!.email : `free-${i}-${account.id}@example.com`, '203.0.113.50');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
        expect(response.json()).toEqual({ code: 'tooManyRequests', message: fr.tooManyRequests });
      }
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(ACCOUNT_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 409).length).toBeLessThanOrEqual(ACCOUNT_RATE_LIMIT.max / 2);
    // Another IP is not held up by that one.
    expect((await update(account, account.email, '203.0.113.51')).statusCode).toBe(200);
  });

  test('tries naming one address from many IPs meet 429 after the sign-up’s share per address', async () => {
    const [account, target] = await Promise.all([signUp(server.app), signUp(server.app)]);
    const statuses: number[] = [];
    for (let i = 0; i < PER_EMAIL_LIMIT.max + 2; i += 1) statuses.push((await update(account, target.email.toUpperCase())).statusCode);
    expect(statuses.slice(0, PER_EMAIL_LIMIT.max)).toEqual(Array(PER_EMAIL_LIMIT.max).fill(409));
    expect(statuses.slice(PER_EMAIL_LIMIT.max)).toEqual([429, 429]);
  });

  test('one address is sent its share of "your address changed" notices, however often it is named; the changes still go through', async () => {
    const account = await signUp(server.app);
    const stranger = `stranger-${account.id}@example.com`;
    let current = account.email;
    for (let i = 0; i < 8; i += 1) {
      // To the stranger's address and away again: each change names it, as old or as new address.
      const next = i % 2 === 0 ? stranger : `mine-${i}-${account.id}@example.com`;
      const response = await update(account, next);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.email).toBe(next);
      current = next;
    }
    expect(current).not.toBe(stranger);
    expect(await noticesTo(stranger)).toHaveLength(EMAIL_CHANGE_NOTICES_PER_ADDRESS.points);
    // Every other address was named once or twice, under its share: each heard of it.
    expect(await noticesTo(account.email)).toHaveLength(1);
    expect(await noticesTo(`mine-1-${account.id}@example.com`)).toHaveLength(2);
  });
});
