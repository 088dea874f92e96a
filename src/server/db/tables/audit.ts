import type { Generated } from 'kysely';
import type { AuditAction, AuditEntity } from '../../../shared/admin';

/** One staff write (services/audit.ts; migration 2026-11-24T1010). */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for the command line (`npm run staff`). */
  actor_id: number | null;
  /** The actor's name when it acted: the entry outlives the account. */
  actor_name: string | null;
  /** The actor's e-mail address when it acted (migration 2026-12-01T2200); null before it and for the command line. */
  actor_email: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: number;
  /** JSON of the changed fields before and after; null on create / delete. */
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
