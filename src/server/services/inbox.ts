import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { AdminCandidacy, AdminList, AdminMessage, InboxChange, InboxCounts, InboxMessageKind, InboxStatus, InboxUpdate, StaffActor } from '../../shared/admin';
import { inboxMoveAllowed } from '../../shared/admin';
import type { Database } from '../db/database';
import { lockedForUpdate } from '../db/portable';
import type { CandidaciesTable, MessagesTable } from '../db/tables/messages';
import { AppError } from '../errors';
import { offsetOf, pageOf } from './adminList';
import { auditTrail, recordAudit } from './audit';
import { cleanPdfName, removeCv } from './uploads';

type InboxTable = 'messages' | 'candidacies';
const ENTITY = { messages: 'message', candidacies: 'candidacy' } as const;

export interface InboxFilter {
  status?: InboxStatus;
  /** Part of the first name, last name, full name or e-mail address, any case. */
  q?: string;
  page: number;
  pageSize: number;
}

export interface MessageFilter extends InboxFilter {
  kind?: InboxMessageKind;
}

/** `q` as a LIKE pattern: its own % and _ match themselves (escaped with \). */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The filters both lists share, on `table`'s columns (named with the table: the candidacies' query joins jobs). */
function conditions(table: InboxTable, { status, q }: InboxFilter): RawBuilder<boolean>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const found: RawBuilder<boolean>[] = [];
  if (status !== undefined) found.push(sql<boolean>`${column('status')} = ${status}`);
  if (q) {
    const pattern = likePattern(q);
    const first = column('first_name');
    const last = column('last_name');
    const searched = [sql`lower(${first})`, sql`lower(${last})`, sql`lower(${column('email')})`, sql`lower(${first} || ' ' || ${last})`, sql`lower(${last} || ' ' || ${first})`];
    found.push(sql<boolean>`(${sql.join(searched.map((text) => sql`${text} like ${pattern} escape '\\'`), sql` or `)})`);
  }
  return found;
}

/** Each entry's changes (status and note), oldest first, from the audit log. */
async function histories(db: Kysely<Database>, table: InboxTable, ids: number[]): Promise<Map<number, InboxChange[]>> {
  const byId = new Map<number, InboxChange[]>(ids.map((id) => [id, []]));
  for (const entry of await auditTrail(db, ENTITY[table], ids)) {
    if (entry.action !== 'status' || entry.after === null) continue;
    byId.get(entry.entityId)?.push({ status: entry.after.status as InboxStatus, note: String(entry.after.note ?? ''), by: entry.actor, at: entry.at });
  }
  return byId;
}

type MessageRow = Selectable<MessagesTable>;

/** What every inbox entry shows: the sender, when, and the staff's follow-up. */
function entryFields(row: MessageRow | CandidacyRow, history: InboxChange[]) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    language: row.language,
    createdAt: row.created_at,
    status: row.status,
    note: row.note,
    history,
  };
}

function toAdminMessage(row: MessageRow, history: InboxChange[]): AdminMessage {
  return {
    ...entryFields(row, history),
    kind: row.kind,
    phoneNumber: row.phone_number,
    message: row.message,
    options: row.options === null ? null : (JSON.parse(row.options) as string[]),
  };
}

type CandidacyRow = Selectable<CandidaciesTable> & { job_title_fr: string | null; job_title_en: string | null };

function toAdminCandidacy(row: CandidacyRow, history: InboxChange[]): AdminCandidacy {
  return {
    ...entryFields(row, history),
    phoneNumber: row.phone_number,
    presentation: row.presentation,
    job: row.job_slug === null ? null : { slug: row.job_slug, title: row.job_title_fr === null ? null : { fr: row.job_title_fr, en: row.job_title_en ?? '' } },
    // Cleaned again as it is shown: a name kept before bidirectional controls were stripped.
    cv: { name: cleanPdfName(row.cv_name), size: row.cv_size },
  };
}

/** Messages and starter-pack requests, newest first. */
export async function listMessages(db: Kysely<Database>, filter: MessageFilter): Promise<AdminList<AdminMessage>> {
  const where = conditions('messages', filter);
  if (filter.kind !== undefined) where.push(sql<boolean>`${sql.ref('messages.kind')} = ${filter.kind}`);
  const query = db.selectFrom('messages').where((eb) => eb.and(where));
  const total = (await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()).total;
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.pageSize).offset(offsetOf(filter.page, filter.pageSize)).execute();
  const changes = await histories(db, 'messages', rows.map((row) => row.id));
  return pageOf(rows.map((row) => toAdminMessage(row, changes.get(row.id) ?? [])), total, filter.page, filter.pageSize);
}

const candidacyQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('candidacies')
    .leftJoin('jobs', 'jobs.slug', 'candidacies.job_slug')
    .selectAll('candidacies')
    .select(['jobs.title_fr as job_title_fr', 'jobs.title_en as job_title_en']);

/** Candidacies with the title of the job applied for, newest first. */
export async function listCandidacies(db: Kysely<Database>, filter: InboxFilter): Promise<AdminList<AdminCandidacy>> {
  const where = conditions('candidacies', filter);
  const { total } = await db
    .selectFrom('candidacies')
    .where((eb) => eb.and(where))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await candidacyQuery(db)
    .where((eb) => eb.and(where))
    .orderBy('candidacies.created_at', 'desc')
    .orderBy('candidacies.id', 'desc')
    .limit(filter.pageSize)
    .offset(offsetOf(filter.page, filter.pageSize))
    .execute();
  const changes = await histories(db, 'candidacies', rows.map((row) => row.id));
  return pageOf(rows.map((row) => toAdminCandidacy(row, changes.get(row.id) ?? [])), total, filter.page, filter.pageSize);
}

export async function findMessage(db: Kysely<Database>, id: number): Promise<AdminMessage> {
  const row = await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('notFound');
  return toAdminMessage(row, (await histories(db, 'messages', [id])).get(id) ?? []);
}

export async function findCandidacy(db: Kysely<Database>, id: number): Promise<AdminCandidacy> {
  const row = await candidacyQuery(db).where('candidacies.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('notFound');
  return toAdminCandidacy(row, (await histories(db, 'candidacies', [id])).get(id) ?? []);
}

/** How many entries of each kind are `new`. */
export async function inboxCounts(db: Kysely<Database>): Promise<InboxCounts> {
  const kinds = await db.selectFrom('messages').select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')]).where('status', '=', 'new').groupBy('kind').execute();
  const candidacies = await db.selectFrom('candidacies').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 'new').executeTakeFirstOrThrow();
  const ofKind = (kind: InboxMessageKind) => Number(kinds.find((row) => row.kind === kind)?.n ?? 0);
  return { contact: ofKind('contact'), starterPack: ofKind('starterPack'), candidacies: Number(candidacies.n) };
}

/**
 * Saves an entry's status and note, if the workflow allows the move (409 otherwise), with its
 * audit entry in the same transaction. Saving what is already there records nothing.
 */
export async function updateInboxEntry(db: Kysely<Database>, table: InboxTable, id: number, update: InboxUpdate, actor: StaffActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockedForUpdate(trx, trx.selectFrom(table).select(['status', 'note']).where('id', '=', id)).executeTakeFirst();
    if (!current) throw new AppError('notFound');
    if (!inboxMoveAllowed(current.status, update.status)) throw new AppError('statusChangeNotAllowed');
    if (current.status === update.status && current.note === update.note) return;
    await trx.updateTable(table).set({ status: update.status, note: update.note }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'status',
      entity: ENTITY[table],
      entityId: id,
      before: { status: current.status, note: current.note },
      after: { status: update.status, note: update.note },
    });
  });
}

/**
 * Deletes a candidacy and then its CV file; the audit entry (no personal data: before and after
 * are null) stays. A file left by a failure is removed by the start-up sweep of unreferenced CVs.
 */
export async function deleteCandidacy(db: Kysely<Database>, uploadsDir: string, id: number, actor: StaffActor): Promise<void> {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('candidacies').where('id', '=', id).returning('cv_path').executeTakeFirst();
    if (!row) throw new AppError('notFound');
    await recordAudit(trx, { actor, action: 'delete', entity: 'candidacy', entityId: id });
    return row.cv_path;
  });
  await removeCv(uploadsDir, removed);
}

/** Where a candidacy's CV is stored, and the name to give it. */
export async function candidacyCv(db: Kysely<Database>, id: number): Promise<{ key: string; name: string; size: number }> {
  const row = await db.selectFrom('candidacies').select(['cv_path', 'cv_name', 'cv_size']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('notFound');
  return { key: row.cv_path, name: cleanPdfName(row.cv_name), size: row.cv_size };
}
