import type { Kysely } from 'kysely';

/**
 * A row being sent is leased to one worker (`claimed_by`) until `lease_until`: several instances
 * share the outbox, and a row whose sender died is claimable again once its lease has passed.
 * Frozen once landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('lease_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('lease_until').execute();
  await db.schema.alterTable('email_outbox').dropColumn('claimed_by').execute();
}
