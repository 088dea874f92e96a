import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sweepOrphanAvatars } from '../../../src/server/services/avatars';
import { MAX_WAITING_UPLOADED_IMAGES } from '../../../src/server/services/images/upload';
import { PASSWORD, signUp, someAddress, type TestAccount } from '../support/accounts';
import { multipart } from '../support/multipart';
import { buildTestApp, type TestApp } from '../support/testApp';

describe('profile images under concurrent requests', () => {
  let server: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#13233f' } }).png().toBuffer();
  });
  afterAll(() => server.close());

  const avatarFiles = () => (fs.existsSync(server.config.avatarsDir) ? fs.readdirSync(server.config.avatarsDir) : []);
  const update = (account: TestAccount) => {
    const body = multipart({ firstName: 'Léa', lastName: 'Martin', email: account.email, profileImage: { filename: 'me.png', contentType: 'image/png', content: png } });
    // Each from its own IP: the race is the point, not the per-IP limit.
    return server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${account.id}`, payload: body.payload, headers: { ...body.headers, ...account.auth }, remoteAddress: someAddress() });
  };
  const storedImage = async (account: TestAccount) =>
    (await server.app.db.selectFrom('users').select('profile_image').where('id', '=', account.id).executeTakeFirst())?.profile_image;

  test('40 updates at once leave one file: the image the account shows', async () => {
    const account = await signUp(server.app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => update(account)));
    // Images are re-encoded one at a time, a few waiting: the others are told to come back, and change nothing.
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1 + MAX_WAITING_UPLOADED_IMAGES);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(avatarFiles()).toEqual([await storedImage(account)]);
    fs.rmSync(server.config.avatarsDir, { recursive: true, force: true });
  });

  test('updates racing a deletion leave no file of the account, whatever the order', async () => {
    const account = await signUp(server.app);
    await update(account);
    // The image served once, so that it has resized copies too.
    const image = `/uploads/avatars/${await storedImage(account)}`;
    expect((await server.app.inject({ method: 'GET', url: `/api/images/get-image?imageURL=${encodeURIComponent(image)}&width=320&slug=me` })).statusCode).toBe(200);
    const updates = Array.from({ length: 10 }, () => update(account));
    const deletion = server.app.inject({ method: 'PUT', url: '/api/users/delete-account', payload: { email: account.email, password: PASSWORD }, headers: account.auth });
    const more = Array.from({ length: 10 }, () => update(account));
    expect((await deletion).statusCode).toBe(200);
    const statuses = (await Promise.all([...updates, ...more])).map((answer) => answer.statusCode);
    // Each update either landed before the deletion, was refused after it, or was told to come back (the image queue); none answered 500.
    expect(statuses.every((status) => status === 200 || status === 401 || status === 503)).toBe(true);
    expect(avatarFiles()).toEqual([]);
    const cached = fs.existsSync(server.config.imageCacheDir) ? fs.readdirSync(server.config.imageCacheDir, { recursive: true }) : [];
    expect(cached).toEqual([]);
  });

  test('at start-up, a profile image no account refers to (a crash between the file and its row) is removed', async () => {
    const account = await signUp(server.app);
    await update(account);
    const kept = await storedImage(account);
    const orphan = `${'ab'.repeat(16)}.webp`;
    fs.writeFileSync(path.join(server.config.avatarsDir, orphan), png);
    expect(await sweepOrphanAvatars(server.app.db, server.config.avatarsDir, server.config.imageCacheDir)).toEqual([orphan]);
    expect(avatarFiles()).toEqual([kept]);
  });
});
