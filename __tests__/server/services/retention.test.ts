import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { recordAudit } from '../../../src/server/services/audit';
import { createResetToken } from '../../../src/server/services/passwordResets';
import { applyRetention } from '../../../src/server/services/retention';
import { createSession, revokeSession } from '../../../src/server/services/sessions';
import { saveCv } from '../../../src/server/services/uploads';
import { signUp } from '../support/accounts';
import { pdfOfSize } from '../support/candidacy';
import { eventually } from '../support/smtp';
import { buildTestApp, type TestApp } from '../support/testApp';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const yearsAgo = (years: number, plusDays = 0) => {
  const date = new Date(NOW);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() - plusDays * DAY).toISOString();
};

describe('the retention job, on a clock', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await buildTestApp({ retention: { enabled: false }, outbox: { pollIntervalMs: 0 } });
    await server.app.ready();
    await server.app.outbox.stop();
  });
  afterEach(() => server.close());

  const db = () => server.app.db;
  const count = async (table: 'vitals' | 'sessions' | 'password_resets' | 'email_outbox' | 'messages' | 'candidacies') =>
    (await db().selectFrom(table).select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  async function vital(createdAt: string) {
    await db().insertInto('vitals').values({ name: 'LCP', value: 1000, route: 'home', rating: 'good', navigation_type: null, created_at: createdAt }).execute();
  }
  async function email(fields: { sent_at?: string; failed_at?: string; next_attempt_at?: string }) {
    await db()
      .insertInto('email_outbox')
      .values({ to_address: 'a@example.com', subject: 's', text_body: 't', attachments: '[]', created_at: daysAgo(60), sent_at: null, failed_at: null, next_attempt_at: null, ...fields })
      .execute();
  }
  async function message(address: string, createdAt: string) {
    await db().insertInto('messages').values({ kind: 'contact', first_name: 'Léa', last_name: 'Martin', email: address, phone_number: null, message: 'Bonjour', options: null, language: 'fr', created_at: createdAt }).execute();
  }
  async function candidacy(createdAt: string): Promise<string> {
    const cv = (await saveCv(server.config.uploadsDir, Readable.from([pdfOfSize()])))!;
    await db()
      .insertInto('candidacies')
      .values({ first_name: 'Léa', last_name: 'Martin', email: 'lea@example.com', phone_number: '0612345678', presentation: 'Bonjour', job_slug: null, cv_path: cv.key, cv_name: 'cv.pdf', cv_size: cv.size, language: 'fr', created_at: createdAt })
      .execute();
    return path.join(server.config.uploadsDir, cv.key);
  }

  test('applies every documented period, and keeps what is within it', async () => {
    await vital(daysAgo(91));
    await vital(daysAgo(89));

    const account = await signUp(server.app);
    await db().deleteFrom('sessions').execute();
    await createSession(db(), account.id, new Date(NOW.getTime() - 31 * DAY)); // expired
    await createSession(db(), account.id, new Date(NOW.getTime() - DAY)); // live
    await revokeSession(db(), await createSession(db(), account.id, new Date(NOW.getTime() - DAY))); // logged out

    await createResetToken(db(), account.id, new Date(NOW.getTime() - 2 * 60 * 60 * 1000)); // expired an hour ago
    await createResetToken(db(), account.id, new Date(NOW.getTime() - 60 * 1000)); // live; voids (uses) the one before

    await email({ sent_at: daysAgo(31) });
    await email({ sent_at: daysAgo(29) });
    await email({ failed_at: daysAgo(31) });
    await email({ next_attempt_at: daysAgo(40) }); // still to send, however old

    await message('gone@example.com', yearsAgo(3, 1));
    await message('back@example.com', yearsAgo(3, 200));
    await message('BACK@example.com', yearsAgo(2));
    await message('recent@example.com', yearsAgo(1));

    const oldCv = await candidacy(yearsAgo(2, 1));
    const recentCv = await candidacy(yearsAgo(2, -1));

    // Only these two: the set-up's own sign-ups are counted too when the counts live in the database.
    await db().deleteFrom('rate_limits').execute();
    await db().insertInto('rate_limits').values([{ key: 'passed', points: 3, expire: NOW.getTime() - 1 }, { key: 'running', points: 3, expire: NOW.getTime() + 1 }]).execute();

    // The audit log: a year, whoever acted.
    await recordAudit(db(), { actor: null, action: 'grant', entity: 'user', entityId: account.id }, new Date(yearsAgo(1, 1)));
    await recordAudit(db(), { actor: { id: account.id, name: 'Léa Martin', email: account.email }, action: 'status', entity: 'message', entityId: 1 }, new Date(yearsAgo(1, -1)));

    const report = await applyRetention(db(), { uploadsDir: server.config.uploadsDir, now: NOW });
    expect(report).toEqual({ vitals: 1, sessions: 2, passwordResets: 1, emails: 2, messages: 1, candidacies: 1, rateLimits: 1, audit: 1 });
    expect(await db().selectFrom('audit_log').select('action').execute()).toEqual([{ action: 'status' }]);
    expect(await db().selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'running' }]);
    expect(await count('vitals')).toBe(1);
    expect(await count('sessions')).toBe(1);
    expect(await count('password_resets')).toBe(1);
    expect(await count('email_outbox')).toBe(2);
    const addresses = (await db().selectFrom('messages').select('email').execute()).map((row) => row.email).sort();
    // An address that wrote again within three years keeps its older message too.
    expect(addresses).toEqual(['BACK@example.com', 'back@example.com', 'recent@example.com']);
    expect(await count('candidacies')).toBe(1);
    expect(fs.existsSync(oldCv)).toBe(false);
    expect(fs.existsSync(recentCv)).toBe(true);

    // A second run finds nothing more.
    expect(await applyRetention(db(), { uploadsDir: server.config.uploadsDir, now: NOW })).toEqual({ vitals: 0, sessions: 0, passwordResets: 0, emails: 0, messages: 0, candidacies: 0, rateLimits: 0, audit: 0 });
  });
});

describe('the retention job in the app', () => {
  test('runs at start-up, then again each period', async () => {
    let now = NOW;
    const server = await buildTestApp({ retention: { now: () => now, everyMs: 100 }, outbox: { pollIntervalMs: 0 } });
    try {
      const insert = (createdAt: string) =>
        server.app.db.insertInto('vitals').values({ name: 'LCP', value: 1000, route: 'home', rating: null, navigation_type: null, created_at: createdAt }).execute();
      await insert(daysAgo(120));
      await server.app.ready();
      const vitals = async () => (await server.app.db.selectFrom('vitals').select('created_at').execute()).length;
      await eventually(async () => expect(await vitals()).toBe(0));
      // A day later by the clock: what was 80 days old is now past 90.
      await insert(daysAgo(80));
      now = new Date(NOW.getTime() + 11 * DAY);
      await eventually(async () => expect(await vitals()).toBe(0));
    } finally {
      await server.close();
    }
  });
});
