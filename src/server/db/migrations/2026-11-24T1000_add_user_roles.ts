import { sql, type Kysely } from 'kysely';

/**
 * Every account is a `member`; `staff` (set only by `npm run staff`, docs/decisions.md "Roles and
 * the back office") opens /api/admin and the staff area. Frozen once landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('member').check(sql`role in ('member', 'staff')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role').execute();
}
