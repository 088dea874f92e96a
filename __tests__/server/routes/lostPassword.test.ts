import fs from 'node:fs';
import fr from '../../../src/shared/locales/fr/errors.json';
import en from '../../../src/shared/locales/en/errors.json';
import { PASSWORD, logIn, signUp } from '../support/accounts';
import { eventually, header, startSmtpServer, textBody, type TestSmtpServer } from '../support/smtp';
import { buildTestApp, type TestApp } from '../support/testApp';

const NEW_PASSWORD = 'a fresh passphrase';

/** The reset link in an e-mail, and its token and address. */
function resetLink(text: string): { url: URL; token: string; email: string } {
  const match = /(https?:\/\/\S+\/fr\/reset-password\?\S+)/.exec(text.replace(/=\r?\n/g, ''));
  if (!match) throw new Error(`no reset link in:\n${text}`);
  const url = new URL(match[1]!);
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

describe('lost password, through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let server: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await buildTestApp({
      env: { SMTP_URL: smtp.url, SITE_URL: 'https://agency.example' },
      outbox: { pollIntervalMs: 0 },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const lostPassword = (email: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/api/users/lost-password/${encodeURIComponent(email)}`, headers });

  test('sends a link to /fr/reset-password that really resets the password, once', async () => {
    const account = await signUp(server.app);
    const response = await lostPassword(account.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });

    await eventually(() => expect(smtp.received).toHaveLength(1));
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual([account.email]);
    expect(header(mail.raw, 'subject')).toBe('Réinitialisez votre mot de passe Pixel & Cie');
    const link = resetLink(textBody(mail.raw));
    expect(link.url.origin + link.url.pathname).toBe('https://agency.example/fr/reset-password');
    expect(link.email).toBe(account.email);

    const reset = () =>
      server.app.inject({
        method: 'PUT',
        url: '/api/users/reset-password/',
        payload: { new_password_token: link.token, email: link.email, password: NEW_PASSWORD },
      });
    expect((await reset()).statusCode).toBe(200);
    await expect(logIn(server.app, account.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(logIn(server.app, account.email, PASSWORD)).rejects.toThrow(/401/);
    expect((await reset()).json().code).toBe('invalidToken');
    // The new password is told to the address; waited for here, so that it does not land in the next test's inbox.
    await eventually(() => expect(smtp.received).toHaveLength(2));
    expect(header(smtp.received[1]!.raw, 'subject')).toBe('Le mot de passe de votre compte Pixel & Cie a changé');
  });

  test('the e-mail is in the account holder\'s language', async () => {
    const account = await signUp(server.app);
    await server.app.inject({ method: 'POST', url: '/api/language/send', payload: { lang: 'en' }, headers: account.auth });
    await lostPassword(account.email);
    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(header(smtp.received[0]!.raw, 'subject')).toBe('Reset your Pixel & Cie password');
    expect(textBody(smtp.received[0]!.raw)).toContain('This link works once, for 60 minutes.');
  });

  test('an address without an account gets the very same answer, and nothing is sent', async () => {
    const account = await signUp(server.app);
    const known = await lostPassword(account.email);
    const unknown = await lostPassword('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await server.app.outbox.deliverDue();
    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]!.envelopeTo).toEqual([account.email]);
  });

  test('a malformed address is refused in the request language', async () => {
    const response = await lostPassword('not-an-address', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'notValidEmail', message: en.notValidEmail });
  });
});

describe('lost password: the answer tells nobody whether the address has an account', () => {
  /** Every SQL statement the app runs (transactions included: each gets an executor of the same class), while recording. */
  function recordStatements(app: TestApp['app']): { take(): string[]; restore(): void } {
    let proto: object | null = Object.getPrototypeOf(app.db.getExecutor()) as object;
    while (proto !== null && !Object.prototype.hasOwnProperty.call(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto) as object | null;
    const spy = jest.spyOn(proto as { executeQuery: (query: { sql: string }) => unknown }, 'executeQuery');
    return {
      take() {
        const statements = spy.mock.calls.map(([query]) => query.sql);
        spy.mockClear();
        return statements;
      },
      restore: () => spy.mockRestore(),
    };
  }

  test('an address with an account and one without run the very same statements before the answer', async () => {
    const server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
    try {
      const account = await signUp(server.app);
      // The worker's own look for due rows would come after the answer, and only where a row was stored.
      const wake = jest.spyOn(server.app.outbox, 'wake').mockImplementation(() => undefined);
      const statements = recordStatements(server.app);
      const ask = (email: string) => server.app.inject({ method: 'GET', url: `/api/users/lost-password/${encodeURIComponent(email)}`, remoteAddress: '198.51.100.9' });
      try {
        expect((await ask(account.email)).statusCode).toBe(200);
        const known = statements.take();
        expect((await ask('nobody-here@example.com')).statusCode).toBe(200);
        const unknown = statements.take();
        expect(known.length).toBeGreaterThanOrEqual(4);
        expect(known.some((sql) => /insert into "password_resets"/i.test(sql))).toBe(true);
        expect(known.some((sql) => /insert into "email_outbox"/i.test(sql))).toBe(true);
        expect(unknown).toEqual(known);
      } finally {
        statements.restore();
        wake.mockRestore();
      }
      // Only the account's address got a link and an e-mail.
      const queued = await server.app.db.selectFrom('email_outbox').select('to_address').execute();
      expect(queued.map((row) => row.to_address)).toEqual([account.email]);
      const links = await server.app.db.selectFrom('password_resets').select('user_id').execute();
      expect(links.map((row) => row.user_id)).toEqual([account.id]);
    } finally {
      await server.close();
    }
  });

  test('the answer does not wait for SMTP: with the server stalled it comes at once, and the e-mail goes out through the outbox once SMTP answers', async () => {
    let greet!: () => void;
    const stalled = new Promise<void>((resolve) => (greet = resolve));
    // The server accepts the connection and says nothing until the test lets it.
    const smtp = await startSmtpServer(0, { onConnect: (_session, callback) => void stalled.then(() => callback()) });
    const server = await buildTestApp({ env: { SMTP_URL: smtp.url }, outbox: { pollIntervalMs: 0 } });
    try {
      const account = await signUp(server.app);
      const started = Date.now();
      const answer = await Promise.race([
        server.app.inject({ method: 'GET', url: `/api/users/lost-password/${encodeURIComponent(account.email)}` }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(answer?.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Queued, not sent: the worker is still waiting for the greeting.
      const row = await server.app.db.selectFrom('email_outbox').select(['to_address', 'sent_at']).executeTakeFirstOrThrow();
      expect(row).toEqual({ to_address: account.email, sent_at: null });
      expect(smtp.received).toHaveLength(0);
      greet();
      await eventually(() => expect(smtp.received).toHaveLength(1));
      expect(smtp.received[0]!.envelopeTo).toEqual([account.email]);
      expect(resetLink(textBody(smtp.received[0]!.raw)).email).toBe(account.email);
    } finally {
      greet();
      await server.close();
      await smtp.stop();
    }
  });
});

describe('lost password without SMTP', () => {
  test('the e-mail lands in the outbox folder as an .eml file, with its link', async () => {
    const server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
    try {
      const account = await signUp(server.app);
      await server.app.inject({ method: 'GET', url: `/api/users/lost-password/${encodeURIComponent(account.email)}` });
      await server.app.outbox.deliverDue();
      const files = fs.readdirSync(server.config.outboxDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(`${server.config.outboxDir}/${files[0]}`, 'utf8');
      expect(resetLink(textBody(raw)).email).toBe(account.email);
    } finally {
      await server.close();
    }
  });
});

describe('rate limits on account actions', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
  });
  afterEach(() => server.close());

  const wrongLogin = (email: string, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/auths/login', payload: { email, password: 'guess' }, remoteAddress, headers });

  test('a burst of 40 wrong logins from one address meets a 429, in the request language', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await wrongLogin(`someone${i}@example.com`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    const limited = await wrongLogin('another@example.com', '203.0.113.7', { 'accept-language': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'tooManyRequests', message: en.tooManyRequests });
    // Another machine is not affected.
    expect((await wrongLogin('someone@example.com', '198.51.100.1')).statusCode).toBe(401);
  });

  test('wrong logins from many addresses do not lock the owner out: the right password from their own IP still logs in', async () => {
    const account = await signUp(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await wrongLogin(account.email.toUpperCase(), `203.0.113.${i + 10}`)).statusCode);
    expect(statuses).toEqual(Array(12).fill(401));
    const owner = await server.app.inject({ method: 'POST', url: '/api/auths/login', payload: { email: account.email, password: PASSWORD }, remoteAddress: '192.0.2.99' });
    expect(owner.statusCode).toBe(200);
  });

  test('wrong logins for one address from one IP meet a 429 with Retry-After; the owner elsewhere still logs in', async () => {
    const account = await signUp(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await wrongLogin(account.email, '203.0.113.50')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    const limited = await wrongLogin(account.email, '203.0.113.50');
    expect(limited.json()).toEqual({ code: 'tooManyRequests', message: fr.tooManyRequests });
    // The pair waits out its 15 minutes.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Even the right password from that IP waits: it is the pair that is held.
    const fromThere = await server.app.inject({ method: 'POST', url: '/api/auths/login', payload: { email: account.email, password: PASSWORD }, remoteAddress: '203.0.113.50' });
    expect(fromThere.statusCode).toBe(429);
    const owner = await server.app.inject({ method: 'POST', url: '/api/auths/login', payload: { email: account.email, password: PASSWORD }, remoteAddress: '192.0.2.98' });
    expect(owner.statusCode).toBe(200);
  });

  test('the per-IP limit answers its 429 with Retry-After too', async () => {
    let limited;
    for (let i = 0; i < 25 && limited === undefined; i += 1) {
      const response = await wrongLogin(`burst${i}@example.com`, '203.0.113.60');
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('reset e-mails to one address are capped, so nobody can flood a mailbox; asking from other IPs still answers the same', async () => {
    const account = await signUp(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/users/lost-password/${encodeURIComponent(account.email)}`,
        remoteAddress: `203.0.113.${i + 10}`,
      });
      statuses.push(response.statusCode);
    }
    // The owner is never refused; the mailbox gets no more than its share.
    expect(statuses).toEqual(Array(12).fill(200));
    const queued = await server.app.db.selectFrom('email_outbox').select('id').where('to_address', '=', account.email).execute();
    expect(queued).toHaveLength(10);
  });

  test('reset e-mails asked again and again from one IP meet a 429 with Retry-After', async () => {
    const account = await signUp(server.app);
    const ask = () => server.app.inject({ method: 'GET', url: `/api/users/lost-password/${encodeURIComponent(account.email)}`, remoteAddress: '203.0.113.70' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number((await ask()).headers['retry-after'])).toBeGreaterThan(0);
  });
});
