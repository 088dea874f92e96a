import fs from 'node:fs';
import path from 'node:path';
import fr from '../../../src/shared/locales/fr/errors.json';
import { createResetToken } from '../../../src/server/services/passwordResets';
import { PASSWORD, logIn, signUp, someAddress, type TestAccount } from '../support/accounts';
import { multipart } from '../support/multipart';
import { buildTestApp, type TestApp } from '../support/testApp';

const NEW_PASSWORD = 'a new long passphrase';

describe('every password check shares the login’s limits', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
  });
  afterEach(() => server.close());

  const me = (account: TestAccount) => server.app.inject({ method: 'GET', url: '/api/users/me', headers: account.auth });
  const changePassword = (account: TestAccount, payload: object, remoteAddress = '203.0.113.20') =>
    server.app.inject({ method: 'PUT', url: `/api/users/change-password/${account.id}`, payload, headers: account.auth, remoteAddress });
  const deleteAccount = (account: TestAccount, password: string, remoteAddress = '203.0.113.30') =>
    server.app.inject({ method: 'PUT', url: '/api/users/delete-account', payload: { email: account.email, password }, headers: account.auth, remoteAddress });
  const outboxTo = (address: string) => server.app.db.selectFrom('email_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

  test('change-password asks for the current password: a wrong one is 401 invalidCredentials on that field, and nothing changes', async () => {
    const account = await signUp(server.app);
    const other = await logIn(server.app, account.email, PASSWORD);
    const missing = await changePassword(account, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'emptyPassword', fields: { currentPassword: 'emptyPassword' } });

    const wrong = await changePassword(account, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalidCredentials', message: fr.invalidCredentials, fields: { currentPassword: 'invalidCredentials' } });
    // Still the old password, still both sessions.
    await expect(logIn(server.app, account.email, PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await me(account)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(200);
  });

  test('wrong current passwords meet a 429 with Retry-After after five, like logins; the right one from another IP still works', async () => {
    const account = await signUp(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await changePassword(account, { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await changePassword(account, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await changePassword(account, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, '198.51.100.200')).statusCode).toBe(200);
  });

  test('the same failures count across login and change-password: they are one account’s password checks', async () => {
    const account = await signUp(server.app);
    const ip = '203.0.113.21';
    for (let i = 0; i < 5; i += 1) {
      const login = await server.app.inject({ method: 'POST', url: '/api/auths/login', payload: { email: account.email, password: `guess ${i}` }, remoteAddress: ip });
      expect(login.statusCode).toBe(401);
    }
    expect((await changePassword(account, { currentPassword: 'guess 6', newPassword: NEW_PASSWORD }, ip)).statusCode).toBe(429);
  });

  test('40 wrong delete-account passwords at once from one session: a handful are checked, the others answer 429 with Retry-After', async () => {
    const account = await signUp(server.app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => deleteAccount(account, 'not the password')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json()).toEqual({ code: 'tooManyRequests', message: fr.tooManyRequests });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await me(account)).statusCode).toBe(200);
    // The owner, from elsewhere, can still delete the account.
    expect((await deleteAccount(account, PASSWORD, '198.51.100.201')).statusCode).toBe(200);
  });

  test('a password change tells the account’s address, in the account’s language, and voids its pending reset links', async () => {
    const account = await signUp(server.app);
    await server.app.db.updateTable('users').set({ language: 'en' }).where('id', '=', account.id).execute();
    const token = await createResetToken(server.app.db, account.id);
    expect((await changePassword(account, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    const [notice] = await outboxTo(account.email);
    expect(notice).toMatchObject({ subject: 'The password of your Pixel & Cie account has changed' });
    expect(notice!.text_body).toMatch(/^Hello Léa,/);
    expect(notice!.text_body).toContain(`${server.config.siteUrl}/fr/mot-de-passe-oublie?lng=en`);
    const reset = await server.app.inject({
      method: 'PUT',
      url: '/api/users/reset-password/',
      payload: { new_password_token: token, email: account.email, password: 'someone else’s choice' },
    });
    expect(reset.json()).toMatchObject({ code: 'invalidToken' });
  });

  test('an e-mail change tells both the old and the new address, and a reset link mailed to the old one stops working', async () => {
    const account = await signUp(server.app);
    const token = await createResetToken(server.app.db, account.id);
    const newEmail = `moved-${account.id}@example.com`;
    const body = multipart({ firstName: 'Léa', lastName: 'Martin', email: newEmail });
    const updated = await server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${account.id}`, payload: body.payload, headers: { ...body.headers, ...account.auth } });
    expect(updated.statusCode).toBe(200);

    for (const address of [account.email, newEmail]) {
      const [notice] = await outboxTo(address);
      expect(notice).toMatchObject({ subject: 'L’adresse e-mail de votre compte Pixel & Cie a changé' });
      expect(notice!.text_body).toContain(`ancienne adresse : ${account.email}`);
      expect(notice!.text_body).toContain(`nouvelle adresse : ${newEmail}`);
    }
    const reset = await server.app.inject({
      method: 'PUT',
      url: '/api/users/reset-password/',
      payload: { new_password_token: token, email: newEmail, password: 'someone else’s choice' },
    });
    expect(reset.json()).toMatchObject({ code: 'invalidToken' });
    // The same details again: no change of address, no e-mail.
    const again = multipart({ firstName: 'Léa', lastName: 'Martin', email: newEmail });
    await server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${account.id}`, payload: again.payload, headers: { ...again.headers, ...account.auth } });
    expect(await outboxTo(newEmail)).toHaveLength(1);
  });

  test('a password reset tells the account’s address too', async () => {
    const account = await signUp(server.app);
    const token = await createResetToken(server.app.db, account.id);
    const reset = await server.app.inject({ method: 'PUT', url: '/api/users/reset-password/', payload: { new_password_token: token, email: account.email, password: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(200);
    expect((await outboxTo(account.email)).map((row) => row.subject)).toEqual(['Le mot de passe de votre compte Pixel & Cie a changé']);
  });

  test('a reset e-mail keeps only its metadata once delivered: the link is not left in the database', async () => {
    const account = await signUp(server.app);
    const asked = await server.app.inject({ method: 'GET', url: `/api/users/lost-password/${encodeURIComponent(account.email)}`, remoteAddress: someAddress() });
    expect(asked.statusCode).toBe(200);
    await server.app.outbox.deliverDue();
    const [row] = await outboxTo(account.email);
    expect(row).toMatchObject({ subject: 'Réinitialisez votre mot de passe Pixel & Cie', text_body: '', html_body: null, sent_at: expect.any(String) });
    // It was delivered whole.
    const [eml] = fs.readdirSync(server.config.outboxDir).filter((name) => name.endsWith('.eml'));
    expect(fs.readFileSync(path.join(server.config.outboxDir, eml!), 'utf8')).toMatch(/reset-password\?token=/);
  });
});
