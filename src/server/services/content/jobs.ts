import type { Selectable } from 'kysely';
import type { Job, JobAddress, JobSalary, JobSummary, Localized } from '../../../shared/api';
import { SALARY_UNITS, type SalaryUnit } from '../../../shared/content';
import type { JobTable } from '../../db/tables/content';
import { findByRef, localized, namesRow, nowIso, type Db } from './refs';

/** The job offers behind /api/jobs (recruitment). */

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title_fr',
  'title_en',
  'summary_fr',
  'summary_en',
  'employment_type',
  'location',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_unit',
  'street_address',
  'postal_code',
  'address_locality',
  'address_region',
  'address_country',
  'posted_at',
  'valid_through',
  'updated_at',
] as const;
type JobRow = Pick<Selectable<JobTable>, (typeof SUMMARY_COLUMNS)[number]>;

/** Active, posted, and not past their closing date (`valid_through`, when they have one). */
function openJobs(db: Db) {
  const now = nowIso();
  return db
    .selectFrom('jobs')
    .select(SUMMARY_COLUMNS)
    .where('active', '=', 1)
    .where('posted_at', '<=', now)
    .where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>', now)]))
    .orderBy('posted_at', 'desc')
    .orderBy('id', 'desc');
}

function toJobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    summary: localized(row.summary_fr, row.summary_en),
    employmentType: row.employment_type,
    location: row.location,
    address: jobAddress(row),
    salary: jobSalary(row),
    postedAt: row.posted_at,
    validThrough: row.valid_through,
    updatedAt: row.updated_at,
  };
}

// An address or a salary is given whole or not at all: a half-filled one is treated as missing.
function jobAddress(row: JobRow): JobAddress | null {
  const { street_address: street, postal_code: postalCode, address_locality: locality, address_region: region, address_country: countryCode } = row;
  return street && postalCode && locality && region && countryCode ? { street, postalCode, locality, region, countryCode } : null;
}

function jobSalary(row: JobRow): JobSalary | null {
  const { salary_min: min, salary_max: max, salary_currency: currency, salary_unit: unit } = row;
  if (min === null || max === null || !currency || !(SALARY_UNITS as readonly string[]).includes(unit ?? '')) return null;
  return { min, max, currency, unit: unit as SalaryUnit };
}

export async function listJobs(db: Db): Promise<JobSummary[]> {
  return (await openJobs(db).execute()).map(toJobSummary);
}

/** The title of the job with this slug, open or not (a candidacy may arrive just after it closed); null if none has it. */
export async function jobTitle(db: Db, slug: string): Promise<Localized | null> {
  const row = await db.selectFrom('jobs').select(['title_fr', 'title_en']).where('slug', '=', slug).executeTakeFirst();
  return row ? localized(row.title_fr, row.title_en) : null;
}

/** Whether `value` (an id or a slug) names an open job: getJob's lookup. */
export function jobExists(db: Db, value: string): Promise<boolean> {
  return namesRow(value, (column, key) => openJobs(db).where(column, '=', key).executeTakeFirst());
}

export async function getJob(db: Db, value: string): Promise<Job> {
  const row = await findByRef(value, (column, key) => openJobs(db).select(['description_fr', 'description_en']).where(column, '=', key).executeTakeFirst());
  return { ...toJobSummary(row), description: localized(row.description_fr, row.description_en) };
}
