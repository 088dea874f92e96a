import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** How many SMTP connections clients opened so far. */
  connections: () => number;
  stop(): Promise<void>;
}

/** A real SMTP server in the test process (plain, no auth), keeping every message it receives; `options` adds to its own (a stalled greeting: onConnect). */
export async function startSmtpServer(port = 0, options: Pick<SMTPServerOptions, 'onConnect'> = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    ...options,
    // Stopping ends the connections a client keeps open (the mailer's pooled one) at once, not after 30 s.
    closeTimeout: 10,
    onConnect(session, callback) {
      connections += 1;
      if (options.onConnect) options.onConnect(session, callback);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    connections: () => connections,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken, then released). */
export async function freePort(): Promise<number> {
  const server = await startSmtpServer();
  await server.stop();
  return server.port;
}

/** A header of a raw message, unfolded, its encoded words (RFC 2047) decoded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return decodeWords(line.slice(name.length + 1).trim());
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part of a raw message, decoded. */
export function textBody(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body).replace(/\r\n/g, '\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return body.replace(/\r\n/g, '\n');
  }
  throw new Error('No text/plain part');
}

/** Waits until `check` passes (the worker runs in the background), or fails with its last error. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
