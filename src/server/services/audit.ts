import type { Kysely } from 'kysely';
import type { AdminList, AuditAction, AuditEntity, AuditEntry, StaffActor } from '../../shared/admin';
import type { Database } from '../db/database';
import { offsetOf, pageOf } from './adminList';
import type { UserRow } from './sessions';

/** What a staff write records (docs/decisions.md, "Audit"). */
export interface AuditRecord {
  /** Null for the command line (`npm run staff`). */
  actor: StaffActor | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  /** The changed fields before and after (changedFields); null or absent on create / delete. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The staff member as audit entries and lists name them: their name and address now, copied into each entry. */
export function actorOf(user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email'>): StaffActor {
  return { id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), email: user.email };
}

/**
 * The fields of `after` whose value differs from `before`'s (compared as JSON), as the before /
 * after pair an audit entry keeps; null when nothing changed.
 */
export function changedFields<T extends object>(before: T, after: T): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    was[key] = old ?? null;
    is[key] = value ?? null;
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}

/**
 * Records one staff write. Pass the transaction that makes the change: the entry is committed
 * with it or not at all.
 */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actor?.id ?? null,
      actor_name: record.actor?.name ?? null,
      actor_email: record.actor?.email ?? null,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      before: record.before ? JSON.stringify(record.before) : null,
      after: record.after ? JSON.stringify(record.after) : null,
      created_at: now.toISOString(),
    })
    .execute();
}

export interface AuditFilter {
  entity?: AuditEntity;
  entityId?: number;
  page: number;
  pageSize: number;
}

type AuditRow = { id: number; actor_id: number | null; actor_name: string | null; actor_email: string | null; action: AuditAction; entity: AuditEntity; entity_id: number; before: string | null; after: string | null; created_at: string };

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    // As they were then, never joined with the account as it is now.
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
    at: row.created_at,
  };
}

/** A page of entries, newest first, of one entity or of all. */
export async function listAudit(db: Kysely<Database>, { entity, entityId, page, pageSize }: AuditFilter): Promise<AdminList<AuditEntry>> {
  let query = db.selectFrom('audit_log');
  if (entity !== undefined) query = query.where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entity_id', '=', entityId);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(page, pageSize))
    .execute();
  return pageOf(rows.map(toAuditEntry), total, page, pageSize);
}

/** The oldest-first entries of one entity (an inbox entry's history). */
export async function auditTrail(db: Kysely<Database>, entity: AuditEntity, entityIds: readonly number[]): Promise<AuditEntry[]> {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', 'in', entityIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAuditEntry);
}
