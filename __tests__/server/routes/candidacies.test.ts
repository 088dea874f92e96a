import fs from 'node:fs';
import path from 'node:path';
import { CV_MAX_BYTES, HONEYPOT_FIELD, MAX_LENGTH } from '../../../src/shared/schemas/limits';
import { candidacySchema } from '../../../src/shared/schemas/messages';
import { validate } from '../../../src/shared/schemas/validate';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { CANDIDACIES_RATE_LIMIT } from '../../../src/server/routes/candidacies';
import { multipart, type FilePart } from '../support/multipart';
import { eventually, header, startSmtpServer, textBody, type TestSmtpServer } from '../support/smtp';
import { CANDIDACY_URL, candidacyFields, pdfOfSize } from '../support/candidacy';
import { buildTestApp, type TestApp } from '../support/testApp';

const url = CANDIDACY_URL;
const fields = candidacyFields;
const pdf = pdfOfSize;
const cvPart = (content: Buffer | string = pdf(), filename = 'cv-lea.pdf', contentType = 'application/pdf'): FilePart => ({ filename, contentType, content });

let lastIp = 0;
const nextIp = () => `10.2.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** Every file under a folder, relative to it. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('POST /api/candidacies/create-candidacy', () => {
  let server: TestApp;
  let cvDir: string;

  beforeAll(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
    cvDir = path.join(server.config.uploadsDir, 'cv');
  });

  afterAll(() => server.close());

  const send = (parts: Record<string, string | FilePart>, headers: Record<string, string> = {}, remoteAddress = nextIp()) => {
    const body = multipart(parts);
    return server.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers }, remoteAddress });
  };
  const candidacies = () => server.app.db.selectFrom('candidacies').selectAll().orderBy('id').execute();
  const outbox = () => server.app.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
  /** Files the server wrote, leaving out the database and the .eml outbox (e-mails are tested elsewhere). */
  const writtenFiles = () => filesUnder(server.root).filter((file) => !file.startsWith(path.join('data', 'outbox')) && !/app\.db/.test(file));

  it('keeps the file name without its bidirectional controls, so "résumé\u202Egpj.pdf" cannot show as "résuméfdp.jpg"', async () => {
    const response = await send({ ...fields, cv: cvPart(pdf(), 'r\u00e9sum\u00e9\u202egpj.pdf') });
    expect(response.statusCode).toBe(201);
    expect((await candidacies()).find((c) => c.id === response.json().data.id)!.cv_name).toBe('r\u00e9sum\u00e9gpj.pdf');
  });

  it('stores the candidacy and the CV, byte for byte, under a random name', async () => {
    const before = writtenFiles();
    const content = pdf(50_000);
    const response = await send({ ...fields, job: 'developpeur-full-stack-js', cv: cvPart(content) });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });

    const row = (await candidacies()).find((c) => c.id === data.id)!;
    expect(row).toMatchObject({
      first_name: 'Léa',
      last_name: 'Martin',
      email: 'lea@example.com',
      phone_number: '0612345678',
      presentation: fields.presentation,
      job_slug: 'developpeur-full-stack-js',
      cv_name: 'cv-lea.pdf',
      cv_size: content.length,
      language: 'fr',
      created_at: data.createdAt,
    });
    expect(row.cv_path).toMatch(/^cv\/[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(server.config.uploadsDir, row.cv_path)).equals(content)).toBe(true);
    expect(writtenFiles()).toEqual([...before, path.join('data', 'uploads', row.cv_path)].sort());
  });

  it('names the job in the agency’s notification by its title, a closed offer’s too; a slug no offer has reads as spontaneous', async () => {
    const named: Record<string, string> = {
      'alternant-ux-ui': 'Alternance : designer UX/UI',
      'developpeur-full-stack-js': 'Développeur ou développeuse full stack JavaScript (CDI)',
      'no-such-offer': 'candidature spontanée (no-such-offer)',
    };
    for (const [job, title] of Object.entries(named)) {
      const before = (await outbox()).length;
      expect((await send({ ...fields, job, cv: cvPart() })).statusCode).toBe(201);
      const [notification] = (await outbox()).slice(before);
      expect(notification!.subject).toBe(`Nouvelle candidature de Léa Martin (${title})`);
      // The plain-text body puts French no-break spaces before colons.
      expect(notification!.text_body.replace(/[\u00a0\u202f]/g, ' ')).toContain(`Poste : ${title}`);
      if (job !== 'no-such-offer') expect(notification!.text_body).not.toContain(job);
    }
  });

  it('queues the notification with the CV attached, and the acknowledgment in the sender’s language', async () => {
    const before = (await outbox()).length;
    // Its own address: an address gets one acknowledgment an hour, and earlier tests used lea@.
    const response = await send({ ...fields, email: 'lea.cv@example.com', cv: cvPart() }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(201);
    const row = (await candidacies()).find((c) => c.id === response.json().data.id)!;
    expect(row.job_slug).toBeNull();

    const [notification, acknowledgment] = (await outbox()).slice(before);
    expect(notification).toMatchObject({ to_address: 'contact@example.com', reply_to: 'lea.cv@example.com', subject: 'Nouvelle candidature de Léa Martin (candidature spontanée)' });
    expect(JSON.parse(notification!.attachments)).toEqual([
      { filename: 'cv-lea.pdf', path: path.join(server.config.uploadsDir, row.cv_path), contentType: 'application/pdf' },
    ]);
    expect(acknowledgment).toMatchObject({ to_address: 'lea.cv@example.com', subject: 'We have received your application', attachments: '[]' });
  });

  it('accepts a CV of exactly 5 MB', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(CV_MAX_BYTES - 5, 0x20)]);
    const response = await send({ ...fields, cv: cvPart(content) });
    expect(response.statusCode).toBe(201);
    const row = (await candidacies()).find((c) => c.id === response.json().data.id)!;
    expect(row.cv_size).toBe(CV_MAX_BYTES);
  });

  it('stores a CV with a hostile file name under a random name inside uploads/cv, and nowhere else', async () => {
    const before = writtenFiles();
    const response = await send({ ...fields, cv: cvPart(pdf(), '../../x.pdf') });
    expect(response.statusCode).toBe(201);
    const row = (await candidacies()).find((c) => c.id === response.json().data.id)!;
    expect(row.cv_path).toMatch(/^cv\/[0-9a-f]{32}\.pdf$/);
    expect(row.cv_name).toBe('x.pdf');
    const added = writtenFiles().filter((file) => !before.includes(file));
    expect(added).toEqual([path.join('data', 'uploads', row.cv_path)]);
    expect(filesUnder(path.dirname(server.root)).some((file) => path.basename(file) === 'x.pdf')).toBe(false);
  });

  describe('refused CVs leave nothing behind', () => {
    it.each([
      ['a text file named .pdf', 'Je ne suis pas un PDF', 'cv.pdf', 'application/pdf'],
      ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'cv.pdf', 'application/pdf'],
      ['a file shorter than the PDF signature', '%PD', 'cv.pdf', 'application/pdf'],
    ])('answers %s with 415 unsupportedFileType', async (_case, content, filename, contentType) => {
      const [count, before] = [(await candidacies()).length, writtenFiles()];
      const response = await send({ ...fields, cv: cvPart(Buffer.from(content), filename, contentType) });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'unsupportedFileType', message: fr.unsupportedFileType });
      expect(await candidacies()).toHaveLength(count);
      expect(writtenFiles()).toEqual(before);
    });

    it('answers a 6 MB PDF with 413 fileTooLarge, in French and in English', async () => {
      const [count, before] = [(await candidacies()).length, writtenFiles()];
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
      const french = await send({ ...fields, cv: cvPart(big) });
      expect(french.statusCode).toBe(413);
      expect(french.json()).toEqual({ code: 'fileTooLarge', message: fr.fileTooLarge });
      const english = await send({ ...fields, cv: cvPart(big) }, { 'accept-language': 'en' });
      expect(english.json()).toEqual({ code: 'fileTooLarge', message: en.fileTooLarge });
      expect(await candidacies()).toHaveLength(count);
      expect(writtenFiles()).toEqual(before);
      expect(fs.readdirSync(cvDir).filter((name) => name.endsWith('.part'))).toEqual([]);
    });

    it('refuses a second file', async () => {
      const before = writtenFiles();
      const body = multipart({ ...fields, cv: cvPart(), other: cvPart(pdf(), 'other.pdf') });
      const response = await server.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers, remoteAddress: nextIp() });
      expect(response.statusCode).toBe(413);
      expect(writtenFiles()).toEqual(before);
    });
  });

  // One case per rule of the shared schema, in its order, then the CV; the server answers the code the form shows.
  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ['no first name', { firstName: '' }, 'firstName', 'emptyFirstName'],
    ['no last name', { lastName: '  ' }, 'lastName', 'emptyLastName'],
    ['no email', { email: undefined }, 'email', 'emptyEmail'],
    ['a malformed email', { email: 'lea.example.com' }, 'email', 'notValidEmail'],
    ['no phone (required here)', { phoneNumber: '' }, 'phoneNumber', 'notValidPhoneNumber'],
    ['letters in the phone', { phoneNumber: '06 12 ab' }, 'phoneNumber', 'notValidPhoneNumber'],
    ['no presentation', { presentation: '' }, 'presentation', 'emptyContactMessage'],
    ['a too long presentation', { presentation: 'x'.repeat(MAX_LENGTH.text + 1) }, 'presentation', 'badRequest'],
    ['a too long job slug', { job: 'x'.repeat(MAX_LENGTH.name + 1) }, 'job', 'badRequest'],
  ];

  it.each(cases)('refuses %s with the shared code, and keeps no file', async (_case, change, field, code) => {
    const text = Object.fromEntries(Object.entries({ ...fields, ...change }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const shared = validate(candidacySchema, text);
    expect(shared.ok || shared.first).toEqual({ field, code });
    const before = writtenFiles();

    const response = await send({ ...text, cv: cvPart() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message: fr[code as keyof typeof fr], fields: { [field]: code } });
    expect(writtenFiles()).toEqual(before);
  });

  it.each([
    ['no file part', {}],
    ['an empty file input', { cv: cvPart(Buffer.alloc(0), '', 'application/octet-stream') }],
    ['a file under another name', { resume: cvPart() }],
  ])('answers %s with emptyCV', async (_case, file) => {
    const response = await send({ ...fields, ...file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'emptyCV', message: fr.emptyCV, fields: { cv: 'emptyCV' } });
  });

  it('reports the text fields first, then the missing CV', async () => {
    const response = await send({ firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', phoneNumber: 'x', presentation: '' });
    expect(response.json()).toEqual({
      code: 'notValidPhoneNumber',
      message: fr.notValidPhoneNumber,
      fields: { phoneNumber: 'notValidPhoneNumber', presentation: 'emptyContactMessage', cv: 'emptyCV' },
    });
  });

  it('reads a JSON body as a form without a CV', async () => {
    const response = await server.app.inject({ method: 'POST', url, payload: fields, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'emptyCV' });
  });

  it('refuses a text field cut at the size limit, and keeps no file', async () => {
    const before = writtenFiles();
    const response = await send({ ...fields, presentation: 'é'.repeat(20 * 1024), cv: cvPart() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'badRequest', fields: { presentation: 'badRequest' } });
    expect(writtenFiles()).toEqual(before);
  });

  it('answers a broken multipart body with 400, never a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      payload: '--abc\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nLéa',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'badRequest', message: fr.badRequest });
  });

  describe('honeypot', () => {
    it('answers a robot like a person, and keeps, writes and sends nothing', async () => {
      const [count, mails, before] = [(await candidacies()).length, (await outbox()).length, writtenFiles()];
      const response = await send({ ...fields, cv: cvPart(), [HONEYPOT_FIELD]: 'https://spam.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ data: { id: expect.any(Number), createdAt: expect.any(String) } });
      expect(await candidacies()).toHaveLength(count);
      expect(await outbox()).toHaveLength(mails);
      expect(writtenFiles()).toEqual(before);
    });

    it('sees the honeypot whatever the order of the parts', async () => {
      const count = (await candidacies()).length;
      const response = await send({ cv: cvPart(), [HONEYPOT_FIELD]: 'x', ...fields });
      expect(response.statusCode).toBe(201);
      expect(await candidacies()).toHaveLength(count);
    });
  });

  describe('rate limit', () => {
    it(`lets ${CANDIDACIES_RATE_LIMIT.max} candidacies a minute through from one address, then answers 429 in the request’s language`, async () => {
      const ip = '192.0.2.30';
      for (let i = 0; i < CANDIDACIES_RATE_LIMIT.max; i++) expect((await send({ ...fields, cv: cvPart() }, {}, ip)).statusCode).toBe(201);
      const [count, before] = [(await candidacies()).length, writtenFiles()];

      const french = await send({ ...fields, cv: cvPart() }, {}, ip);
      expect(french.statusCode).toBe(429);
      expect(french.json()).toEqual({ code: 'tooManyRequests', message: fr.tooManyRequests });
      const english = await send({ ...fields, cv: cvPart() }, { 'accept-language': 'en' }, ip);
      expect(english.json()).toEqual({ code: 'tooManyRequests', message: en.tooManyRequests });

      expect(await candidacies()).toHaveLength(count);
      expect(writtenFiles()).toEqual(before);
    });
  });
});

describe('POST /api/candidacies/create-candidacy e-mails', () => {
  let smtp: TestSmtpServer;
  let server: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await buildTestApp({ env: { SMTP_URL: smtp.url }, outbox: { pollIntervalMs: 0 } });
  });

  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('delivers the notification with the CV attached, and the acknowledgment', async () => {
    const content = pdf(30_000);
    const body = multipart({ ...fields, job: 'alternant-ux-ui', cv: cvPart(content, 'cv-lea-martin.pdf') });
    const response = await server.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(201);
    await eventually(() => expect(smtp.received).toHaveLength(2));

    const toAgency = smtp.received.find((mail) => mail.envelopeTo.includes('contact@example.com'))!;
    expect(header(toAgency.raw, 'subject')).toBe('Nouvelle candidature de Léa Martin (Alternance : designer UX/UI)');
    expect(textBody(toAgency.raw)).toContain(fields.presentation);
    // The attachment really travelled: the file's bytes (base64, lines joined) and its name.
    expect(toAgency.raw.replace(/\r?\n/g, '')).toContain(content.toString('base64'));
    expect(toAgency.raw).toMatch(/Content-Type: application\/pdf; name="?cv-lea-martin\.pdf"?/);
    expect(toAgency.raw).toMatch(/Content-Disposition: attachment; filename="?cv-lea-martin\.pdf"?/);

    const toSender = smtp.received.find((mail) => mail.envelopeTo.includes('lea@example.com'))!;
    expect(header(toSender.raw, 'subject')).toBe('Nous avons bien reçu votre candidature');
    expect(textBody(toSender.raw)).toContain('Bonjour Léa,');
  });
});
