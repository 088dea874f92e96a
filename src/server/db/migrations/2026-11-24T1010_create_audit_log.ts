import type { Kysely } from 'kysely';
import { identityKey } from '../portable';

/**
 * Every staff write (services/audit.ts), kept one year. The actor's name is copied: the record of
 * who did what outlives the account. Frozen once landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', identityKey(db))
    // No foreign key: the entry stays when the account goes.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('entity', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'integer', (column) => column.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
