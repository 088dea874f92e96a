import { sql, type Kysely } from 'kysely';

/**
 * What a job posting needs beyond its text (Google's JobPosting checks): the gross pay range and
 * the workplace's postal address. Nullable, since offers written before have neither. Frozen once
 * landed (see README.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  const add = (name: string, type: 'integer' | 'text', check?: ReturnType<typeof sql>) =>
    db.schema
      .alterTable('jobs')
      .addColumn(name, type, (column) => (check ? column.check(check) : column))
      .execute();

  await add('salary_min', 'integer', sql`salary_min >= 0`);
  await add('salary_max', 'integer', sql`salary_max >= salary_min`);
  await add('salary_currency', 'text', sql`length(salary_currency) = 3`);
  await add('salary_unit', 'text', sql`salary_unit in ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR')`);
  await add('street_address', 'text');
  await add('postal_code', 'text');
  await add('address_locality', 'text');
  await add('address_region', 'text');
  await add('address_country', 'text', sql`length(address_country) = 2`);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'address_country',
    'address_region',
    'address_locality',
    'postal_code',
    'street_address',
    'salary_unit',
    'salary_currency',
    'salary_max',
    'salary_min',
  ]) {
    await db.schema.alterTable('jobs').dropColumn(name).execute();
  }
}
