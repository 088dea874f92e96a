import type * as z from 'zod/mini';
import type { Localized } from './api';
import type { SalaryUnit } from './content';
import { CLIENT_STATUSES, CONTENT_KINDS, ITEM_STATUSES, JOB_STATUSES, PUBLICATION_STATUSES } from './contentKinds';
import type * as schemas from './schemas/adminResponses';

/**
 * Shapes of the staff API (`/api/admin/...`, docs/decisions.md "Roles and the back office"): the
 * server answers them and the staff area reads them. Every call answers 401 without a session and
 * 403 for a member; success bodies are `{ data }`, lists are `AdminList<T>`.
 */

export { USER_ROLES, type UserRole } from './roles';

/** A page of a staff list, newest first: `?page=` (from 1) and `?pageSize=` (1 to ADMIN_MAX_PAGE_SIZE). */
export type AdminList<T> = Omit<z.infer<ReturnType<typeof schemas.adminListOf>>, 'data'> & { data: T[] };
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Who did something in the back office, as they were when they did it (name and address are copies). */
export type StaffActor = z.infer<typeof schemas.staffActor>;

// ---- Inbox: GET /api/admin/messages?kind=&status=&q=&page=&pageSize=, GET /api/admin/candidacies?status=&q=&page=&pageSize=

export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/**
 * The statuses an entry may move to from each (docs/decisions.md, "The inbox"): forward through the
 * workflow, or back to in_progress to reopen it; never back to `new`. Keeping the status and
 * changing only the note is always allowed.
 */
export const INBOX_MOVES: Record<InboxStatus, readonly InboxStatus[]> = {
  new: ['in_progress', 'answered', 'archived'],
  in_progress: ['answered', 'archived'],
  answered: ['in_progress', 'archived'],
  archived: ['in_progress'],
};

/** Whether an entry in `from` may be saved with `to`. */
export const inboxMoveAllowed = (from: InboxStatus, to: InboxStatus): boolean => from === to || INBOX_MOVES[from].includes(to);

/** The longest internal note, in characters. */
export const INBOX_NOTE_MAX_LENGTH = 5000;

export const INBOX_MESSAGE_KINDS = ['contact', 'starterPack'] as const;
export type InboxMessageKind = (typeof INBOX_MESSAGE_KINDS)[number];

export type InboxChange = z.infer<typeof schemas.inboxChange>;
export type AdminMessage = z.infer<typeof schemas.adminMessage>;
export type AdminCandidacy = z.infer<typeof schemas.adminCandidacy>;

/** Body of PUT /api/admin/messages/{id} and PUT /api/admin/candidacies/{id}; the answer is `{ data: entry }`. */
export interface InboxUpdate {
  status: InboxStatus;
  note: string;
}

/** GET /api/admin/inbox/counts: how many entries of each kind are `new`. */
export type InboxCounts = z.infer<typeof schemas.inboxCounts>;

// ---- Payments: GET /api/admin/payments?status=&page=&pageSize= (read-only)

export type AdminPayment = z.infer<typeof schemas.adminPayment>;

// ---- Audit: GET /api/admin/audit?entity=&entityId=&page=&pageSize= (kept one year)

/** The journal's entities: the inbox's, each content kind's (src/shared/contentKinds.ts), accounts and uploaded images. */
export const AUDIT_ENTITIES = ['message', 'candidacy', ...CONTENT_KINDS.map((kind) => kind.entity), 'user', 'image'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
/** `download`: a personal file (a CV) read by staff. `upload`: a content image sent (its entity id is 0, its URL in `after`). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'upload', 'download', 'grant', 'revoke'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntry = z.infer<typeof schemas.auditEntry>;

// ---- Content: GET (list), GET /{id}, POST, PUT /{id}, DELETE /{id} under
// /api/admin/articles, /categories, /jobs, /projects, /clients, /items. The bodies of POST and PUT
// are the shared schemas' inputs (src/shared/schemas), the same ones the staff forms validate with.
// An image is uploaded first with POST /api/admin/images (multipart field `image`, checked by
// content, stored through the image pipeline), which answers `{ data: AdminImage }`; the entry then
// names its URL in `image` (or `logo`).

export interface AdminImage {
  url: string;
  width: number;
  height: number;
}

export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export interface AdminCategory {
  id: number;
  slug: string;
  name: Localized;
  description: Localized;
  updatedAt: string;
}

export interface AdminArticle {
  id: number;
  /** Generated from the French title when left empty; unique. */
  slug: string;
  categoryId: number;
  title: Localized;
  excerpt: Localized;
  /** The site's rich text (Markdown subset, src/shared/richText.ts); never raw HTML. */
  body: Localized;
  image: string | null;
  imageAlt: Localized;
  status: PublicationStatus;
  /** Required when scheduled; set to now on publishing when empty. */
  publishedAt: string | null;
  updatedAt: string;
}

export type JobStatus = (typeof JOB_STATUSES)[number];

export interface AdminJob {
  id: number;
  slug: string;
  title: Localized;
  summary: Localized;
  description: Localized;
  /** schema.org employmentType: FULL_TIME, PART_TIME, CONTRACTOR, INTERN… */
  employmentType: string;
  location: string;
  salary: { min: number; max: number; currency: string; unit: SalaryUnit } | null;
  address: { streetAddress: string; postalCode: string; addressLocality: string; addressRegion: string; addressCountry: string } | null;
  postedAt: string;
  validThrough: string | null;
  status: JobStatus;
  updatedAt: string;
}

export interface AdminProject {
  id: number;
  slug: string;
  clientId: number | null;
  title: Localized;
  summary: Localized;
  body: Localized;
  challenge: Localized;
  approach: Localized;
  result: Localized;
  stack: string[];
  image: string | null;
  status: PublicationStatus;
  publishedAt: string | null;
  updatedAt: string;
}

export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export interface AdminClient {
  id: number;
  slug: string;
  name: string;
  summary: Localized;
  body: Localized;
  logo: string | null;
  status: ClientStatus;
  position: number;
  updatedAt: string;
}

export type ItemStatus = (typeof ITEM_STATUSES)[number];

export interface AdminItem {
  id: number;
  slug: string;
  title: Localized;
  description: Localized;
  image: string | null;
  /** Stored and answered in cents; the form shows and takes euros with cents. */
  priceCents: number;
  status: ItemStatus;
  position: number;
  updatedAt: string;
}
