import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { removeCv } from './uploads';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long rows are kept (docs/security.md, "Retention"; the privacy page promises the messages' and candidacies'). */
export const RETENTION = {
  /** Web vitals: anonymous measurements, enough for a season of trends. */
  vitalsDays: 90,
  /** Sent e-mails (and those the outbox gave up on): what went to whom, for a month of support questions. */
  finishedEmailDays: 30,
  /** Contact and starter-pack messages, counted from the sender's latest message. */
  messagesYears: 3,
  /** Candidacies and their CV files, from their receipt. */
  candidaciesYears: 2,
  /** The back office's audit log: a year of who changed what (docs/decisions.md, "Audit"). */
  auditYears: 1,
} as const;

export interface RetentionReport {
  vitals: number;
  sessions: number;
  passwordResets: number;
  emails: number;
  messages: number;
  candidacies: number;
  /** Rate-limit counts whose window has passed (RATE_LIMIT_STORE=database). */
  rateLimits: number;
  audit: number;
}

function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

const removed = (result: { numDeletedRows: bigint }[]) => result.reduce((sum, { numDeletedRows }) => sum + Number(numDeletedRows), 0);

/**
 * Deletes what is past its period, one transaction per table, so that a long delete of one table
 * never holds the others. CV files go after their rows are committed; one left by a failure is
 * removed by the start-up sweep of files no candidacy refers to.
 */
export async function applyRetention(db: Kysely<Database>, { uploadsDir, now = new Date() }: { uploadsDir: string; now?: Date }): Promise<RetentionReport> {
  const iso = now.toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  const vitals = await db.transaction().execute((trx) => trx.deleteFrom('vitals').where('created_at', '<', daysAgo(RETENTION.vitalsDays)).execute());
  const sessions = await db
    .transaction()
    .execute((trx) => trx.deleteFrom('sessions').where((eb) => eb.or([eb('expires_at', '<=', iso), eb('revoked_at', 'is not', null)])).execute());
  const passwordResets = await db
    .transaction()
    .execute((trx) => trx.deleteFrom('password_resets').where((eb) => eb.or([eb('expires_at', '<=', iso), eb('used_at', 'is not', null)])).execute());
  const emailsBefore = daysAgo(RETENTION.finishedEmailDays);
  const emails = await db
    .transaction()
    .execute((trx) =>
      trx
        .deleteFrom('email_outbox')
        .where('next_attempt_at', 'is', null)
        .where((eb) => eb.or([eb('sent_at', '<', emailsBefore), eb('failed_at', '<', emailsBefore)]))
        .execute(),
    );
  const messagesBefore = yearsBefore(now, RETENTION.messagesYears).toISOString();
  // "Three years from our last exchange": an address that wrote again since keeps its messages.
  const messages = await db.transaction().execute((trx) =>
    trx
      .deleteFrom('messages')
      .where('created_at', '<', messagesBefore)
      .where(
        sql<string>`lower(email)`,
        'not in',
        trx.selectFrom('messages').select(sql<string>`lower(email)`.as('address')).where('created_at', '>=', messagesBefore),
      )
      .execute(),
  );
  const candidaciesBefore = yearsBefore(now, RETENTION.candidaciesYears).toISOString();
  const expiredCvs = await db
    .transaction()
    .execute((trx) => trx.deleteFrom('candidacies').where('created_at', '<', candidaciesBefore).returning('cv_path').execute());
  for (const { cv_path: key } of expiredCvs) await removeCv(uploadsDir, key);

  const rateLimits = await db.transaction().execute((trx) => trx.deleteFrom('rate_limits').where('expire', '<', now.getTime()).execute());
  const auditBefore = yearsBefore(now, RETENTION.auditYears).toISOString();
  const audit = await db.transaction().execute((trx) => trx.deleteFrom('audit_log').where('created_at', '<', auditBefore).execute());

  return {
    vitals: removed(vitals),
    sessions: removed(sessions),
    passwordResets: removed(passwordResets),
    emails: removed(emails),
    messages: removed(messages),
    candidacies: expiredCvs.length,
    rateLimits: removed(rateLimits),
    audit: removed(audit),
  };
}
