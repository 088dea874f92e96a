import type { Kysely } from 'kysely';

/**
 * Projects become case studies: the challenge, the approach and the result in both languages,
 * and as JSON text their measurable outcomes, their stack and their screens. Clients get a bare
 * wordmark beside their card. Existing rows get empty values. Frozen once landed (see README.md).
 */
const PROJECT_TEXTS = ['challenge_fr', 'challenge_en', 'approach_fr', 'approach_en', 'result_fr', 'result_en'];
const PROJECT_LISTS = ['outcomes', 'stack', 'screens'];

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of PROJECT_TEXTS) {
    await db.schema.alterTable('projects').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  for (const column of PROJECT_LISTS) {
    await db.schema.alterTable('projects').addColumn(column, 'text', (c) => c.notNull().defaultTo('[]')).execute();
  }
  await db.schema.alterTable('clients').addColumn('wordmark', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...PROJECT_TEXTS, ...PROJECT_LISTS]) await db.schema.alterTable('projects').dropColumn(column).execute();
  await db.schema.alterTable('clients').dropColumn('wordmark').execute();
}
