import type {
  AdminArticle,
  AdminItem,
  AdminJob,
  AdminProject,
  ItemStatus,
  JobStatus,
} from '../../../../shared/admin';
import type { SalaryUnit } from '../../../../shared/content';
import type {
  AdminArticleValues,
  AdminItemValues,
  AdminJobValues,
  AdminProjectValues,
} from '../../../../shared/schemas/admin';
import { readingMinutes } from '../articles';
import { localized, type Db } from '../refs';
import { CONTENT_KINDS, contentKind, type ContentKindKey } from '../../../../shared/contentKinds';
import { createContentStore, missingReference, publicationColumns, publicationOf, stillUsed, type AdminEntry, type ContentStore, type ContentTable, type Row } from './store';

/**
 * Each content kind's store: its descriptor (src/shared/contentKinds.ts) and, where the descriptor
 * cannot say it, how its values become its row and its row an Admin* answer (shared/admin.ts).
 * STORES has one per descriptor.
 */

const categories = createContentStore(contentKind('categories'), {
  async checkDeletable(trx: Db, id: number) {
    const article = await trx.selectFrom('articles').select('id').where('category_id', '=', id).executeTakeFirst();
    if (article) throw stillUsed('categoryNotEmpty');
  },
});

const articles = createContentStore(contentKind('articles'), {
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
  async checkReferences(trx: Db, values: AdminArticleValues) {
    const category = await trx.selectFrom('categories').select('id').where('id', '=', values.categoryId).executeTakeFirst();
    if (!category) throw missingReference('categoryId', 'emptyCategory');
  },
});

const jobs = createContentStore(contentKind('jobs'), {
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
});

const projects = createContentStore(contentKind('projects'), {
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

const clients = createContentStore(contentKind('clients'), {
  // The database would unlink the projects silently; the staff decides what becomes of them first.
  async checkDeletable(trx: Db, id: number) {
    const project = await trx.selectFrom('projects').select('id').where('client_id', '=', id).executeTakeFirst();
    if (project) throw stillUsed('clientHasProjects');
  },
});

const items = createContentStore(contentKind('items'), {
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
  // Payments keep the item they paid for: a sold item is retired, never deleted.
  async checkDeletable(trx: Db, id: number) {
    const payment = await trx.selectFrom('payments').select('id').where('item_id', '=', id).executeTakeFirst();
    if (payment) throw stillUsed('itemHasPayments');
  },
});

/** The kinds with a mapping of their own; every other kind's store is its descriptor alone. */
const MAPPED: Partial<Record<ContentKindKey, ContentStore<ContentTable, never, AdminEntry>>> = { articles, categories, jobs, projects, clients, items };

export const STORES = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.key, MAPPED[kind.key] ?? createContentStore(kind)])) as Record<
  ContentKindKey,
  ContentStore<ContentTable, never, AdminEntry>
>;
