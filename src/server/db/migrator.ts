import { Migrator, sql, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { kindOf } from './portable';

/**
 * Brings the schema up to date. Migrations come from an object, not a folder read at run time,
 * because the server is bundled by webpack and the bundle has no migrations folder.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, migrations: Record<string, Migration>): Promise<MigrationResult[]> {
  // PostgreSQL: Kysely's bookkeeping tables in the connection's own schema, though another schema of the database has them.
  const migrationTableSchema = kindOf(db) === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration "${failed.migrationName}" failed: ${reason}` : `Migrations failed: ${reason}`, { cause: error });
  }
  return results;
}
