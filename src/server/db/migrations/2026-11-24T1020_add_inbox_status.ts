import { sql, type Kysely } from 'kysely';

/**
 * The inbox's workflow (docs/decisions.md, "The inbox"): each message and candidacy has a status,
 * `new` until staff moves it, and an internal note; the audit log keeps who changed them. Frozen
 * once landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'candidacies']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('new').check(sql`status in ('new', 'in_progress', 'answered', 'archived')`))
      .execute();
    await db.schema.alterTable(table).addColumn('note', 'text', (column) => column.notNull().defaultTo('')).execute();
    // The count of new entries, on every staff page.
    await db.schema.createIndex(`${table}_status`).on(table).column('status').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'candidacies']) {
    await db.schema.dropIndex(`${table}_status`).execute();
    await db.schema.alterTable(table).dropColumn('note').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
}
