import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { CANDIDACY_URL, candidacyFields, pdfOfSize } from '../support/candidacy';
import { multipart } from '../support/multipart';
import { buildTestApp, captureLogger, type TestApp } from '../support/testApp';

/**
 * A database that cannot grow: SQLite's max_page_count set to the pages it has, so the first
 * write that needs a new page fails with SQLITE_FULL ("database or disk is full"), as on a full disk.
 */
async function fillUp(server: TestApp): Promise<() => Promise<void>> {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.app.db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(server.app.db);
  return async () => void (await sql.raw('pragma max_page_count = 1073741823').execute(server.app.db));
}

describe('database writes when the disk is full', () => {
  let server: TestApp;
  let lines: string[];
  let ip = 0;
  beforeEach(async () => {
    const capture = captureLogger('error');
    lines = capture.lines;
    server = await buildTestApp({ logger: capture.logger, outbox: { pollIntervalMs: 0 } });
  });
  afterEach(() => server.close());

  /** Sends until one answer is not a success (a write that needed a new page), at most 300 times. */
  async function firstRefusal(send: (n: number) => Promise<{ statusCode: number; json: () => unknown; body: string }>) {
    for (let n = 0; n < 300; n += 1) {
      const response = await send(n);
      if (response.statusCode >= 300) return response;
    }
    throw new Error('every write succeeded: the database never filled up');
  }

  test.each([
    ['a contact message', 'fr'],
    ['a sign-up', 'en'],
    ['web vitals', 'fr'],
  ] as const)('%s answers 503 storageUnavailable in the request language, and works again once there is room', async (what, lang) => {
    const send = (n: number) => {
      const headers = { 'accept-language': lang };
      const remoteAddress = `10.7.${Math.floor(n / 200)}.${(ip += 1) % 250}`;
      if (what === 'a contact message') {
        return server.app.inject({ method: 'POST', url: '/api/messages/create-message', headers, remoteAddress, payload: { firstName: 'Léa', lastName: 'Martin', email: `lea${n}@example.com`, message: 'Bonjour '.repeat(200) } });
      }
      if (what === 'a sign-up') {
        return server.app.inject({ method: 'POST', url: '/api/users/create-account', headers, remoteAddress, payload: { firstName: 'Léa', lastName: 'Martin', email: `full${n}@example.com`, password: 'correct horse battery' } });
      }
      return server.app.inject({ method: 'POST', url: '/api/vitals', headers, remoteAddress, payload: Array.from({ length: 5 }, () => ({ name: 'LCP', value: 1200.5, route: 'home', rating: 'good' })) });
    };
    const roomAgain = await fillUp(server);
    const refused = await firstRefusal(send);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'storageUnavailable', message: (lang === 'fr' ? fr : en).storageUnavailable });
    expect(refused.body).not.toMatch(/SQLITE|disk/i);
    expect(lines.some((line) => /database or disk is full/.test(line))).toBe(true);
    await roomAgain();
    expect((await send(1000)).statusCode).toBeLessThan(300);
  });

  test('a candidacy answers 503, keeps no row and no file, and the log names the real error, not the failed rollback', async () => {
    const roomAgain = await fillUp(server);
    const refused = await firstRefusal((n) => {
      const body = multipart({ ...candidacyFields, email: `cv${n}@example.com`, cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: pdfOfSize(2000) } });
      return server.app.inject({ method: 'POST', url: CANDIDACY_URL, payload: body.payload, headers: body.headers, remoteAddress: `10.6.0.${(ip += 1) % 250}` });
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'storageUnavailable' });
    const logged = lines.join('\n');
    expect(logged).toMatch(/database or disk is full/);
    expect(logged).not.toMatch(/cannot rollback/);
    await roomAgain();
    const stored = await server.app.db.selectFrom('candidacies').select('cv_path').execute();
    const outbox = await server.app.db.selectFrom('email_outbox').select('id').execute();
    // Every candidacy answered 201 is whole, with its two e-mails; the refused one left nothing.
    expect(outbox).toHaveLength(stored.length * 2);
    const files = fs.readdirSync(path.join(server.config.uploadsDir, 'cv')).map((name) => `cv/${name}`);
    expect(files.sort()).toEqual(stored.map((row) => row.cv_path).sort());
  });
});
