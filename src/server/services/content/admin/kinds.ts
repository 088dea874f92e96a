import { sql } from 'kysely';
import type {
  AdminArticle,
  AdminCategory,
  AdminClient,
  AdminItem,
  AdminJob,
  AdminProject,
  ClientStatus,
  ItemStatus,
  JobStatus,
  PublicationStatus,
} from '../../../../shared/admin';
import type { SalaryUnit } from '../../../../shared/content';
import type {
  AdminArticleValues,
  AdminCategoryValues,
  AdminClientValues,
  AdminItemValues,
  AdminJobValues,
  AdminProjectValues,
} from '../../../../shared/schemas/admin';
import { readingMinutes } from '../articles';
import { localized, type Db } from '../refs';
import { createContentStore, missingReference, stillUsed, type Row } from './store';

/** How each content kind's form values become its row, and its row an Admin* answer (shared/admin.ts). */

// ---- Publication (articles, projects): the `published` flag and `published_at` carry the three statuses.

interface Publication {
  status: PublicationStatus;
  publishedAt: string | null;
}

/**
 * draft: flag off (its date kept, the column is required); scheduled: flag on, the future date;
 * published: flag on, the date given, else the one it had if already public, else now.
 */
function publicationColumns(values: Publication, existing: { published: number; published_at: string } | null, now: string) {
  if (values.status === 'draft') return { published: 0, published_at: values.publishedAt ?? existing?.published_at ?? now };
  if (values.status === 'scheduled') return { published: 1, published_at: values.publishedAt! };
  const wasPublic = existing !== null && existing.published === 1 && existing.published_at <= now;
  return { published: 1, published_at: values.publishedAt ?? (wasPublic ? existing.published_at : now) };
}

function publicationOf(row: { published: number; published_at: string }, now: string): Publication {
  const status: PublicationStatus = row.published === 0 ? 'draft' : row.published_at > now ? 'scheduled' : 'published';
  return { status, publishedAt: row.published_at };
}

function publicationCondition(status: string, now: string) {
  if (status === 'draft') return sql<boolean>`published = 0`;
  if (status === 'scheduled') return sql<boolean>`published = 1 and published_at > ${now}`;
  return sql<boolean>`published = 1 and published_at <= ${now}`;
}

const flagCondition = (column: 'published' | 'active', on: boolean) => sql<boolean>`${sql.ref(column)} = ${on ? 1 : 0}`;

// ---- The kinds

export const categories = createContentStore({
  table: 'categories',
  entity: 'category',
  slugSource: (values: AdminCategoryValues) => values.name.fr,
  columns: (values: AdminCategoryValues) => ({
    name_fr: values.name.fr,
    name_en: values.name.en,
    description_fr: values.description.fr,
    description_en: values.description.en,
  }),
  toAdmin: (row: Row<'categories'>): AdminCategory => ({
    id: row.id,
    slug: row.slug,
    name: localized(row.name_fr, row.name_en),
    description: localized(row.description_fr, row.description_en),
    updatedAt: row.updated_at,
  }),
  searchColumns: ['name_fr', 'name_en', 'slug'],
  async checkDeletable(trx: Db, id: number) {
    const article = await trx.selectFrom('articles').select('id').where('category_id', '=', id).executeTakeFirst();
    if (article) throw stillUsed('categoryNotEmpty');
  },
});

export const articles = createContentStore({
  table: 'articles',
  entity: 'article',
  slugSource: (values: AdminArticleValues) => values.title.fr,
  columns: (values: AdminArticleValues, existing: Row<'articles'> | null, now: string) => ({
    category_id: values.categoryId,
    title_fr: values.title.fr,
    title_en: values.title.en,
    excerpt_fr: values.excerpt.fr,
    excerpt_en: values.excerpt.en,
    body_fr: values.body.fr,
    body_en: values.body.en,
    image: values.image,
    image_alt_fr: values.imageAlt.fr,
    image_alt_en: values.imageAlt.en,
    reading_minutes: readingMinutes(values.body),
    ...publicationColumns(values, existing, now),
  }),
  toAdmin: (row: Row<'articles'>, now: string): AdminArticle => ({
    id: row.id,
    slug: row.slug,
    categoryId: row.category_id,
    title: localized(row.title_fr, row.title_en),
    excerpt: localized(row.excerpt_fr, row.excerpt_en),
    body: localized(row.body_fr, row.body_en),
    image: row.image,
    imageAlt: localized(row.image_alt_fr, row.image_alt_en),
    ...publicationOf(row, now),
    updatedAt: row.updated_at,
  }),
  searchColumns: ['title_fr', 'title_en', 'slug'],
  statusCondition: publicationCondition,
  async checkReferences(trx: Db, values: AdminArticleValues) {
    const category = await trx.selectFrom('categories').select('id').where('id', '=', values.categoryId).executeTakeFirst();
    if (!category) throw missingReference('categoryId', 'emptyCategory');
  },
});

export const jobs = createContentStore({
  table: 'jobs',
  entity: 'job',
  slugSource: (values: AdminJobValues) => values.title.fr,
  columns: (values: AdminJobValues, existing: Row<'jobs'> | null, now: string) => ({
    title_fr: values.title.fr,
    title_en: values.title.en,
    summary_fr: values.summary.fr,
    summary_en: values.summary.en,
    description_fr: values.description.fr,
    description_en: values.description.en,
    employment_type: values.employmentType,
    location: values.location,
    salary_min: values.salary?.min ?? null,
    salary_max: values.salary?.max ?? null,
    salary_currency: values.salary?.currency ?? null,
    salary_unit: values.salary?.unit ?? null,
    street_address: values.address?.streetAddress ?? null,
    postal_code: values.address?.postalCode ?? null,
    address_locality: values.address?.addressLocality ?? null,
    address_region: values.address?.addressRegion ?? null,
    address_country: values.address?.addressCountry ?? null,
    active: values.status === 'open' ? 1 : 0,
    posted_at: values.postedAt ?? existing?.posted_at ?? now,
    valid_through: values.validThrough,
  }),
  toAdmin: (row: Row<'jobs'>): AdminJob => ({
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    summary: localized(row.summary_fr, row.summary_en),
    description: localized(row.description_fr, row.description_en),
    employmentType: row.employment_type,
    location: row.location,
    salary:
      row.salary_min !== null && row.salary_max !== null && row.salary_currency && row.salary_unit
        ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, unit: row.salary_unit as SalaryUnit }
        : null,
    address:
      row.street_address && row.postal_code && row.address_locality && row.address_region && row.address_country
        ? {
            streetAddress: row.street_address,
            postalCode: row.postal_code,
            addressLocality: row.address_locality,
            addressRegion: row.address_region,
            addressCountry: row.address_country,
          }
        : null,
    postedAt: row.posted_at,
    validThrough: row.valid_through,
    status: (row.active === 1 ? 'open' : 'closed') satisfies JobStatus,
    updatedAt: row.updated_at,
  }),
  searchColumns: ['title_fr', 'title_en', 'slug', 'location'],
  statusCondition: (status: string) => flagCondition('active', status === 'open'),
});

export const projects = createContentStore({
  table: 'projects',
  entity: 'project',
  slugSource: (values: AdminProjectValues) => values.title.fr,
  columns: (values: AdminProjectValues, existing: Row<'projects'> | null, now: string) => ({
    client_id: values.clientId,
    title_fr: values.title.fr,
    title_en: values.title.en,
    summary_fr: values.summary.fr,
    summary_en: values.summary.en,
    body_fr: values.body.fr,
    body_en: values.body.en,
    challenge_fr: values.challenge.fr,
    challenge_en: values.challenge.en,
    approach_fr: values.approach.fr,
    approach_en: values.approach.en,
    result_fr: values.result.fr,
    result_en: values.result.en,
    stack: JSON.stringify(values.stack),
    image: values.image,
    ...publicationColumns(values, existing, now),
  }),
  toAdmin: (row: Row<'projects'>, now: string): AdminProject => ({
    id: row.id,
    slug: row.slug,
    clientId: row.client_id,
    title: localized(row.title_fr, row.title_en),
    summary: localized(row.summary_fr, row.summary_en),
    body: localized(row.body_fr, row.body_en),
    challenge: localized(row.challenge_fr, row.challenge_en),
    approach: localized(row.approach_fr, row.approach_en),
    result: localized(row.result_fr, row.result_en),
    stack: stackOf(row.stack),
    image: row.image,
    ...publicationOf(row, now),
    updatedAt: row.updated_at,
  }),
  searchColumns: ['title_fr', 'title_en', 'slug'],
  statusCondition: publicationCondition,
  async checkReferences(trx: Db, values: AdminProjectValues) {
    if (values.clientId === null) return;
    const client = await trx.selectFrom('clients').select('id').where('id', '=', values.clientId).executeTakeFirst();
    if (!client) throw missingReference('clientId');
  },
});

function stackOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export const clients = createContentStore({
  table: 'clients',
  entity: 'client',
  slugSource: (values: AdminClientValues) => values.name,
  columns: (values: AdminClientValues) => ({
    name: values.name,
    summary_fr: values.summary.fr,
    summary_en: values.summary.en,
    body_fr: values.body.fr,
    body_en: values.body.en,
    logo: values.logo,
    published: values.status === 'published' ? 1 : 0,
    position: values.position,
  }),
  toAdmin: (row: Row<'clients'>): AdminClient => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: localized(row.summary_fr, row.summary_en),
    body: localized(row.body_fr, row.body_en),
    logo: row.logo,
    status: (row.published === 1 ? 'published' : 'draft') satisfies ClientStatus,
    position: row.position,
    updatedAt: row.updated_at,
  }),
  searchColumns: ['name', 'slug'],
  statusCondition: (status: string) => flagCondition('published', status === 'published'),
  // The database would unlink the projects silently; the staff decides what becomes of them first.
  async checkDeletable(trx: Db, id: number) {
    const project = await trx.selectFrom('projects').select('id').where('client_id', '=', id).executeTakeFirst();
    if (project) throw stillUsed('clientHasProjects');
  },
});

export const items = createContentStore({
  table: 'items',
  entity: 'item',
  slugSource: (values: AdminItemValues) => values.title.fr,
  columns: (values: AdminItemValues) => ({
    title_fr: values.title.fr,
    title_en: values.title.en,
    description_fr: values.description.fr,
    description_en: values.description.en,
    image: values.image,
    price_cents: values.price,
    currency: 'eur',
    active: values.status === 'active' ? 1 : 0,
    position: values.position,
  }),
  toAdmin: (row: Row<'items'>): AdminItem => ({
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    description: localized(row.description_fr, row.description_en),
    image: row.image,
    priceCents: row.price_cents,
    status: (row.active === 1 ? 'active' : 'retired') satisfies ItemStatus,
    position: row.position,
    updatedAt: row.updated_at,
  }),
  searchColumns: ['title_fr', 'title_en', 'slug'],
  statusCondition: (status: string) => flagCondition('active', status === 'active'),
  // Payments keep the item they paid for: a sold item is retired, never deleted.
  async checkDeletable(trx: Db, id: number) {
    const payment = await trx.selectFrom('payments').select('id').where('item_id', '=', id).executeTakeFirst();
    if (payment) throw stillUsed('itemHasPayments');
  },
});
