import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { EmailOutboxTable, StoredAttachment } from '../db/tables/messages';
import type { MailMessage, Mailer } from './mailer';

export interface OutboxOptions {
  /** Delay before the first retry; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the row is marked failed and left alone. */
  maxAttempts: number;
  /** How often the worker looks for due rows besides being woken by enqueue; 0 turns the timer off. */
  pollIntervalMs: number;
  /** A row being sent is hidden from other workers this long; a crash mid-send retries after it. */
  leaseMs: number;
  batchSize: number;
  /** The clock, in ms since the epoch (tests move it). */
  now: () => number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  pollIntervalMs: 30_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  now: () => Date.now(),
};

export interface DeliveryReport {
  sent: number;
  /** Failed this time, tried again later. */
  retried: number;
  /** Failed for the last time. */
  failed: number;
}

/** An e-mail to queue; `secret`: its body carries a secret (a reset link) and is not kept once delivered. */
export interface OutboxMessage extends MailMessage {
  secret?: boolean;
}

/** What a finished row keeps of a secret-bearing body: nothing. */
const DROPPED_BODY = { text_body: '', html_body: null } as const;

export interface Outbox {
  /**
   * Stores an e-mail to send and returns its row id. Pass a transaction to store it together
   * with the row it is about, then call wake() once that transaction has committed.
   */
  enqueue(message: OutboxMessage, executor?: Kysely<Database>): Promise<number>;
  /** Asks the worker to deliver due rows soon (on the next turn of the event loop). */
  wake(): void;
  /** Delivers the rows due now, after any delivery already running. */
  deliverDue(): Promise<DeliveryReport>;
  start(): void;
  /** Stops the timer, cancels a send in progress (it is retried later) and waits for the worker. */
  stop(): Promise<void>;
}

/** Retry n (n ≥ 1) waits base × 2^(n-1), at most maxDelay. */
export function retryDelay(failedAttempts: number, { baseDelayMs, maxDelayMs }: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, failedAttempts - 1), maxDelayMs);
}

const MAX_ERROR_LENGTH = 1000;

type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * A durable queue of e-mails in the database: a message is never lost because SMTP is down.
 * Delivery is at least once (a crash between the server's acceptance and our update resends).
 */
export function createOutbox(db: Kysely<Database>, mailer: Mailer, log: FastifyBaseLogger, settings: Partial<OutboxOptions> = {}): Outbox {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...settings };
  const iso = (ms: number) => new Date(ms).toISOString();
  let running: Promise<unknown> = Promise.resolve();
  let wakeScheduled: NodeJS.Immediate | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const abort = new AbortController();

  async function deliverOne(row: OutboxRow & { next_attempt_at: string }, report: DeliveryReport) {
    // Claim the row: another worker that read it too finds next_attempt_at changed and skips it.
    const claimed = await db
      .updateTable('email_outbox')
      .set({ next_attempt_at: iso(options.now() + options.leaseMs) })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return;

    try {
      await mailer.send(fromRow(row), abort.signal);
    } catch (error) {
      if (abort.signal.aborted) {
        // Shutting down is not the message's fault: due again at the next start, attempt not counted.
        await db.updateTable('email_outbox').set({ next_attempt_at: row.next_attempt_at }).where('id', '=', row.id).execute();
        return;
      }
      const attempts = row.attempts + 1;
      const last = attempts >= options.maxAttempts;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await db
        .updateTable('email_outbox')
        .set({
          attempts,
          last_error: reason,
          next_attempt_at: last ? null : iso(options.now() + retryDelay(attempts, options)),
          failed_at: last ? iso(options.now()) : null,
          ...(last && row.secret ? DROPPED_BODY : {}),
        })
        .where('id', '=', row.id)
        .execute();
      if (last) {
        report.failed += 1;
        log.error({ outboxId: row.id, attempts, reason }, 'e-mail not delivered: giving up');
      } else {
        report.retried += 1;
        log.warn({ outboxId: row.id, attempts, reason }, 'e-mail not delivered: will retry');
      }
      return;
    }
    await db
      .updateTable('email_outbox')
      .set({ attempts: row.attempts + 1, sent_at: iso(options.now()), next_attempt_at: null, last_error: null, ...(row.secret ? DROPPED_BODY : {}) })
      .where('id', '=', row.id)
      .execute();
    report.sent += 1;
  }

  async function deliverBatch(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (stopped) return report;
    const due = await db
      .selectFrom('email_outbox')
      .selectAll()
      .where('next_attempt_at', 'is not', null)
      .where('next_attempt_at', '<=', iso(options.now()))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(options.batchSize)
      .execute();
    for (const row of due) {
      if (stopped) break;
      await deliverOne({ ...row, next_attempt_at: row.next_attempt_at! }, report);
    }
    // More may be waiting: another turn, so one run never holds the worker for long.
    if (due.length === options.batchSize) outbox.wake();
    return report;
  }

  const outbox: Outbox = {
    async enqueue(message, executor = db) {
      const now = iso(options.now());
      const attachments: StoredAttachment[] = (message.attachments ?? []).map(({ path, filename, contentType }) => ({ path, filename, contentType }));
      const { id } = await executor
        .insertInto('email_outbox')
        .values({
          to_address: message.to,
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          attachments: JSON.stringify(attachments),
          secret: message.secret ? 1 : 0,
          next_attempt_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!executor.isTransaction) outbox.wake();
      return id;
    },

    wake() {
      if (stopped || wakeScheduled !== null) return;
      wakeScheduled = setImmediate(() => {
        wakeScheduled = null;
        outbox.deliverDue().catch((error: unknown) => log.error({ err: error }, 'e-mail outbox worker failed'));
      });
    },

    deliverDue() {
      const run = running.then(deliverBatch);
      running = run.catch(() => undefined);
      return run;
    },

    start() {
      if (stopped) return;
      if (options.pollIntervalMs > 0 && timer === null) {
        timer = setInterval(() => outbox.wake(), options.pollIntervalMs);
        // The worker alone never keeps the process alive.
        timer.unref();
      }
      // Rows left by the previous run of the server (SMTP was down, or it stopped mid-send).
      outbox.wake();
    },

    async stop() {
      stopped = true;
      if (timer !== null) clearInterval(timer);
      if (wakeScheduled !== null) clearImmediate(wakeScheduled);
      timer = null;
      wakeScheduled = null;
      abort.abort();
      await running;
    },
  };
  return outbox;
}

function fromRow(row: OutboxRow): MailMessage {
  return {
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: JSON.parse(row.attachments) as StoredAttachment[],
  };
}
