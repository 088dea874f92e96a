import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  /** The name the reader sees; never used as a path. */
  filename: string;
  /** Where the file is on disk. */
  path: string;
  contentType?: string;
}

/** One e-mail, as the app describes it; the mailer adds the sender. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  attachments?: readonly MailAttachment[];
  /** Names the message for good: its Message-ID is `<key@sender's domain>`, the same on every send (else one is made per send). */
  messageKey?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes .eml files to the outbox folder. */
  readonly transport: 'smtp' | 'outbox';
  /** Resolves once the message is accepted by the SMTP server or written to disk; rejects otherwise. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: { name: string; address: string };
}

// Fail fast enough that a dead server never holds the outbox worker for minutes (nodemailer's defaults).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * One SMTP connection kept open across messages. A connection per message paid the server's
 * greeting each time: smtp-server waits 100 ms for early talkers and up to 1.5 s for the client's
 * reverse DNS, and a real relay adds TLS and AUTH. That made 135 ms a message here, and up to 1.6 s
 * where reverse DNS does not answer, so the backlog after a database restart took minutes. The
 * worker sends one message at a time: one connection is enough. Closed after 30 s idle, before our
 * 60 s socket timeout or the server's own idle limit ends it. A message whose connection closes
 * mid-send is tried once more on a fresh one (the server had dropped it); anything further is the
 * outbox's retry, with its backoff and its count.
 */
const SMTP_POOL = { pool: true, maxConnections: 1, idleTimeout: 30_000, maxRequeues: 1 } as const;

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is rendered by nodemailer to its raw
 * RFC 822 form and written to the outbox folder as an .eml file, so nothing needs a mail server
 * on a developer's machine. nodemailer is loaded with the first message: a process that sends none
 * never holds it (docs/server.md, "Memory").
 */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl !== null) {
    const transporter = lazyTransport({ url: smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS });
    return {
      transport: 'smtp',
      async send(message, signal) {
        await (await transporter.get()).sendMail({ ...toNodemailer(message, from), signal });
      },
      close: transporter.close,
    };
  }

  const renderer = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await (await renderer.get()).sendMail(toNodemailer(message, from));
      await writeEml(outboxDir, info.message as Buffer);
    },
    close: renderer.close,
  };
}

/** A nodemailer transport made on first use; closing one never made loads nothing. */
function lazyTransport(options: object): { get: () => Promise<Transporter>; close: () => void } {
  let transporter: Promise<Transporter> | null = null;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void transporter?.then((made) => made.close()),
  };
}

function toNodemailer(message: MailMessage, from: MailerOptions['from']) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: (message.attachments ?? []).map(({ filename, path: file, contentType }) => ({ filename, path: file, contentType })),
    messageId: message.messageKey === undefined ? undefined : `<${message.messageKey}@${from.address.split('@').pop()}>`,
  };
}

/** Written under a temporary name, then renamed: whoever watches the folder never sees half a message. */
async function writeEml(dir: string, raw: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  const temporary = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(temporary, raw, { flag: 'wx' });
  await fs.rename(temporary, path.join(dir, name));
}
