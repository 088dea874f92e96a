import type { Generated } from 'kysely';
import type { InboxStatus } from '../../../shared/admin';
import type { InterfaceLanguage } from '../../../shared/languages';

/** A contact message, or a starter-pack request (a message of its own kind, with options). */
export type MessageKind = 'contact' | 'starterPack';

/** Timestamps are ISO 8601 strings in UTC (`toISOString()`), so they sort as text. */
export interface MessagesTable {
  id: Generated<number>;
  kind: MessageKind;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  /** The message, or the project description of a starter-pack request. */
  message: string;
  /** Starter pack: JSON array of StarterPackOption; null for a contact message. */
  options: string | null;
  /** The sender's language: their acknowledgment was written in it. */
  language: InterfaceLanguage;
  created_at: string;
  /** The inbox's workflow and internal note (migration 2026-11-24T1020). */
  status: Generated<InboxStatus>;
  note: Generated<string>;
}

export interface CandidaciesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  presentation: string;
  /** Slug of the job offer answered, null for a spontaneous candidacy. */
  job_slug: string | null;
  /** Storage key of the CV inside the uploads folder (`cv/<random>.pdf`), never the sender's file name. */
  cv_path: string;
  /** The sender's file name, cleaned: shown and used as the attachment name, never as a path. */
  cv_name: string;
  cv_size: number;
  language: InterfaceLanguage;
  created_at: string;
  /** The inbox's workflow and internal note (migration 2026-11-24T1020). */
  status: Generated<InboxStatus>;
  note: Generated<string>;
}

/** A file attached to an outgoing e-mail: where it is on disk and the name the reader sees. */
export interface StoredAttachment {
  path: string;
  filename: string;
  contentType?: string;
}

/**
 * E-mails waiting to go out, and those that went (services/outbox.ts). A row is pending while
 * next_attempt_at is set; sent_at or failed_at says how it ended.
 */
export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of StoredAttachment. */
  attachments: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  /** Set when the outbox gave up after its last attempt. */
  failed_at: string | null;
  /** 1: the body carries a secret (a reset link) and is emptied once the row is sent or given up (migration 2026-11-22T0900). */
  secret: Generated<number>;
  created_at: string;
  /** The worker sending the row now, until lease_until; null when nobody is (migration 2026-11-24T0900). */
  claimed_by: string | null;
  lease_until: string | null;
}

export interface MessageTables {
  messages: MessagesTable;
  candidacies: CandidaciesTable;
  email_outbox: EmailOutboxTable;
}
