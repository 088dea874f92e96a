import fs from 'node:fs';
import fr from '../../../src/shared/locales/fr/errors.json';
import { signUp } from '../support/accounts';
import { CANDIDACY_URL, candidacyFields, pdfOfSize } from '../support/candidacy';
import { multipart } from '../support/multipart';
import { buildTestApp, type TestApp } from '../support/testApp';

/** Every file under a folder (none when it does not exist). */
const filesUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a multipart body cut short, or without a boundary', () => {
  let server: TestApp;
  let ip = 0;
  beforeAll(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
  });
  afterAll(() => server.close());

  const candidacy = multipart({ ...candidacyFields, cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: pdfOfSize(300_000) } });
  const apply = (payload: Buffer, headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: CANDIDACY_URL, payload, headers, remoteAddress: `10.8.0.${++ip}` });

  test.each([700, 1000, 5000, 100_000, candidacy.payload.length - 50, candidacy.payload.length - 10])(
    'a candidacy cut after %i bytes answers 400 and leaves no file and no row',
    async (length) => {
      const response = await apply(candidacy.payload.subarray(0, length), candidacy.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message: fr.badRequest });
      await settle();
      expect(filesUnder(server.config.uploadsDir)).toEqual([]);
      expect(await server.app.db.selectFrom('candidacies').selectAll().execute()).toEqual([]);
    },
  );

  test('a candidacy whose content type names no boundary answers 400', async () => {
    const response = await apply(candidacy.payload, { 'content-type': 'multipart/form-data' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('badRequest');
    expect(filesUnder(server.config.uploadsDir)).toEqual([]);
  });

  test('a profile update cut short, or without a boundary, answers 400 and changes nothing', async () => {
    const account = await signUp(server.app);
    const body = multipart({ firstName: 'Autre', lastName: 'Nom', email: account.email, profileImage: { filename: 'a.png', contentType: 'image/png', content: Buffer.alloc(100_000, 1) } });
    const send = (payload: Buffer, headers: Record<string, string>) =>
      server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${account.id}`, payload, headers: { ...headers, ...account.auth } });

    const cut = await send(body.payload.subarray(0, 50_000), body.headers);
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ code: 'badRequest', message: fr.badRequest });
    const unbounded = await send(body.payload, { 'content-type': 'multipart/form-data' });
    expect(unbounded.statusCode).toBe(400);
    const row = await server.app.db.selectFrom('users').select(['first_name', 'profile_image']).where('id', '=', account.id).executeTakeFirst();
    expect(row).toEqual({ first_name: 'Léa', profile_image: null });
    expect(filesUnder(server.config.avatarsDir)).toEqual([]);
  });
});
