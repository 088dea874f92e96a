import { contactSchema, starterPackSchema } from '../../../src/shared/schemas/messages';
import { HONEYPOT_FIELD, MAX_LENGTH, STARTER_PACK_OPTIONS } from '../../../src/shared/schemas/limits';
import { validate } from '../../../src/shared/schemas/validate';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { MESSAGES_RATE_LIMIT } from '../../../src/server/routes/messages';
import { eventually, header, startSmtpServer, textBody, type TestSmtpServer } from '../support/smtp';
import { buildTestApp, type TestApp } from '../support/testApp';

const url = '/api/messages/create-message';
const valid = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', phoneNumber: '06 12 34 56 78', message: 'Bonjour, nous aimerions refaire notre site.' };
const starterPack = { ...valid, kind: 'starterPack', options: ['showcaseSite', 'seo'], message: 'Un site vitrine pour notre boulangerie.' };

// Each request comes from its own address unless a test says otherwise, so the rate limit only bites where it is tested.
let lastIp = 0;
const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe('POST /api/messages/create-message', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
  });

  afterAll(() => server.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const messages = () => server.app.db.selectFrom('messages').selectAll().orderBy('id').execute();
  const outbox = () => server.app.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

  it('stores a contact message and answers 201 with its id and time', async () => {
    const before = (await outbox()).length;
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);

    const row = (await messages()).find((m) => m.id === data.id);
    expect(row).toMatchObject({
      kind: 'contact',
      first_name: 'Léa',
      last_name: 'Martin',
      email: 'lea@example.com',
      phone_number: '0612345678',
      message: valid.message,
      options: null,
      language: 'fr',
      created_at: data.createdAt,
    });

    // One notification to the agency, one acknowledgment to the sender.
    const queued = (await outbox()).slice(before);
    expect(queued.map((mail) => [mail.to_address, mail.reply_to])).toEqual([
      ['contact@example.com', 'lea@example.com'],
      ['lea@example.com', 'contact@example.com'],
    ]);
    expect(queued[0]!.text_body).toContain(valid.message);
    expect(queued[1]!.subject).toBe('Nous avons bien reçu votre message');
  });

  it('accepts a message without a phone number', async () => {
    const response = await post({ ...valid, phoneNumber: '' });
    expect(response.statusCode).toBe(201);
    const row = (await messages()).find((m) => m.id === response.json().data.id);
    expect(row?.phone_number).toBeNull();
  });

  it('remembers the sender’s language and acknowledges in it', async () => {
    const before = (await outbox()).length;
    // An address of its own: an address gets one acknowledgment an hour.
    const response = await post({ ...valid, email: 'lea.english@example.com' }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(201);
    const row = (await messages()).find((m) => m.id === response.json().data.id);
    expect(row?.language).toBe('en');
    const [notification, acknowledgment] = (await outbox()).slice(before);
    // The agency reads French; the sender reads their own language.
    expect(notification!.subject).toBe('Nouveau message de Léa Martin');
    expect(notification!.text_body).toContain('Langue\u00a0: anglais');
    expect(acknowledgment!.subject).toBe('We have received your message');
    expect(acknowledgment!.text_body).toContain('Hello Léa,');
  });

  // One case per rule of the shared schema, in its order; the server must answer the code the form shows.
  const contactCases: [string, Record<string, unknown>, string, string][] = [
    ['no first name', { firstName: '' }, 'firstName', 'emptyFirstName'],
    ['a blank first name', { firstName: '   ' }, 'firstName', 'emptyFirstName'],
    ['a first name that is not text', { firstName: 42 }, 'firstName', 'emptyFirstName'],
    ['a too long first name', { firstName: 'x'.repeat(MAX_LENGTH.name + 1) }, 'firstName', 'badRequest'],
    ['no last name', { lastName: undefined }, 'lastName', 'emptyLastName'],
    ['no email', { email: ' ' }, 'email', 'emptyEmail'],
    ['a malformed email', { email: 'lea@example' }, 'email', 'notValidEmail'],
    ['no message', { message: '' }, 'message', 'emptyContactMessage'],
    ['a too long message', { message: 'x'.repeat(MAX_LENGTH.text + 1) }, 'message', 'badRequest'],
    ['letters in the phone', { phoneNumber: '06 12 ab' }, 'phoneNumber', 'notValidPhoneNumber'],
    ['a too short phone', { phoneNumber: '12345' }, 'phoneNumber', 'notValidPhoneNumber'],
  ];

  it.each(contactCases)('refuses %s with the shared code, in French and in English', async (_case, change, field, code) => {
    const body = { ...valid, ...change };
    const shared = validate(contactSchema, body);
    expect(shared.ok || shared.first).toEqual({ field, code });
    const count = (await messages()).length;

    const french = await post(body);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({ code, message: fr[code as keyof typeof fr], fields: { [field]: code } });

    const english = await post(body, { 'accept-language': 'en' });
    expect(english.json()).toMatchObject({ code, message: en[code as keyof typeof en] });
    expect(await messages()).toHaveLength(count);
  });

  it('reports every failing field, the first one as the code', async () => {
    const response = await post({ email: 'nope', phoneNumber: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'emptyFirstName',
      message: fr.emptyFirstName,
      fields: { firstName: 'emptyFirstName', lastName: 'emptyLastName', email: 'notValidEmail', message: 'emptyContactMessage', phoneNumber: 'notValidPhoneNumber' },
    });
  });

  describe('starter pack', () => {
    it('stores a request of its own kind with its options, and lists them in both e-mails', async () => {
      const before = (await outbox()).length;
      const response = await post({ ...starterPack, email: 'lea.starter@example.com' });
      expect(response.statusCode).toBe(201);
      const row = (await messages()).find((m) => m.id === response.json().data.id);
      expect(row).toMatchObject({ kind: 'starterPack', message: starterPack.message, options: JSON.stringify(['showcaseSite', 'seo']) });

      const [notification, acknowledgment] = (await outbox()).slice(before);
      expect(notification!.subject).toBe('Demande de starter pack de Léa Martin');
      expect(notification!.text_body).toContain('- Site vitrine\n- Référencement naturel (SEO)');
      expect(notification!.text_body).toContain(starterPack.message);
      expect(acknowledgment!.subject).toBe('Nous avons bien reçu votre demande de starter pack');
      expect(acknowledgment!.text_body).toContain('- Site vitrine');
    });

    const starterPackCases: [string, Record<string, unknown>, string, string][] = [
      ['no option', { options: [] }, 'options', 'badRequest'],
      ['an unknown option', { options: ['spaceship'] }, 'options.0', 'badRequest'],
      ['options that are not a list', { options: 'seo' }, 'options', 'badRequest'],
      ['too many options', { options: [...STARTER_PACK_OPTIONS, 'seo'] }, 'options', 'badRequest'],
      ['no project description', { message: ' ' }, 'message', 'emptyContactMessage'],
      ['no email', { email: '' }, 'email', 'emptyEmail'],
      ['letters in the phone', { phoneNumber: 'call me' }, 'phoneNumber', 'notValidPhoneNumber'],
    ];

    it.each(starterPackCases)('refuses %s with the shared code', async (_case, change, field, code) => {
      const body = { ...starterPack, ...change };
      const shared = validate(starterPackSchema, body);
      expect(shared.ok || shared.first).toEqual({ field, code });
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, fields: { [field]: code } });
    });

    it('reads a message of another kind as a contact message', async () => {
      const response = await post({ ...valid, kind: 'newsletter', options: ['seo'] });
      expect(response.statusCode).toBe(201);
      const row = (await messages()).find((m) => m.id === response.json().data.id);
      expect(row).toMatchObject({ kind: 'contact', options: null });
    });
  });

  describe('honeypot', () => {
    it.each([
      ['a contact message', valid],
      ['a starter-pack request', starterPack],
      ['an invalid message', { message: '' }],
    ])('answers %s from a robot like a real one, and keeps and sends nothing', async (_case, body) => {
      const [messageCount, mailCount] = [(await messages()).length, (await outbox()).length];
      const response = await post({ ...body, [HONEYPOT_FIELD]: 'https://spam.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ data: { id: expect.any(Number), createdAt: expect.any(String) } });
      expect(await messages()).toHaveLength(messageCount);
      expect(await outbox()).toHaveLength(mailCount);
    });

    it('treats an empty honeypot as a person', async () => {
      const response = await post({ ...valid, [HONEYPOT_FIELD]: '' });
      expect(response.statusCode).toBe(201);
      expect((await messages()).some((m) => m.id === response.json().data.id)).toBe(true);
    });
  });

  describe('bad bodies', () => {
    it('answers a 3 MB message with 413 fileTooLarge and stores nothing', async () => {
      const count = (await messages()).length;
      const response = await post({ ...valid, message: 'x'.repeat(3 * 1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'fileTooLarge', message: fr.fileTooLarge });
      expect(await messages()).toHaveLength(count);
    });

    it.each([
      ['no body', undefined, {}, 400, 'emptyFirstName'],
      ['a JSON array', [], {}, 400, 'badRequest'],
      ['malformed JSON', '{"firstName": ', { 'content-type': 'application/json' }, 400, 'badRequest'],
      ['a text/plain body', 'hello', { 'content-type': 'text/plain' }, 415, 'unsupportedFileType'],
    ])('answers %s with a clear error, never a 500', async (_case, payload, headers, status, code) => {
      const response = await post(payload, headers);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(Object.keys(response.json().fields ?? {})).not.toContain('');
    });
  });

  describe('rate limit', () => {
    it(`lets ${MESSAGES_RATE_LIMIT.max} messages a minute through from one address, then answers 429 in the request’s language`, async () => {
      const ip = '192.0.2.10';
      for (let i = 0; i < MESSAGES_RATE_LIMIT.max; i++) expect((await post(valid, {}, ip)).statusCode).toBe(201);
      const count = (await messages()).length;

      const french = await post(valid, {}, ip);
      expect(french.statusCode).toBe(429);
      expect(french.json()).toEqual({ code: 'tooManyRequests', message: fr.tooManyRequests });
      expect(Number(french.headers['retry-after'])).toBeGreaterThan(0);

      const english = await post(valid, { 'accept-language': 'en' }, ip);
      expect(english.statusCode).toBe(429);
      expect(english.json()).toEqual({ code: 'tooManyRequests', message: en.tooManyRequests });
      expect(await messages()).toHaveLength(count);

      // Someone else is not held back.
      expect((await post(valid, {}, '192.0.2.11')).statusCode).toBe(201);
    });

    it('counts refused messages too', async () => {
      const ip = '192.0.2.20';
      for (let i = 0; i < MESSAGES_RATE_LIMIT.max; i++) expect((await post({}, {}, ip)).statusCode).toBe(400);
      expect((await post(valid, {}, ip)).statusCode).toBe(429);
    });
  });
});

describe('POST /api/messages/create-message e-mails', () => {
  let smtp: TestSmtpServer;
  let server: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await buildTestApp({ env: { SMTP_URL: smtp.url, COMPANY_CONTACT_EMAIL: 'hello@agency.example' }, outbox: { pollIntervalMs: 0 } });
  });

  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('notifies the agency at its contact address and acknowledges to the sender, through SMTP', async () => {
    const response = await server.app.inject({ method: 'POST', url, payload: valid, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(201);
    await eventually(() => expect(smtp.received).toHaveLength(2));

    const toAgency = smtp.received.find((mail) => mail.envelopeTo.includes('hello@agency.example'))!;
    expect(header(toAgency.raw, 'subject')).toBe('Nouveau message de Léa Martin');
    expect(header(toAgency.raw, 'reply-to')).toBe('lea@example.com');
    expect(textBody(toAgency.raw)).toContain(valid.message);

    const toSender = smtp.received.find((mail) => mail.envelopeTo.includes('lea@example.com'))!;
    expect(header(toSender.raw, 'to')).toBe('lea@example.com');
    expect(header(toSender.raw, 'subject')).toBe('We have received your message');
    expect(header(toSender.raw, 'from')).toContain('hello@agency.example');
    expect(textBody(toSender.raw)).toContain('Hello Léa,');
    expect(textBody(toSender.raw)).toContain('The Pixel & Cie team');

    // The SMTP server holds the message a moment before the sender hears it was accepted and marks it sent.
    await eventually(async () => {
      const rows = await server.app.db.selectFrom('email_outbox').select(['sent_at', 'attempts']).execute();
      expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
    });
  });
});
