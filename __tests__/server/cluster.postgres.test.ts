import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { LOGIN_RATE_LIMIT } from '../../src/server/http/rateLimits';
import { pathTo } from '../../src/shared/routes';
import { candidacyFields, CANDIDACY_URL, pdfOfSize } from './support/candidacy';
import { multipart } from './support/multipart';
import { schemaFor } from './support/postgres';
import { startCluster, type ServerProcess } from './support/serverProcess';
import { header } from './support/smtp';
import { tempDir, writeClientBuild } from './support/testApp';

/**
 * Two real instances (`src/server/main.ts`, each its own process) on one PostgreSQL database and one
 * uploads folder, as behind a load balancer; a real SMTP server in this process. Runs in the
 * server-postgres project only: skipped with the install line without PostgreSQL, failing with
 * REQUIRE_POSTGRES=1 (jest.config.ts).
 */

const LEASE_SECONDS = 3;
const MESSAGES = 100;

interface Delivered {
  to: string[];
  raw: string;
}

interface Held {
  session: SMTPServerSession;
  raw: string;
  answer: (error?: Error) => void;
}

/**
 * An SMTP server that accepts at once until `holdAfter` messages, then holds each answer until
 * `release()`. A message is delivered only once the server answered 250 on a connection still open:
 * one whose sender died meanwhile was never accepted, as with a real server.
 */
async function gatedSmtpServer() {
  const delivered: Delivered[] = [];
  const held: Held[] = [];
  const closed = new Set<string>();
  const state = { holdAfter: Number.POSITIVE_INFINITY };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Stopping ends the connections a client keeps open (the mailer's pooled one) at once, not after 30 s.
    closeTimeout: 10,
    onClose: (session) => void closed.add(session.id),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = { session, raw: Buffer.concat(chunks).toString('utf8'), answer: callback };
        if (delivered.length < state.holdAfter) accept(message);
        else held.push(message);
      });
    },
  });
  const accept = ({ session, raw, answer }: Held) => {
    if (closed.has(session.id)) return answer(new Error('connection gone'));
    delivered.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
    answer();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    closed,
    state,
    release() {
      state.holdAfter = Number.POSITIVE_INFINITY;
      for (const message of held.splice(0)) accept(message);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two instances on one PostgreSQL database', () => {
  let root: string;
  let databaseUrl: string;
  let smtp: Awaited<ReturnType<typeof gatedSmtpServer>>;
  let instances: ServerProcess[] = [];
  const started = Date.now();

  beforeAll(async () => {
    root = tempDir();
    writeClientBuild(path.join(root, 'client'));
    databaseUrl = await schemaFor(path.join(root, 'cluster'));
    smtp = await gatedSmtpServer();
    instances = await startCluster({ root, databaseUrl, smtpUrl: smtp.url, leaseSeconds: LEASE_SECONDS });
  }, 60_000);

  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp?.stop();
    console.log(`cluster test: ${((Date.now() - started) / 1000).toFixed(1)} s with both instances' start-up`);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const call = (i: number, url: string, init: RequestInit & { ip?: string } = {}) =>
    fetch(`${instances[i % 2]!.origin}${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? '198.51.100.1', ...(init.headers as Record<string, string>) },
    });

  it('both are ready', async () => {
    for (let i = 0; i < 2; i++) expect(await (await call(i, '/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('a token from one instance works on the other', async () => {
    const email = 'lea.cluster@example.com';
    const password = 'correct horse battery';
    const created = await call(0, '/api/users/create-account', { method: 'POST', ip: '198.51.100.10', body: JSON.stringify({ firstName: 'Léa', lastName: 'Martin', email, password }) });
    expect(created.status).toBe(201);
    const login = await call(0, '/api/auths/login', { method: 'POST', ip: '198.51.100.10', body: JSON.stringify({ email, password }) });
    const { token } = (await login.json()) as { token: string };
    const me = await call(1, '/api/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
  });

  it('a content change is served by both instances within 1 s, cached answers and pages included', async () => {
    const list = (await (await call(1, '/api/articles/get-all-articles')).json()) as { data: { slug: string }[] };
    const slug = list.data[0]!.slug;
    const page = pathTo('article', { slug });
    // Both caches hold the current answers and the rendered page first.
    for (let i = 0; i < 2; i++) {
      await call(i, '/api/articles/get-all-articles');
      await call(i, `/api/articles/unique/${slug}`);
      expect((await call(i, page)).status).toBe(200);
    }
    const title = `Nouveau titre ${Date.now()}`;
    // An editor's write: another connection to the same database, as the back office will be.
    const editor = new pg.Client({ connectionString: databaseUrl });
    await editor.connect();
    const changedAt = Date.now();
    try {
      await editor.query('update articles set title_fr = $1 where slug = $2', [title, slug]);
    } finally {
      await editor.end();
    }
    const seen: number[] = [];
    for (let i = 0; i < 2; i++) {
      await until(
        async () =>
          (await (await call(i, '/api/articles/get-all-articles')).text()).includes(title) &&
          (await (await call(i, `/api/articles/unique/${slug}`)).text()).includes(title) &&
          (await (await call(i, page)).text()).includes(`>${title}</h1>`),
        1_000,
        `instance ${i} serving the new title`,
      );
      seen.push(Date.now() - changedAt);
    }
    console.log(`content change served by both instances ${seen.join(' ms and ')} ms after the write`);
  });

  it(`login attempts spread over both meet the cluster-wide limit of ${LOGIN_RATE_LIMIT.max} a minute per IP`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_RATE_LIMIT.max + 4; i++) {
      const response = await call(i, '/api/auths/login', { method: 'POST', ip: '203.0.113.50', body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'not the password' }) });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_RATE_LIMIT.max);
    expect(statuses.slice(LOGIN_RATE_LIMIT.max)).toEqual([429, 429, 429, 429]);
  });

  it(`${MESSAGES} contact messages sent to both give ${2 * MESSAGES} e-mails, each delivered once, though one instance is killed mid-delivery; a CV uploaded through it is attached by the other`, async () => {
    const before = smtp.delivered.length;
    smtp.state.holdAfter = before + MESSAGES;
    const sender = (n: number) => `sender${n}@example.com`;
    for (let n = 0; n < MESSAGES; n++) {
      const response = await call(n, '/api/messages/create-message', {
        method: 'POST',
        ip: `10.9.${Math.floor(n / 200)}.${n % 200}`,
        body: JSON.stringify({ firstName: 'Léa', lastName: 'Martin', email: sender(n), message: `Bonjour, message ${n}.` }),
      });
      expect(response.status).toBe(201);
    }
    // Half way, the server stops answering: each instance is left mid-send.
    await until(() => smtp.held.length === 2, 20_000, 'both instances sending a message');

    // A candidacy through the first instance now: its sender is busy, the other will send its e-mails.
    const cv = pdfOfSize(30_000);
    const body = multipart({ ...candidacyFields, email: 'candidate.cluster@example.com', job: 'developpeur-full-stack-js', cv: { filename: 'cv-lea.pdf', contentType: 'application/pdf', content: cv } });
    const candidacy = await fetch(`${instances[0]!.origin}${CANDIDACY_URL}`, { method: 'POST', body: new Uint8Array(body.payload), headers: { ...body.headers, 'x-forwarded-for': '198.51.100.77' } });
    expect(candidacy.status).toBe(201);

    instances[0]!.child.kill('SIGKILL');
    await until(() => smtp.held.some((message) => smtp.closed.has(message.session.id)), 5_000, 'the killed instance’s connection closed');
    smtp.release();

    const expected = before + 2 * MESSAGES + 2;
    // The killed instance's rows wait out their lease, then the other sends them.
    await until(() => smtp.delivered.length >= expected, 60_000, `${expected} e-mails delivered (now ${smtp.delivered.length})`);
    // Long enough for any second copy to show up: two leases and a poll.
    await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_SECONDS * 1000));

    const mails = smtp.delivered.slice(before);
    console.log(`e-mails: ${mails.length} delivered for ${MESSAGES} messages and a candidacy (expected ${2 * MESSAGES + 2})`);
    expect(mails).toHaveLength(2 * MESSAGES + 2);
    const acknowledgments = mails.filter((mail) => /^sender\d+@example\.com$/.test(mail.to[0]!)).map((mail) => mail.to[0]).sort();
    const notifications = mails.map((mail) => header(mail.raw, 'reply-to') ?? '').filter((replyTo) => /sender\d+@example\.com/.test(replyTo)).sort();
    const everySender = Array.from({ length: MESSAGES }, (_, n) => sender(n)).sort();
    expect(acknowledgments).toEqual(everySender);
    expect(notifications.map((replyTo) => /sender\d+@example\.com/.exec(replyTo)![0])).toEqual(everySender);

    // The staff e-mail of the candidacy, sent by the surviving instance, carries the CV from the shared folder.
    const staff = mails.find((mail) => (header(mail.raw, 'reply-to') ?? '').includes('candidate.cluster@example.com'));
    expect(staff).toBeDefined();
    const attachment = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(staff!.raw);
    expect(Buffer.from(attachment![1]!.replace(/\s+/g, ''), 'base64').equals(cv)).toBe(true);

    // Nothing left behind: every row sent, no lease held.
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const { rows } = await database.query<{ pending: string }>('select count(*) as pending from email_outbox where sent_at is null');
      expect(Number(rows[0]!.pending)).toBe(0);
    } finally {
      await database.end();
    }
    expect(await (await call(1, '/api/health')).json()).toEqual({ status: 'ok' });
  }, 120_000);
});
