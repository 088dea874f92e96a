import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Article, ArticleSummary, BlogPage, Client, ClientSummary, Item, Job, JobAddress, JobSalary, JobSummary, Localized, Project, ProjectOutcome, ProjectScreen, ProjectSummary } from '../../shared/api';
import { BLOG_PAGE_SIZE, SALARY_UNITS, type SalaryUnit } from '../../shared/content';
import type { Database } from '../db/database';
import { AppError } from '../errors';

/**
 * The content queries behind /api/articles, /blog, /clients, /items, /jobs and /projects.
 * "Published" means flag on and date reached (articles, projects, jobs), or flag on (clients,
 * items); nothing else ever leaves this file. Lists answer summaries (shared/api.ts): the long
 * text is read only for one piece's own address.
 */

type Db = Kysely<Database>;

const WORDS_PER_MINUTE = 200;

/** Minutes to read the longer of the two texts, at about 200 words a minute, at least 1. */
export function readingMinutes(body: Localized): number {
  // Markdown markers (`##`, `-`, `**`) are not words: a word has a letter or a digit.
  const words = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.round(Math.max(words(body.fr), words(body.en)) / WORDS_PER_MINUTE));
}

/** A `{id}` path value: a numeric id or a slug. Anything else names nothing (null). */
export type ContentRef = { id: number } | { slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;

export function parseRef(value: string): ContentRef | null {
  if (/^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value))) return { id: Number(value) };
  return isSlug(value) ? { slug: value } : null;
}

function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('notFound');
  return value;
}

/** The row a `{id}` path value names, looked up by id or by slug; 404 when it names none. */
async function findByRef<T>(value: string, lookup: (column: 'id' | 'slug', key: number | string) => Promise<T | undefined>): Promise<T> {
  const ref = parseRef(value);
  if (ref === null) throw new AppError('notFound');
  return found(await ('id' in ref ? lookup('id', ref.id) : lookup('slug', ref.slug)));
}

const nowIso = () => new Date().toISOString();
const localized = (fr: string, en: string): Localized => ({ fr, en });

// ---------------------------------------------------------------- articles

function publishedArticles(db: Db) {
  return db
    .selectFrom('articles as a')
    .innerJoin('categories as c', 'c.id', 'a.category_id')
    .select([
      'a.id',
      'a.slug',
      'a.title_fr',
      'a.title_en',
      'a.excerpt_fr',
      'a.excerpt_en',
      'a.image',
      'a.reading_minutes',
      'a.published_at',
      'a.updated_at',
      'c.id as category_id',
      'c.slug as category_slug',
      'c.name_fr as category_name_fr',
      'c.name_en as category_name_en',
      'c.description_fr as category_description_fr',
      'c.description_en as category_description_en',
    ])
    .where('a.published', '=', 1)
    .where('a.published_at', '<=', nowIso())
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc');
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof publishedArticles>['executeTakeFirstOrThrow']>>;

function toArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    excerpt: localized(row.excerpt_fr, row.excerpt_en),
    image: row.image,
    readingMinutes: row.reading_minutes,
    category: {
      id: row.category_id,
      slug: row.category_slug,
      name: localized(row.category_name_fr, row.category_name_en),
      description: localized(row.category_description_fr, row.category_description_en),
    },
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

/** Every published article, newest first. */
export async function listArticles(db: Db): Promise<ArticleSummary[]> {
  return (await publishedArticles(db).execute()).map(toArticleSummary);
}

export async function getArticle(db: Db, value: string): Promise<Article> {
  const row = await findByRef(value, (column, key) =>
    publishedArticles(db).select(['a.body_fr', 'a.body_en', 'a.image_alt_fr', 'a.image_alt_en']).where(`a.${column}`, '=', key).executeTakeFirst(),
  );
  return { ...toArticleSummary(row), body: localized(row.body_fr, row.body_en), imageAlt: localized(row.image_alt_fr, row.image_alt_en) };
}

const RELATED_COUNT = 3;

/**
 * Up to 3 newest published articles of the category, never the one being read (`exclude`, an
 * id or a slug), topped up with the newest of other categories when the category has fewer.
 */
export async function relatedArticles(db: Db, categorySlug: string, exclude: string): Promise<ArticleSummary[]> {
  const ref = parseRef(exclude);
  const others = (eb: ExpressionBuilder<Database & { a: Database['articles'] }, 'a'>) =>
    ref === null ? eb.lit(true) : 'id' in ref ? eb('a.id', '!=', ref.id) : eb('a.slug', '!=', ref.slug);

  const sameCategory = isSlug(categorySlug)
    ? await publishedArticles(db).where('c.slug', '=', categorySlug).where(others).limit(RELATED_COUNT).execute()
    : [];
  const missing = RELATED_COUNT - sameCategory.length;
  const topUp =
    missing > 0
      ? await publishedArticles(db)
          .where('c.slug', '!=', categorySlug)
          .where(others)
          .limit(missing)
          .execute()
      : [];
  return [...sameCategory, ...topUp].map(toArticleSummary);
}

/** A page of the blog, newest first; past the last page, no articles but the real totals. */
export async function blogPage(db: Db, page: number): Promise<BlogPage> {
  const { total } = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('published', '=', 1)
    .where('published_at', '<=', nowIso())
    .executeTakeFirstOrThrow();
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const rows =
    page > totalPages
      ? []
      : await publishedArticles(db)
          .limit(BLOG_PAGE_SIZE)
          .offset((page - 1) * BLOG_PAGE_SIZE)
          .execute();
  return { data: rows.map(toArticleSummary), page, pageSize: BLOG_PAGE_SIZE, total, totalPages };
}

/**
 * When the next scheduled article, project or job becomes public, or an open job closes (ms since
 * epoch), or null when none is waiting: the answers change then without any write.
 */
export async function nextScheduledChange(db: Db): Promise<number | null> {
  const now = nowIso();
  const [article, project, job, closing] = await Promise.all([
    db.selectFrom('articles').select((eb) => eb.fn.min('published_at').as('at')).where('published', '=', 1).where('published_at', '>', now).executeTakeFirst(),
    db.selectFrom('projects').select((eb) => eb.fn.min('published_at').as('at')).where('published', '=', 1).where('published_at', '>', now).executeTakeFirst(),
    db.selectFrom('jobs').select((eb) => eb.fn.min('posted_at').as('at')).where('active', '=', 1).where('posted_at', '>', now).executeTakeFirst(),
    db.selectFrom('jobs').select((eb) => eb.fn.min('valid_through').as('at')).where('active', '=', 1).where('valid_through', '>', now).executeTakeFirst(),
  ]);
  const dates = [article?.at, project?.at, job?.at, closing?.at].filter((at): at is string => typeof at === 'string').map(Date.parse);
  return dates.length === 0 ? null : Math.min(...dates);
}

// ---------------------------------------------------------------- clients

function publishedClients(db: Db) {
  return db
    .selectFrom('clients')
    .select(['id', 'slug', 'name', 'summary_fr', 'summary_en', 'logo', 'wordmark', 'updated_at'])
    .where('published', '=', 1)
    .orderBy('position')
    .orderBy('id');
}

function toClientSummary(row: Awaited<ReturnType<ReturnType<typeof publishedClients>['executeTakeFirstOrThrow']>>): ClientSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: localized(row.summary_fr, row.summary_en),
    logo: row.logo,
    wordmark: row.wordmark,
    updatedAt: row.updated_at,
  };
}

export async function listClients(db: Db): Promise<ClientSummary[]> {
  return (await publishedClients(db).execute()).map(toClientSummary);
}

export async function getClientBySlug(db: Db, slug: string): Promise<Client> {
  if (!isSlug(slug)) throw new AppError('notFound');
  const row = found(await publishedClients(db).select(['body_fr', 'body_en']).where('slug', '=', slug).executeTakeFirst());
  return { ...toClientSummary(row), body: localized(row.body_fr, row.body_en) };
}

// ---------------------------------------------------------------- projects

function publishedProjects(db: Db) {
  return db
    .selectFrom('projects as p')
    .leftJoin('clients as c', 'c.id', 'p.client_id')
    .select([
      'p.id',
      'p.slug',
      'p.title_fr',
      'p.title_en',
      'p.summary_fr',
      'p.summary_en',
      'p.image',
      'c.slug as client_slug',
      'c.name as client_name',
      'p.challenge_fr',
      'p.challenge_en',
      'p.approach_fr',
      'p.approach_en',
      'p.result_fr',
      'p.result_en',
      'p.outcomes',
      'p.stack',
      'p.screens',
      'p.published_at',
      'p.updated_at',
    ])
    .where('p.published', '=', 1)
    .where('p.published_at', '<=', nowIso())
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc');
}

function toProjectSummary(row: Awaited<ReturnType<ReturnType<typeof publishedProjects>['executeTakeFirstOrThrow']>>): ProjectSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    summary: localized(row.summary_fr, row.summary_en),
    image: row.image,
    client: row.client_slug !== null && row.client_name !== null ? { slug: row.client_slug, name: row.client_name } : null,
    challenge: localized(row.challenge_fr, row.challenge_en),
    approach: localized(row.approach_fr, row.approach_en),
    result: localized(row.result_fr, row.result_en),
    outcomes: jsonList<ProjectOutcome>(row.outcomes),
    stack: jsonList<string>(row.stack),
    screens: jsonList<ProjectScreen>(row.screens),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

/** A JSON array column; anything else (a hand-edited row) reads as empty rather than failing the page. */
function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export async function listProjects(db: Db): Promise<ProjectSummary[]> {
  return (await publishedProjects(db).execute()).map(toProjectSummary);
}

export async function getProject(db: Db, value: string): Promise<Project> {
  const row = await findByRef(value, (column, key) => publishedProjects(db).select(['p.body_fr', 'p.body_en']).where(`p.${column}`, '=', key).executeTakeFirst());
  return { ...toProjectSummary(row), body: localized(row.body_fr, row.body_en) };
}

// ---------------------------------------------------------------- jobs

/** Active, posted, and not past their closing date (`valid_through`, when they have one). */
function openJobs(db: Db) {
  const now = nowIso();
  return db
    .selectFrom('jobs')
    .select([
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
    ])
    .where('active', '=', 1)
    .where('posted_at', '<=', now)
    .where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>', now)]))
    .orderBy('posted_at', 'desc')
    .orderBy('id', 'desc');
}

type JobRow = Awaited<ReturnType<ReturnType<typeof openJobs>['executeTakeFirstOrThrow']>>;

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

export async function getJob(db: Db, value: string): Promise<Job> {
  const row = await findByRef(value, (column, key) => openJobs(db).select(['description_fr', 'description_en']).where(column, '=', key).executeTakeFirst());
  return { ...toJobSummary(row), description: localized(row.description_fr, row.description_en) };
}

// ---------------------------------------------------------------- items

function activeItems(db: Db) {
  return db
    .selectFrom('items')
    .select(['id', 'slug', 'title_fr', 'title_en', 'description_fr', 'description_en', 'image', 'price_cents'])
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id');
}

function toItem(row: Awaited<ReturnType<ReturnType<typeof activeItems>['executeTakeFirstOrThrow']>>): Item {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    description: localized(row.description_fr, row.description_en),
    image: row.image,
    priceCents: row.price_cents,
    // The only currency the agency sells in (items.currency defaults to it).
    currency: 'eur',
  };
}

export async function listItems(db: Db): Promise<Item[]> {
  return (await activeItems(db).execute()).map(toItem);
}

export async function getItem(db: Db, value: string): Promise<Item> {
  return toItem(await findByRef(value, (column, key) => activeItems(db).where(column, '=', key).executeTakeFirst()));
}
