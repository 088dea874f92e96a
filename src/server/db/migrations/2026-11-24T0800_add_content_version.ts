import { sql, type Kysely } from 'kysely';
import { bumpsContentVersion, createContentVersionFunction, kindOf } from '../portable';

/**
 * One row whose version moves with every write to a content table (triggers, in the writer's
 * transaction): every instance compares it to know whether its cached answers still hold.
 * Frozen once landed (see README.md).
 */

const CONTENT_TABLES = ['categories', 'articles', 'clients', 'projects', 'jobs', 'items'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 1 }).execute();
  if (kindOf(db) === 'postgres') await createContentVersionFunction(db);
  for (const table of CONTENT_TABLES) await bumpsContentVersion(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (kindOf(db) === 'postgres') {
    await sql`drop function bump_content_version() cascade`.execute(db);
  } else {
    for (const table of CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`${table}_content_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('content_version').execute();
}
