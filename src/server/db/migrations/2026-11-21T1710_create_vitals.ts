import { sql, type Kysely } from 'kysely';
import { double, identityKey } from '../portable';

/**
 * Real-user web vitals sent by browsers (POST /api/vitals): a metric, its value and the route
 * NAME it was measured on. Nothing that identifies a person: no IP, no user, no URL. Frozen once
 * landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vitals')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('value', double(db), (column) => column.notNull().check(sql`value >= 0`))
    .addColumn('route', 'text', (column) => column.notNull())
    .addColumn('rating', 'text', (column) => column.check(sql`rating in ('good', 'needs-improvement', 'poor')`))
    .addColumn('navigation_type', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  // The summary groups by route and metric, and may look at recent rows only.
  await db.schema.createIndex('vitals_route_name_value').on('vitals').columns(['route', 'name', 'value']).execute();
  await db.schema.createIndex('vitals_created_at').on('vitals').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vitals').execute();
}
