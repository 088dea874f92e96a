import fs from 'node:fs';
import path from 'node:path';
import { createMailer, type Mailer } from '../../../src/server/services/mailer';
import { freePort, header, startSmtpServer, textBody } from '../support/smtp';
import { tempDir } from '../support/testApp';

const from = { name: 'Pixel & Cie', address: 'contact@example.com' };
const message = { to: 'lea@example.com', replyTo: 'contact@example.com', subject: 'Votre candidature', text: 'Bonjour Léa,\n\nMerci !' };

describe('createMailer', () => {
  let root: string;
  let mailer: Mailer | undefined;

  beforeEach(() => {
    root = tempDir();
  });

  afterEach(() => {
    mailer?.close();
    mailer = undefined;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('without SMTP, writes the whole message, attachments included, as an .eml file', async () => {
    const outboxDir = path.join(root, 'outbox');
    const cv = path.join(root, 'cv.pdf');
    fs.writeFileSync(cv, '%PDF-1.7 a tiny CV');
    mailer = createMailer({ smtpUrl: null, outboxDir, from });
    expect(mailer.transport).toBe('outbox');

    await mailer.send({ ...message, attachments: [{ filename: 'cv-lea.pdf', path: cv, contentType: 'application/pdf' }] });
    const files = fs.readdirSync(outboxDir);
    // Only the finished file: the temporary one was renamed.
    expect(files).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/)]);
    const raw = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(header(raw, 'from')).toBe('"Pixel & Cie" <contact@example.com>');
    expect(header(raw, 'to')).toBe('lea@example.com');
    expect(header(raw, 'reply-to')).toBe('contact@example.com');
    expect(header(raw, 'subject')).toBe('Votre candidature');
    expect(textBody(raw)).toBe('Bonjour Léa,\n\nMerci !');
    expect(raw.replace(/\n/g, '')).toContain(Buffer.from('%PDF-1.7 a tiny CV').toString('base64'));
    expect(raw).toContain('filename=cv-lea.pdf');
  });

  it('with SMTP_URL, hands the message to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      mailer = createMailer({ smtpUrl: smtp.url, outboxDir: path.join(root, 'outbox'), from });
      expect(mailer.transport).toBe('smtp');
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.envelopeTo).toEqual(['lea@example.com']);
      expect(header(smtp.received[0]!.raw, 'subject')).toBe('Votre candidature');
      expect(fs.existsSync(path.join(root, 'outbox'))).toBe(false);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps one SMTP connection for a run of messages, not one per message (each costs the server\'s greeting again)', async () => {
    const smtp = await startSmtpServer();
    try {
      mailer = createMailer({ smtpUrl: smtp.url, outboxDir: path.join(root, 'outbox'), from });
      for (let i = 0; i < 5; i++) await mailer.send({ ...message, to: `lea${i}@example.com` });
      expect(smtp.received.map(({ envelopeTo }) => envelopeTo)).toEqual([0, 1, 2, 3, 4].map((i) => [`lea${i}@example.com`]));
      expect(smtp.connections()).toBe(1);
    } finally {
      mailer?.close();
      await smtp.stop();
    }
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, outboxDir: path.join(root, 'outbox'), from });
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
