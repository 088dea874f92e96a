import type { Kysely } from 'kysely';

/**
 * The actor's e-mail address beside their name, as they were when they acted: a staff member who
 * renames themselves (say "Système Automatique") is still told apart by the address the entry
 * kept. Older entries have none (null). Frozen once landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('actor_email', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('actor_email').execute();
}
