import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import fr from '../../../src/shared/locales/fr/errors.json';
import { createResetToken } from '../../../src/server/services/passwordResets';
import { PASSWORD, logIn, signUp, someAddress, type TestAccount } from '../support/accounts';
import { pngDeclaring } from '../support/images';
import { multipart } from '../support/multipart';
import { buildTestApp, type TestApp } from '../support/testApp';

const NEW_PASSWORD = 'a new long passphrase';

describe('/api/users', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
    server.app.inject({ method, url: `/api/users${url}`, payload: options.payload as object, headers: options.headers, remoteAddress: someAddress() });
  const me = (token: string) => inject('GET', '/me', { headers: { authorization: `Bearer ${token}` } });
  const avatarsDir = () => path.join(server.config.uploadsDir, 'avatars');
  const avatarFiles = () => (fs.existsSync(avatarsDir()) ? fs.readdirSync(avatarsDir()) : []);

  describe('create-account', () => {
    const valid = { firstName: 'Léa', lastName: 'Martin', password: PASSWORD, phoneNumber: '06 12 34 56 78' };

    test('creates the account: 201 with the user, the password hashed with scrypt, the language of the request', async () => {
      const response = await inject('POST', '/create-account', {
        payload: { ...valid, email: 'Camille.Durand@Example.com' },
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ email: 'Camille.Durand@Example.com', phoneNumber: '0612345678', language: 'en' });
      const row = await server.app.db.selectFrom('users').selectAll().where('email_key', '=', 'camille.durand@example.com').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** server.config.passwordHashCost}\\$8\\$1\\$`));
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(JSON.stringify(response.json())).not.toMatch(/password|hash|token/i);
    });

    test('the same address in another case is taken: 409 emailTaken', async () => {
      await inject('POST', '/create-account', { payload: { ...valid, email: 'taken@example.com' } });
      const response = await inject('POST', '/create-account', { payload: { ...valid, email: 'TAKEN@example.com' } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'emailTaken', message: fr.emailTaken, fields: { email: 'emailTaken' } });
    });

    test.each([
      [{ firstName: ' ' }, 'emptyFirstName'],
      [{ lastName: '' }, 'emptyLastName'],
      [{ email: '' }, 'emptyEmail'],
      [{ email: 'nope' }, 'notValidEmail'],
      [{ password: '' }, 'emptyPassword'],
      [{ password: 'short' }, 'notValidPassword'],
      [{ phoneNumber: '12ab' }, 'notValidPhoneNumber'],
      [{ firstName: 'x'.repeat(101) }, 'badRequest'],
    ])('%j answers 400 %s and stores nothing', async (change, code) => {
      const before = await server.app.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
      const response = await inject('POST', '/create-account', { payload: { ...valid, email: 'new@example.com', ...change } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
      const after = await server.app.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });
  });

  describe('me', () => {
    test('answers the logged-in user, 401 without a token', async () => {
      const account = await signUp(server.app);
      expect((await me(account.token)).json().data).toMatchObject({ id: account.id, email: account.email });
      expect((await inject('GET', '/me')).statusCode).toBe(401);
    });
  });

  describe('update-infos', () => {
    let account: TestAccount;
    beforeEach(async () => {
      account = await signUp(server.app);
    });

    const form = (extra: Parameters<typeof multipart>[0] = {}) =>
      multipart({ lastName: 'Durand', firstName: 'Camille', email: account.email, phoneNumber: '', ...extra });
    const update = (body: ReturnType<typeof multipart>, userId = account.id, auth = account.auth) =>
      server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${userId}`, payload: body.payload, headers: { ...body.headers, ...auth }, remoteAddress: someAddress() });

    test('updates the profile; an empty phone is none', async () => {
      const response = await update(form());
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ firstName: 'Camille', lastName: 'Durand', phoneNumber: null, profileImage: null });
      expect((await me(account.token)).json().data.firstName).toBe('Camille');
    });

    test('a profile image is re-encoded to WebP of at most 512 px without its metadata, served, and replaced cleanly', async () => {
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c2410c' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-location' } })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const first = await update(form({ profileImage: { filename: '../../evil.jpg', contentType: 'image/jpeg', content: photo } }));
      expect(first.statusCode).toBe(200);
      const url: string = first.json().data.profileImage;
      expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
      const served = await server.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(meta.exif).toBeUndefined();
      expect(avatarFiles()).toContain(path.basename(url));
      expect(fs.existsSync(path.join(server.root, 'evil.jpg'))).toBe(false);

      const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#6fd3c1' } }).png().toBuffer();
      const second = await update(form({ profileImage: { filename: 'me.png', contentType: 'image/png', content: png } }));
      expect(second.statusCode).toBe(200);
      expect(avatarFiles()).not.toContain(path.basename(url));
      expect((await sharp(fs.readFileSync(path.join(avatarsDir(), path.basename(second.json().data.profileImage)))).metadata()).width).toBe(64);
    });

    test('a file that is not an image is refused with 415, whatever its name and type say', async () => {
      const response = await update(form({ profileImage: { filename: 'me.png', contentType: 'image/png', content: 'just text, really' } }));
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupportedFileType');
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
      expect((await update(form({ profileImage: { filename: 'a.gif', contentType: 'image/gif', content: gif } }))).statusCode).toBe(415);
    });

    test('an image over 2 MB is refused with 413 and nothing is stored', async () => {
      const before = avatarFiles().length;
      const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
      const response = await update(form({ profileImage: { filename: 'big.png', contentType: 'image/png', content: big } }));
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('fileTooLarge');
      expect(avatarFiles()).toHaveLength(before);
    });

    test('a disk that cannot store the image answers 503 storageUnavailable and changes nothing', async () => {
      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#13233f' } }).png().toBuffer();
      const dir = avatarsDir();
      const moved = `${dir}.aside`;
      if (fs.existsSync(dir)) fs.renameSync(dir, moved);
      fs.writeFileSync(dir, 'a file where the folder should be');
      try {
        const response = await update(form({ firstName: 'Changed', profileImage: { filename: 'a.png', contentType: 'image/png', content: png } }));
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ code: 'storageUnavailable', message: fr.storageUnavailable });
        expect((await me(account.token)).json().data).toMatchObject({ firstName: 'Léa', profileImage: null });
      } finally {
        fs.rmSync(dir, { force: true });
        if (fs.existsSync(moved)) fs.renameSync(moved, dir);
      }
    });

    test('a small file declaring a huge image (pixel flood) is refused by its sides: 400 profileImageTooLarge', async () => {
      const flood = await pngDeclaring(50_000, 50_000);
      expect(flood.length).toBeLessThan(200);
      const response = await update(form({ profileImage: { filename: 'a.png', contentType: 'image/png', content: flood } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'profileImageTooLarge', message: fr.profileImageTooLarge });
    });

    test.each([
      [{ firstName: '' }, 'emptyFirstName'],
      [{ lastName: ' ' }, 'emptyLastName'],
      [{ email: '' }, 'emptyEmail'],
      [{ phoneNumber: 'abc' }, 'notValidPhoneNumber'],
    ])('%j answers 400 %s', async (change, code) => {
      const response = await update(form(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, fields: expect.objectContaining({}) });
    });

    test('another account\'s address is taken: 409', async () => {
      const other = await signUp(server.app);
      expect((await update(form({ email: other.email }))).statusCode).toBe(409);
    });

    test('401 without a token, 403 on another user\'s id (and nothing changes)', async () => {
      const other = await signUp(server.app);
      expect((await update(form(), account.id, {} as { authorization: string })).statusCode).toBe(401);
      const forbidden = await update(form(), other.id);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'forbidden', message: fr.forbidden });
      expect((await me(other.token)).json().data.firstName).toBe('Léa');
    });

    test('a JSON body instead of multipart is refused without a 500', async () => {
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/users/update-infos/${account.id}`,
        payload: { firstName: 'x' },
        headers: account.auth,
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('change-password', () => {
    test('changes it, keeps this session and ends the others', async () => {
      const account = await signUp(server.app);
      const otherSession = await logIn(server.app, account.email, PASSWORD);
      const response = await inject('PUT', `/change-password/${account.id}`, { payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, headers: account.auth });
      expect(response.statusCode).toBe(200);
      expect((await me(account.token)).statusCode).toBe(200);
      expect((await me(otherSession)).statusCode).toBe(401);
      await expect(logIn(server.app, account.email, PASSWORD)).rejects.toThrow(/401/);
      await expect(logIn(server.app, account.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    });

    test('401 first without a token, 403 on another id, 400 for a bad password', async () => {
      const account = await signUp(server.app);
      const other = await signUp(server.app);
      const payload = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
      expect((await inject('PUT', `/change-password/${account.id}`, { payload: {} })).statusCode).toBe(401);
      expect((await inject('PUT', `/change-password/${other.id}`, { payload, headers: account.auth })).statusCode).toBe(403);
      expect((await inject('PUT', `/change-password/abc`, { payload, headers: account.auth })).statusCode).toBe(400);
      const short = await inject('PUT', `/change-password/${account.id}`, { payload: { currentPassword: PASSWORD, newPassword: 'short' }, headers: account.auth });
      expect(short.json()).toMatchObject({ code: 'notValidPassword' });
      await expect(logIn(server.app, other.email, PASSWORD)).resolves.toEqual(expect.any(String));
    });
  });

  describe('delete-account', () => {
    test('with the wrong password: 401 invalidCredentials, nothing removed, still logged in', async () => {
      const account = await signUp(server.app);
      const response = await inject('PUT', '/delete-account', { payload: { email: account.email, password: 'wrong one' }, headers: account.auth });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalidCredentials');
      expect((await me(account.token)).statusCode).toBe(200);
    });

    test('another user\'s address and password cannot delete that user from this session', async () => {
      const account = await signUp(server.app);
      const other = await signUp(server.app);
      const response = await inject('PUT', '/delete-account', { payload: { email: other.email, password: PASSWORD }, headers: account.auth });
      expect(response.statusCode).toBe(401);
      expect((await me(other.token)).statusCode).toBe(200);
    });

    test('removes the user, their sessions, reset tokens and profile image; logging in fails after', async () => {
      const account = await signUp(server.app);
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#13233f' } }).png().toBuffer();
      const body = multipart({ lastName: 'M', firstName: 'L', email: account.email, profileImage: { filename: 'a.png', contentType: 'image/png', content: png } });
      const updated = await server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${account.id}`, payload: body.payload, headers: { ...body.headers, ...account.auth } });
      const avatar = path.basename(updated.json().data.profileImage);
      await createResetToken(server.app.db, account.id);

      const response = await inject('PUT', '/delete-account', { payload: { email: account.email.toUpperCase(), password: PASSWORD }, headers: account.auth });
      expect(response.statusCode).toBe(200);
      const db = server.app.db;
      expect(await db.selectFrom('users').selectAll().where('id', '=', account.id).execute()).toEqual([]);
      expect(await db.selectFrom('sessions').selectAll().where('user_id', '=', account.id).execute()).toEqual([]);
      expect(await db.selectFrom('password_resets').selectAll().where('user_id', '=', account.id).execute()).toEqual([]);
      expect(avatarFiles()).not.toContain(avatar);
      expect((await me(account.token)).statusCode).toBe(401);
      await expect(logIn(server.app, account.email, PASSWORD)).rejects.toThrow(/401/);
    });
  });

  describe('reset-password', () => {
    const reset = (payload: object) => inject('PUT', '/reset-password/', { payload });

    test('a valid token sets the password once, and ends every session', async () => {
      const account = await signUp(server.app);
      const token = await createResetToken(server.app.db, account.id);
      const response = await reset({ new_password_token: token, email: account.email, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect((await me(account.token)).statusCode).toBe(401);
      await expect(logIn(server.app, account.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));

      const again = await reset({ new_password_token: token, email: account.email, password: 'yet another passphrase' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 'invalidToken', message: fr.invalidToken });
    });

    test('a token older than an hour, another account\'s token, or a made-up one is invalidToken', async () => {
      const account = await signUp(server.app);
      const other = await signUp(server.app);
      const expired = await createResetToken(server.app.db, account.id, new Date(Date.now() - 61 * 60 * 1000));
      expect((await reset({ new_password_token: expired, email: account.email, password: NEW_PASSWORD })).json().code).toBe('invalidToken');
      const othersToken = await createResetToken(server.app.db, other.id);
      expect((await reset({ new_password_token: othersToken, email: account.email, password: NEW_PASSWORD })).json().code).toBe('invalidToken');
      expect((await reset({ new_password_token: 'made-up', email: 'nobody@example.com', password: NEW_PASSWORD })).json().code).toBe('invalidToken');
      await expect(logIn(server.app, account.email, PASSWORD)).resolves.toEqual(expect.any(String));
    });

    test('a newer reset request makes the older link stop working', async () => {
      const account = await signUp(server.app);
      const older = await createResetToken(server.app.db, account.id);
      await createResetToken(server.app.db, account.id);
      expect((await reset({ new_password_token: older, email: account.email, password: NEW_PASSWORD })).statusCode).toBe(400);
    });

    test.each([
      [{ email: 'a@b.fr', password: NEW_PASSWORD }, 'emptyToken'],
      [{ new_password_token: 't', password: NEW_PASSWORD }, 'emptyEmail'],
      [{ new_password_token: 't', email: 'a@b.fr', password: '' }, 'emptyPassword'],
    ])('%j answers 400 %s', async (payload, code) => {
      expect((await reset(payload)).json().code).toBe(code);
    });
  });

  test('the language chosen by a logged-in user is stored on the account', async () => {
    const account = await signUp(server.app);
    await server.app.inject({ method: 'POST', url: '/api/language/send', payload: { lang: 'en' }, headers: account.auth });
    expect((await me(account.token)).json().data.language).toBe('en');
  });

  test.each(['x.webp', '0123456789abcdef0123456789abcdef.png', '%2e%2e%2fapp.db', '..%2f..%2fapp.db'])(
    'GET /uploads/avatars/%s answers 404',
    async (name) => {
      expect((await server.app.inject({ method: 'GET', url: `/uploads/avatars/${name}` })).statusCode).toBe(404);
    },
  );

  test('a path climbing out of the avatars folder never reaches the data files', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/uploads/avatars/../../app.db' });
    expect(response.body).not.toContain('SQLite format');
    expect(response.headers['content-type'] ?? '').not.toMatch(/octet-stream|sqlite/);
  });
});
