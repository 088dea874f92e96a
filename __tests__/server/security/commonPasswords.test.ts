import fs from 'node:fs';
import { COMMON_PASSWORD_COUNT, LIST_FILE, commonPasswordModule, commonPasswords } from '../../../scripts/generate-common-passwords';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { COMMON_PASSWORD_LIST } from '../../../src/server/services/commonPasswordList';
import { isCommonPassword } from '../../../src/server/services/commonPasswords';
import { createResetToken } from '../../../src/server/services/passwordResets';
import { PASSWORD, logIn, signUp, someAddress } from '../support/accounts';
import { buildTestApp, type TestApp } from '../support/testApp';

// Common and at least 8 characters long, so only the list can refuse them.
const COMMON = ['password', '12345678', 'baseball', 'PassWord', 'iloveyou'];
const UNCOMMON = 'qz7vk2mw';
// The 13 of 20 French ones a security pass saw accepted (the site's sample name is Pixel & Cie).
const FRENCH = ['motdepasse', 'Motdepasse', 'azertyuiop', 'soleil123', 'motdepasse1', 'azerty123', 'jetaime123', 'marseille', 'doudou123', 'chouchou', 'loulou123', 'bonjour123', 'pixelcie'];
const SITE = { siteName: 'Pixel & Cie' };

describe('the list of common passwords', () => {
  it(`holds exactly ${COMMON_PASSWORD_COUNT} distinct lower-case entries, the most common first`, () => {
    expect(COMMON_PASSWORD_LIST).toHaveLength(3000);
    expect(new Set(COMMON_PASSWORD_LIST).size).toBe(3000);
    expect(COMMON_PASSWORD_LIST.every((password) => password === password.toLowerCase() && password.length > 0)).toBe(true);
    expect(COMMON_PASSWORD_LIST.slice(0, 3)).toEqual(['password', '123456', '12345678']);
  });

  it('is what the script generates, every time', () => {
    const generated = commonPasswordModule();
    expect(commonPasswordModule(commonPasswords())).toBe(generated);
    expect(fs.readFileSync(LIST_FILE, 'utf8')).toBe(generated);
  });

  it('ignores case', () => {
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword(UNCOMMON)).toBe(false);
  });

  it.each(FRENCH)('refuses the French %s', (password) => {
    expect(isCommonPassword(password, SITE)).toBe(true);
  });

  it.each(['Mot de passe 2026', 'MARSEILLE13!', '123soleil', 'Jetaime!!', 'Pixel&Cie', 'pixel cie 2026', 'PixelCie1'])('refuses %s: digits, symbols, spaces or case around a common word or the name', (password) => {
    expect(isCommonPassword(password, SITE)).toBe(true);
  });

  it.each([
    ['lea.martin@example.com', 'lea.martin@example.com'],
    ['lea.martin@example.com', 'LeaMartin2026'],
    ['lea.martin@example.com', 'lea.martin'],
    ['jean-baptiste.roux@example.fr', 'jeanbaptisteroux!'],
  ])("refuses the account's address %s, or its part before the @, as %s", (email, password) => {
    expect(isCommonPassword(password, { ...SITE, email })).toBe(true);
    expect(isCommonPassword(password, { siteName: 'Ailleurs', email: 'someone@else.example' })).toBe(false);
  });

  it.each(['qz7vk2mw', 'soleil de minuit sur la baie', 'Marseille-Cassis à vélo', 'pixel-perfect-2026'])('still accepts %s', (password) => {
    expect(isCommonPassword(password, { ...SITE, email: 'lea.martin@example.com' })).toBe(false);
  });

  it('says why in the error message, in both languages', () => {
    expect(fr.notValidPassword).toMatch(/courants/);
    expect(en.notValidPassword).toMatch(/common/);
  });
});

describe('routes that set a password refuse a common one', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ seed: false });
  });
  afterAll(() => server.close());

  const expectRefused = (response: { statusCode: number; json: () => unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'notValidPassword', message: fr.notValidPassword, fields: { [field]: 'notValidPassword' } });
  };
  const userCount = async () => (await server.app.db.selectFrom('users').select('id').execute()).length;

  it.each(COMMON)('create-account refuses %s and creates nothing', async (password) => {
    const before = await userCount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/create-account',
      remoteAddress: someAddress(),
      payload: { firstName: 'Léa', lastName: 'Martin', email: `common-${password}@example.com`, password },
    });
    expectRefused(response, 'password');
    expect(await userCount()).toBe(before);
  });

  it.each([...FRENCH, 'pixel cie 2026'])('create-account refuses the French or the site-named %s', async (password) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/create-account',
      remoteAddress: someAddress(),
      payload: { firstName: 'Léa', lastName: 'Martin', email: `fr-${password.replace(/\W/g, '')}@example.com`, password },
    });
    expectRefused(response, 'password');
  });

  it("create-account refuses the account's own address as its password", async () => {
    const email = `zoe.durand.${Date.now()}@example.com`;
    for (const password of [email, email.split('@')[0]!, `${email.split('@')[0]}2026`]) {
      expectRefused(await server.app.inject({ method: 'POST', url: '/api/users/create-account', remoteAddress: someAddress(), payload: { firstName: 'Zoé', lastName: 'Durand', email, password } }), 'password');
    }
  });

  it('create-account accepts an uncommon 8-character password', async () => {
    const account = await signUp(server.app, { password: UNCOMMON });
    expect(await logIn(server.app, account.email, UNCOMMON)).toEqual(expect.any(String));
  });

  it('change-password refuses a common one and keeps the old password; accepts an uncommon one', async () => {
    const account = await signUp(server.app);
    const change = (newPassword: string) =>
      server.app.inject({ method: 'PUT', url: `/api/users/change-password/${account.id}`, payload: { currentPassword: PASSWORD, newPassword }, headers: account.auth });
    expectRefused(await change('Baseball'), 'newPassword');
    expectRefused(await change('soleil123'), 'newPassword');
    expectRefused(await change('Pixel&Cie2026'), 'newPassword');
    expectRefused(await change(`${account.email.split('@')[0]}!`), 'newPassword');
    expect(await logIn(server.app, account.email, PASSWORD)).toEqual(expect.any(String));
    expect((await change(UNCOMMON)).statusCode).toBe(200);
    expect(await logIn(server.app, account.email, UNCOMMON)).toEqual(expect.any(String));
  });

  it('reset-password refuses a common one without using up the link; the same link then takes an uncommon one', async () => {
    const account = await signUp(server.app);
    const token = await createResetToken(server.app.db, account.id);
    const reset = (password: string) =>
      server.app.inject({ method: 'PUT', url: '/api/users/reset-password/', payload: { new_password_token: token, email: account.email, password } });
    expectRefused(await reset('iloveyou'), 'password');
    expectRefused(await reset('azertyuiop'), 'password');
    expectRefused(await reset('pixelcie'), 'password');
    expectRefused(await reset(account.email), 'password');
    expect((await reset(UNCOMMON)).statusCode).toBe(200);
    expect(await logIn(server.app, account.email, UNCOMMON)).toEqual(expect.any(String));
  });

  it('answers in English when asked', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/create-account',
      remoteAddress: someAddress(),
      headers: { 'accept-language': 'en' },
      payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada-common@example.com', password: 'password' },
    });
    expect(response.json()).toMatchObject({ code: 'notValidPassword', message: en.notValidPassword });
  });
});
