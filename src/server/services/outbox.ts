import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import { PostgresAdapter, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { isStorageFailure } from '../db/errors';
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
  /**
   * As enqueue, but the row is stored only if the account `userId` exists, in the same statement:
   * a caller whose timing must not tell whether an account exists (a reset request) runs the same
   * statement either way. Null when nothing was stored.
   */
  enqueueForAccount(message: OutboxMessage, userId: number, executor?: Kysely<Database>): Promise<number | null>;
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
/** Retries of a delivery's record while the database is out of reach: doubling, at most 2 s apart. */
const RECORD_FIRST_RETRY_MS = 100;
const RECORD_MAX_RETRY_MS = 2_000;

type OutboxRow = Selectable<EmailOutboxTable>;

/** The columns a new row starts with. */
function outboxRow(message: OutboxMessage, now: string) {
  const attachments: StoredAttachment[] = (message.attachments ?? []).map(({ path, filename, contentType }) => ({ path, filename, contentType }));
  return {
    to_address: message.to,
    reply_to: message.replyTo ?? null,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    attachments: JSON.stringify(attachments),
    secret: message.secret ? 1 : 0,
    next_attempt_at: now,
    created_at: now,
  };
}

/**
 * A durable queue of e-mails in the database: a message is never lost because SMTP is down. Any
 * number of workers (one per instance) share it through leases. Delivery is at least once: a crash
 * between the server's acceptance and our update resends.
 */
export function createOutbox(db: Kysely<Database>, mailer: Mailer, log: FastifyBaseLogger, settings: Partial<OutboxOptions> = {}): Outbox {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...settings };
  const iso = (ms: number) => new Date(ms).toISOString();
  let running: Promise<unknown> = Promise.resolve();
  let wakeScheduled: NodeJS.Immediate | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const abort = new AbortController();
  // Names this worker in the rows it leases: the host and process, for whoever reads the table.
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const lockingDatabase = db.getExecutor().adapter instanceof PostgresAdapter;

  /** Rows due now whose lease (if any) has passed: another worker's, or one left by a sender that died. */
  const claimable = (now: string) =>
    db
      .selectFrom('email_outbox')
      .select('id')
      .where('next_attempt_at', 'is not', null)
      .where('next_attempt_at', '<=', now)
      .where(claimableBy(now));

  /**
   * A row free to claim: never leased, its lease passed, or leased to this worker already. Runs are
   * one at a time, so a row of ours at the start of a run is one no run is sending: its claim
   * committed but the answer was lost, or a run broke off (the database went away) before it.
   */
  const claimableBy = (now: string) => (eb: ExpressionBuilder<Database, 'email_outbox'>) =>
    eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now), eb('claimed_by', '=', workerId)]);

  /**
   * Leases up to batchSize due rows to this worker in one statement. The outer condition is checked
   * again on each row as it is updated, so two workers never both claim one; PostgreSQL also skips
   * rows another worker's claim is locking instead of waiting for it.
   */
  async function claimBatch(): Promise<OutboxRow[]> {
    const now = iso(options.now());
    let pick = claimable(now).orderBy('next_attempt_at').orderBy('id').limit(options.batchSize);
    if (lockingDatabase) pick = pick.forUpdate().skipLocked();
    const rows = await db
      .updateTable('email_outbox')
      .set({ claimed_by: workerId, lease_until: iso(options.now() + options.leaseMs) })
      .where('id', 'in', pick)
      .where(claimableBy(now))
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.next_attempt_at!.localeCompare(b.next_attempt_at!) || a.id - b.id);
  }

  /** Updates a row this worker still holds: once its lease has passed, another worker owns it. */
  const whileHeld = (id: number) => db.updateTable('email_outbox').where('id', '=', id).where('claimed_by', '=', workerId);
  const released = { claimed_by: null, lease_until: null } as const;

  async function deliverOne(row: OutboxRow, report: DeliveryReport) {
    try {
      await mailer.send(fromRow(row), abort.signal);
    } catch (error) {
      if (abort.signal.aborted) {
        // Shutting down is not the message's fault: due again at once for any worker, attempt not counted.
        await whileHeld(row.id).set(released).execute();
        return;
      }
      const attempts = row.attempts + 1;
      const last = attempts >= options.maxAttempts;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await whileHeld(row.id)
        .set({
          ...released,
          attempts,
          last_error: reason,
          next_attempt_at: last ? null : iso(options.now() + retryDelay(attempts, options)),
          failed_at: last ? iso(options.now()) : null,
          ...(last && row.secret ? DROPPED_BODY : {}),
        })
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
    await recordSent(row);
    report.sent += 1;
  }

  /** Sent, but the database was out of reach for the whole lease: recorded first thing on the next run. */
  const unrecorded = new Map<number, () => Promise<unknown>>();

  /**
   * Records a delivery, even if the lease has passed meanwhile: the server took the message, nobody
   * should send it again. While the database is out of reach (a restart) it is tried again until
   * the lease passes, then kept for the next run; past the lease another worker may send the row
   * again, with the same Message-ID (docs/security.md, "Reliability").
   */
  async function recordSent(row: OutboxRow): Promise<void> {
    const sentAt = iso(options.now());
    const leaseEnd = Date.parse(row.lease_until ?? sentAt);
    const record = () =>
      db
        .updateTable('email_outbox')
        .set({ ...released, attempts: row.attempts + 1, sent_at: sentAt, next_attempt_at: null, last_error: null, ...(row.secret ? DROPPED_BODY : {}) })
        .where('id', '=', row.id)
        .execute();
    for (let delay = RECORD_FIRST_RETRY_MS; ; delay = Math.min(delay * 2, RECORD_MAX_RETRY_MS)) {
      try {
        await record();
        return;
      } catch (error) {
        if (!isStorageFailure(error) || options.now() + delay >= leaseEnd) {
          unrecorded.set(row.id, record);
          log.error({ outboxId: row.id, err: error }, 'e-mail sent but not recorded yet: another worker may send it again once its lease passes');
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** Records what an earlier run sent but could not record; throws (ending the run) while the database is still out of reach. */
  async function recordPending(): Promise<void> {
    for (const [id, record] of unrecorded) {
      await record();
      unrecorded.delete(id);
    }
  }

  /**
   * Renews the lease of a claimed row just before it is sent, so that the send and its record fit
   * in a whole lease whatever the batch took so far; null when another worker holds the row now.
   */
  async function renewLease(row: OutboxRow): Promise<OutboxRow | null> {
    const renewed = await whileHeld(row.id).set({ lease_until: iso(options.now() + options.leaseMs) }).returning('lease_until').executeTakeFirst();
    return renewed === undefined ? null : { ...row, lease_until: renewed.lease_until };
  }

  async function deliverBatch(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (stopped) return report;
    // First, so that no row of ours sent but unrecorded is claimed again below.
    await recordPending();
    const claimed = await claimBatch();
    for (const [index, row] of claimed.entries()) {
      if (stopped) {
        // Hands back what this worker will not send, so another instance need not wait for the lease.
        await db.updateTable('email_outbox').set(released).where('id', 'in', claimed.slice(index).map(({ id }) => id)).where('claimed_by', '=', workerId).execute();
        break;
      }
      const held = await renewLease(row);
      if (held !== null) await deliverOne(held, report);
    }
    // More may be waiting: another turn, so one run never holds the worker for long.
    if (claimed.length === options.batchSize) outbox.wake();
    return report;
  }

  const outbox: Outbox = {
    async enqueue(message, executor = db) {
      const { id } = await executor.insertInto('email_outbox').values(outboxRow(message, iso(options.now()))).returning('id').executeTakeFirstOrThrow();
      if (!executor.isTransaction) outbox.wake();
      return id;
    },

    async enqueueForAccount(message, userId, executor = db) {
      const row = outboxRow(message, iso(options.now()));
      const columns = Object.keys(row) as (keyof typeof row)[];
      const stored = await executor
        .insertInto('email_outbox')
        .columns(columns)
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select((select) => columns.map((column) => select.val(row[column]).as(column)))
            .where('users.id', '=', userId),
        )
        .returning('id')
        .executeTakeFirst();
      if (stored && !executor.isTransaction) outbox.wake();
      return stored?.id ?? null;
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

/**
 * The Message-ID's local part of a row, the same on every attempt and from every worker: a copy sent
 * again (see recordSent) is one mail clients show once. The hash of the row's creation keeps two
 * databases' row 1 apart.
 */
export function outboxMessageKey(row: Pick<OutboxRow, 'id' | 'created_at' | 'to_address'>): string {
  const digest = createHash('sha256').update(`${row.id}|${row.created_at}|${row.to_address}`).digest('hex').slice(0, 20);
  return `outbox.${row.id}.${digest}`;
}

function fromRow(row: OutboxRow): MailMessage {
  return {
    messageKey: outboxMessageKey(row),
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: JSON.parse(row.attachments) as StoredAttachment[],
  };
}
