import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/database';
import { migrations } from '../../../src/server/db/migrations/all';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { openDatabase } from '../../../src/server/db/database';
import { createMailer, type MailMessage, type Mailer } from '../../../src/server/services/mailer';
import { createOutbox, retryDelay, type Outbox, type OutboxOptions } from '../../../src/server/services/outbox';
import { eventually, freePort, header, startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { buildTestApp, tempDir, testDatabaseLocation, type TestApp } from '../support/testApp';

const silentLog = { error: () => undefined, warn: () => undefined } as never;
const mail: MailMessage = { to: 'lea@example.com', subject: 'Bonjour', text: 'Un message.' };

/** A mailer that fails while `down` is set and records what it sent. */
function fakeMailer() {
  const state = { down: false, sent: [] as MailMessage[], attempts: 0 };
  const mailer: Mailer = {
    transport: 'smtp',
    async send(message) {
      state.attempts += 1;
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      state.sent.push(message);
    },
    close: () => undefined,
  };
  return { mailer, state };
}

/** A mailer whose send waits for `state.release()`, and fails when its send is cancelled. */
function hangingMailer() {
  const state = { release: () => undefined as void };
  const mailer: Mailer = {
    transport: 'smtp',
    send: (_message, signal) =>
      new Promise<void>((resolve, reject) => {
        state.release = resolve;
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    close: () => undefined,
  };
  return { mailer, state };
}

describe('retryDelay', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])('waits after failure %i: %i ms (30 s doubling, at most 1 h)', (attempts, delay) => {
    expect(retryDelay(attempts, { baseDelayMs: 30_000, maxDelayMs: 3_600_000 })).toBe(delay);
  });
});

describe('createOutbox', () => {
  let root: string;
  let db: Kysely<Database>;
  let clock: number;
  let outbox: Outbox;
  let fake: ReturnType<typeof fakeMailer>;

  const rows = () => db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
  // Inside a transaction, enqueue does not wake the worker: these tests drive it by hand.
  const enqueueQuietly = (message: MailMessage) => db.transaction().execute((trx) => outbox.enqueue(message, trx));
  const make = (options: Partial<OutboxOptions> = {}) => {
    fake = fakeMailer();
    outbox = createOutbox(db, fake.mailer, silentLog, { pollIntervalMs: 0, now: () => clock, ...options });
  };

  beforeEach(async () => {
    root = tempDir();
    db = openDatabase(path.join(root, 'app.db'));
    await migrateToLatest(db, migrations);
    clock = Date.parse('2026-11-21T10:00:00.000Z');
    make();
  });

  afterEach(async () => {
    await outbox.stop();
    await db.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores a message and delivers it once', async () => {
    const attachment = { filename: 'cv.pdf', path: '/data/uploads/cv/a.pdf', contentType: 'application/pdf' };
    const id = await enqueueQuietly({ ...mail, replyTo: 'contact@example.com', attachments: [attachment] });
    expect(await rows()).toEqual([expect.objectContaining({ id, to_address: 'lea@example.com', attempts: 0, sent_at: null, next_attempt_at: '2026-11-21T10:00:00.000Z' })]);

    expect(await outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(fake.state.sent).toEqual([{ ...mail, replyTo: 'contact@example.com', html: null, attachments: [attachment], messageKey: expect.stringMatching(/^outbox\.1\.[0-9a-f]{20}$/) }]);
    expect(await rows()).toEqual([expect.objectContaining({ attempts: 1, sent_at: '2026-11-21T10:00:00.000Z', next_attempt_at: null, last_error: null })]);

    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(fake.state.sent).toHaveLength(1);
  });

  it('delivers on its own soon after an enqueue outside a transaction', async () => {
    await outbox.enqueue(mail);
    await eventually(() => expect(fake.state.sent).toHaveLength(1));
  });

  it('stores nothing when the transaction it joined is rolled back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await outbox.enqueue(mail, trx);
        throw new Error('the message could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    expect(await rows()).toEqual([]);
  });

  it('retries with exponential backoff, keeping the last error', async () => {
    fake.state.down = true;
    await enqueueQuietly(mail);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [first] = await rows();
    expect(first!.attempts).toBe(1);
    expect(first).toMatchObject({ sent_at: null, failed_at: null, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', next_attempt_at: '2026-11-21T10:00:30.000Z' });

    clock += 29_999;
    await outbox.deliverDue();
    expect(fake.state.attempts).toBe(1);

    clock += 1;
    await outbox.deliverDue();
    expect(fake.state.attempts).toBe(2);
    expect((await rows())[0]).toMatchObject({ attempts: 2, next_attempt_at: new Date(clock + 60_000).toISOString() });

    fake.state.down = false;
    clock += 60_000;
    expect(await outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ attempts: 3, sent_at: new Date(clock).toISOString(), next_attempt_at: null, last_error: null });
  });

  it('gives up after the last attempt and leaves the row, marked failed', async () => {
    make({ maxAttempts: 3, baseDelayMs: 1000 });
    fake.state.down = true;
    await enqueueQuietly(mail);
    const reports = [];
    for (let i = 0; i < 5; i++) {
      reports.push(await outbox.deliverDue());
      clock += 60_000;
    }
    expect(fake.state.attempts).toBe(3);
    expect(reports.map((r) => r.failed)).toEqual([0, 0, 1, 0, 0]);
    expect((await rows())[0]).toMatchObject({ attempts: 3, next_attempt_at: null, sent_at: null, failed_at: expect.any(String), last_error: expect.stringContaining('ECONNREFUSED') });
  });

  it('skips a row another worker has just claimed', async () => {
    await enqueueQuietly(mail);
    const other = createOutbox(db, fakeMailer().mailer, silentLog, { pollIntervalMs: 0, now: () => clock });
    // Two workers read the same due row; only the first to claim it sends.
    const [a, b] = await Promise.all([outbox.deliverDue(), other.deliverDue()]);
    await other.stop();
    expect(a.sent + b.sent).toBe(1);
  });

  it('stops: no more deliveries, and a send in progress is cancelled without counting as an attempt', async () => {
    const slow = hangingMailer();
    outbox = createOutbox(db, slow.mailer, silentLog, { pollIntervalMs: 0, now: () => clock });
    await enqueueQuietly(mail);
    const delivering = outbox.deliverDue();
    await eventually(async () => expect((await rows())[0]!.claimed_by).not.toBeNull());
    await outbox.stop();
    await delivering;
    slow.state.release();
    expect((await rows())[0]).toMatchObject({ attempts: 0, sent_at: null, next_attempt_at: '2026-11-21T10:00:00.000Z', claimed_by: null, lease_until: null });
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

describe('several outbox workers on one database', () => {
  let root: string;
  let location: string;
  let smtp: TestSmtpServer;
  const workers: Outbox[] = [];
  const databases: Kysely<Database>[] = [];

  /** A worker as another instance has it: its own connection to the database, its own SMTP client. */
  function worker(options: Partial<OutboxOptions> = {}, mailer: Mailer = createMailer({ smtpUrl: smtp.url, outboxDir: root, from: { name: 'Agence', address: 'contact@example.com' } })) {
    const db = openDatabase(location);
    databases.push(db);
    let sent = 0;
    const counting: Mailer = { ...mailer, send: async (message, signal) => {
      await mailer.send(message, signal);
      sent += 1;
    } };
    const outbox = createOutbox(db, counting, silentLog, { pollIntervalMs: 0, ...options });
    workers.push(outbox);
    return { db, outbox, sent: () => sent };
  }

  beforeEach(async () => {
    root = tempDir();
    // SQLite's file, or in the PostgreSQL project a schema of its own: SKIP LOCKED is claimed there.
    location = await testDatabaseLocation(root);
    const db = openDatabase(location);
    await migrateToLatest(db, migrations);
    await db.destroy();
    smtp = await startSmtpServer();
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((outbox) => outbox.stop()));
    await Promise.all(databases.splice(0).map((db) => db.destroy()));
    await smtp.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('deliver every message exactly once through a real SMTP server', async () => {
    const a = worker({ batchSize: 5 });
    const b = worker({ batchSize: 5 });
    const count = 40;
    await a.db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i++) await a.outbox.enqueue({ to: `reader${i}@example.com`, subject: `Message ${i}`, text: 'Bonjour.' }, trx);
    });
    // Both work at once, each woken repeatedly, as two instances polling the same table.
    await Promise.all([a, b].map(async ({ outbox }) => {
      for (let turn = 0; turn < count; turn++) await outbox.deliverDue();
    }));

    const recipients = smtp.received.flatMap((mail) => mail.envelopeTo).sort();
    expect(recipients).toEqual(Array.from({ length: count }, (_, i) => `reader${i}@example.com`).sort());
    // Both took part: the claim shares the work instead of serialising it behind one worker.
    expect(a.sent()).toBeGreaterThan(0);
    expect(b.sent()).toBeGreaterThan(0);
    expect(a.sent() + b.sent()).toBe(count);
    expect(await a.db.selectFrom('email_outbox').select(['sent_at', 'claimed_by']).where('sent_at', 'is', null).execute()).toEqual([]);
  });

  it('sends a message whose sender died mid-send once its lease has passed, and only then', async () => {
    let clock = Date.parse('2026-11-21T10:00:00.000Z');
    const now = () => clock;
    // The first sender never finishes (its process is gone): its lease is never released.
    const dying: Mailer = { transport: 'smtp', send: () => new Promise<void>(() => undefined), close: () => undefined };
    const first = worker({ now, leaseMs: 60_000 }, dying);
    await first.db.transaction().execute((trx) => first.outbox.enqueue(mail, trx));
    void first.outbox.deliverDue();
    await eventually(async () => expect(await first.db.selectFrom('email_outbox').select('claimed_by').executeTakeFirst()).toEqual({ claimed_by: expect.any(String) }));
    workers.splice(workers.indexOf(first.outbox), 1);

    const second = worker({ now, leaseMs: 60_000 });
    clock += 59_000;
    expect(await second.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock += 1_000;
    expect(await second.outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((received) => received.envelopeTo)).toEqual([['lea@example.com']]);
    expect(await second.db.selectFrom('email_outbox').select(['attempts', 'claimed_by', 'lease_until']).execute()).toEqual([{ attempts: 1, claimed_by: null, lease_until: null }]);
  });

  it('a message sent again because its sender died before recording it keeps its Message-ID, so mail clients show it once', async () => {
    let clock = Date.parse('2026-11-21T10:00:00.000Z');
    const now = () => clock;
    const smtpMailer = createMailer({ smtpUrl: smtp.url, outboxDir: root, from: { name: 'Agence', address: 'contact@example.com' } });
    // The SMTP server takes the message, then the sender's process is gone before it records it.
    let dyingDb: Kysely<Database> | null = null;
    const dying: Mailer = { ...smtpMailer, send: async (message, signal) => {
      await smtpMailer.send(message, signal);
      await dyingDb!.destroy();
    } };
    const first = worker({ now, leaseMs: 60_000 }, dying);
    dyingDb = first.db;
    databases.splice(databases.indexOf(first.db), 1);
    workers.splice(workers.indexOf(first.outbox), 1);
    await first.db.transaction().execute(async (trx) => {
      await first.outbox.enqueue(mail, trx);
      await first.outbox.enqueue({ ...mail, to: 'sam@example.com' }, trx);
    });
    await expect(first.outbox.deliverDue()).rejects.toThrow();
    expect(smtp.received).toHaveLength(1);

    clock += 60_000;
    const second = worker({ now, leaseMs: 60_000 });
    expect(await second.outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const ids = smtp.received.map((received) => [received.envelopeTo[0], header(received.raw, 'message-id')]);
    expect(ids).toEqual([
      ['lea@example.com', expect.stringMatching(/^<outbox\.1\.[0-9a-f]{20}@example\.com>$/)],
      ['lea@example.com', ids[0]![1]],
      ['sam@example.com', expect.stringMatching(/^<outbox\.2\.[0-9a-f]{20}@example\.com>$/)],
    ]);
  });

  it('a worker that lost its lease leaves the row to its new holder: stopping does not make it due again', async () => {
    let clock = Date.parse('2026-11-21T10:00:00.000Z');
    const now = () => clock;
    const slowA = hangingMailer();
    const a = worker({ now, leaseMs: 60_000 }, slowA.mailer);
    await a.db.transaction().execute((trx) => a.outbox.enqueue(mail, trx));
    const aDelivering = a.outbox.deliverDue();
    const holder = async () => (await a.db.selectFrom('email_outbox').select('claimed_by').executeTakeFirstOrThrow()).claimed_by;
    await eventually(async () => expect(await holder()).not.toBeNull());
    const aId = await holder();

    // A's lease passes (a very slow SMTP server): B takes the row over and is sending it.
    clock += 60_000;
    const slowB = hangingMailer();
    const b = worker({ now, leaseMs: 60_000 }, slowB.mailer);
    const bDelivering = b.outbox.deliverDue();
    await eventually(async () => expect(await holder()).not.toBe(aId));

    await a.outbox.stop();
    await aDelivering;
    const c = worker({ now, leaseMs: 60_000 });
    expect(await c.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    slowB.state.release();
    expect(await bDelivering).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    expect(b.sent() + c.sent()).toBe(1);
  });
});

describe('the outbox in the app', () => {
  const message = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', phoneNumber: '', message: 'Bonjour !' };
  const submit = (server: TestApp) => server.app.inject({ method: 'POST', url: '/api/messages/create-message', payload: message });
  const outboxRows = (server: TestApp) => server.app.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

  it('without SMTP_URL, writes each e-mail to the outbox folder as an .eml file', async () => {
    const server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
    try {
      expect((await submit(server)).statusCode).toBe(201);
      await server.app.outbox.deliverDue();
      const files = fs.readdirSync(server.config.outboxDir);
      expect(files).toHaveLength(2);
      expect(files.every((file) => /^[\w-]+\.eml$/.test(file))).toBe(true);
      const raws = files.map((file) => fs.readFileSync(path.join(server.config.outboxDir, file), 'utf8'));
      expect(raws.map((raw) => header(raw, 'to')).sort()).toEqual(['contact@example.com', 'lea@example.com']);
      expect(raws.map((raw) => header(raw, 'subject')).sort()).toEqual(['Nous avons bien reçu votre message', 'Nouveau message de Léa Martin']);
      expect((await outboxRows(server)).every((row) => row.sent_at !== null)).toBe(true);
    } finally {
      await server.close();
    }
  });

  describe('with the SMTP server down', () => {
    let port: number;
    let smtp: TestSmtpServer | undefined;

    beforeEach(async () => {
      port = await freePort();
    });

    afterEach(async () => {
      await smtp?.stop();
      smtp = undefined;
    });

    it('still accepts and stores the message, and delivers the e-mails once SMTP is back', async () => {
      const server = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, outbox: { pollIntervalMs: 0, baseDelayMs: 0 } });
      try {
        const response = await submit(server);
        expect(response.statusCode).toBe(201);
        await server.app.outbox.deliverDue();
        const stored = await server.app.db.selectFrom('messages').selectAll().execute();
        expect(stored).toEqual([expect.objectContaining({ id: response.json().data.id, message: 'Bonjour !' })]);
        const pending = await outboxRows(server);
        expect(pending).toHaveLength(2);
        for (const row of pending) expect(row).toMatchObject({ sent_at: null, attempts: expect.any(Number), last_error: expect.stringMatching(/ECONNREFUSED/) });

        smtp = await startSmtpServer(port);
        await server.app.outbox.deliverDue();
        expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['contact@example.com', 'lea@example.com']);
        expect((await outboxRows(server)).every((row) => row.sent_at !== null)).toBe(true);
      } finally {
        await server.close();
      }
    });

    it('delivers what was pending after the app restarts on the same data folder', async () => {
      const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
      const first = await buildTestApp({ env, outbox: { pollIntervalMs: 0, baseDelayMs: 0 } });
      let second: TestApp | undefined;
      try {
        expect((await submit(first)).statusCode).toBe(201);
        await first.app.outbox.deliverDue();
        expect((await outboxRows(first)).filter((row) => row.sent_at === null)).toHaveLength(2);
        await first.app.close();

        smtp = await startSmtpServer(port);
        second = await buildTestApp({ env: { ...env, DATA_DIR: first.config.dataDir }, outbox: { pollIntervalMs: 0, baseDelayMs: 0 } });
        // Nothing new is submitted: the worker finds the rows at start-up.
        await second.app.ready();
        await eventually(() => expect(smtp!.received).toHaveLength(2));
        // Each row is marked sent once the server has accepted its e-mail: a moment after.
        await eventually(async () => expect((await outboxRows(second!)).every((row) => row.sent_at !== null)).toBe(true));
        expect(await second.app.db.selectFrom('messages').selectAll().execute()).toHaveLength(1);
      } finally {
        await second?.close();
        fs.rmSync(first.root, { recursive: true, force: true });
      }
    });

    it('never loses the stored message, even when the e-mails are given up on', async () => {
      const server = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, outbox: { pollIntervalMs: 0, baseDelayMs: 0, maxAttempts: 2 } });
      try {
        const response = await submit(server);
        expect(response.statusCode).toBe(201);
        for (let i = 0; i < 3; i++) await server.app.outbox.deliverDue();
        expect((await outboxRows(server)).every((row) => row.failed_at !== null && row.attempts === 2)).toBe(true);
        expect(await server.app.db.selectFrom('messages').select('id').execute()).toEqual([{ id: response.json().data.id }]);
      } finally {
        await server.close();
      }
    });
  });
});
