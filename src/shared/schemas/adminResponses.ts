import * as z from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, INBOX_MESSAGE_KINDS, INBOX_STATUSES } from '../admin';
import { PAYMENT_STATUSES } from '../api';
import { INTERFACE_LANGUAGES } from '../languages';
import { localized, nameForDocs } from './responses';

/**
 * What the staff API answers (`/api/admin/...`), declared by its routes like the public API's
 * (schemas/responses.ts); shared/admin.ts's types are their inferred types.
 */

/** A page of a staff list, newest first: `?page=` (from 1) and `?pageSize=`. */
export function adminListOf<T extends z.core.$ZodType>(entry: T) {
  return z.object({ data: z.array(entry), page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() });
}

/** Who did something in the back office, as they were when they did it: name and address are copies ('' on entries older than the address's copy). */
export const staffActor = z.object({ id: z.number(), name: z.string(), email: z.string() });

/** One change of an inbox entry's status or note (from the audit log). */
export const inboxChange = z.object({ status: z.enum(INBOX_STATUSES), note: z.string(), by: z.nullable(staffActor), at: z.string() });

const inboxEntry = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.enum(INTERFACE_LANGUAGES),
  createdAt: z.string(),
  status: z.enum(INBOX_STATUSES),
  /** The internal note, '' when none. */
  note: z.string(),
  /** Oldest first. */
  history: z.array(inboxChange),
});

export const adminMessage = z.extend(inboxEntry, {
  kind: z.enum(INBOX_MESSAGE_KINDS),
  phoneNumber: z.nullable(z.string()),
  message: z.string(),
  /** The starter pack's chosen options, null for a contact message. */
  options: z.nullable(z.array(z.string())),
});

export const adminCandidacy = z.extend(inboxEntry, {
  phoneNumber: z.string(),
  presentation: z.string(),
  /** The job applied for, null for a spontaneous candidacy (or a job since deleted: its slug stays). */
  job: z.nullable(z.object({ slug: z.string(), title: z.nullable(localized) })),
  /** Download: GET /api/admin/candidacies/{id}/cv (application/pdf, attachment, nosniff). */
  cv: z.object({ name: z.string(), size: z.number() }),
});

/** GET /api/admin/inbox/counts: how many entries of each kind are `new`. */
export const inboxCounts = z.object({ contact: z.number(), starterPack: z.number(), candidacies: z.number() });

export const adminPayment = z.object({
  id: z.number(),
  item: z.nullable(z.object({ id: z.number(), title: localized })),
  account: z.nullable(z.object({ id: z.number(), email: z.string(), name: z.string() })),
  /** In cents of `currency`. */
  amount: z.number(),
  currency: z.string(),
  /** As confirmed by Stripe's webhook. */
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const auditEntry = z.object({
  id: z.number(),
  actor: z.nullable(staffActor),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number(),
  /** The fields that changed, before and after (null on create / delete). */
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  at: z.string(),
});

const NAMED = {
  StaffActor: staffActor,
  InboxChange: inboxChange,
  AdminMessage: adminMessage,
  AdminCandidacy: adminCandidacy,
  InboxCounts: inboxCounts,
  AdminPayment: adminPayment,
  AuditEntry: auditEntry,
};
nameForDocs(NAMED);
