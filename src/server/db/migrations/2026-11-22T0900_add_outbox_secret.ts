import { sql, type Kysely } from 'kysely';

/**
 * `secret` marks an e-mail whose body carries a secret (a reset link): its body is dropped once
 * delivered, keeping only who it went to, its subject and when. Reset e-mails already sent lose
 * their body here. Frozen once landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('secret', 'integer', (column) => column.notNull().defaultTo(0).check(sql`secret in (0, 1)`))
    .execute();
  await db
    .updateTable('email_outbox')
    .set({ secret: 1, text_body: '', html_body: null })
    .where(sql.ref('text_body'), 'like', '%/reset-password?token=%')
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
    .execute();
  await db
    .updateTable('email_outbox')
    .set({ secret: 1 })
    .where(sql.ref('text_body'), 'like', '%/reset-password?token=%')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('secret').execute();
}
