import { sql, type Kysely } from 'kysely';
import { identityKey } from '../portable';

/** Contact and starter-pack messages, candidacies with their CV, and the e-mail outbox. Frozen once landed. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('contact', 'starterPack')`))
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('options', 'text')
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('messages_created_at').on('messages').column('created_at').execute();

  await db.schema
    .createTable('candidacies')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('presentation', 'text', (column) => column.notNull())
    // A slug, not a foreign key: a candidacy outlives the offer it answered.
    .addColumn('job_slug', 'text')
    .addColumn('cv_path', 'text', (column) => column.notNull().unique())
    .addColumn('cv_name', 'text', (column) => column.notNull())
    .addColumn('cv_size', 'integer', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('candidacies_created_at').on('candidacies').column('created_at').execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  // The worker's only question: which pending rows are due. Finished rows leave the index.
  await db.schema
    .createIndex('email_outbox_due')
    .on('email_outbox')
    .column('next_attempt_at')
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('candidacies').execute();
  await db.schema.dropTable('messages').execute();
}
