import type { Kysely, Transaction } from 'kysely';
import { readingMinutes } from '../../services/content/articles';
import type { Database } from '../database';
import type { ContentTableName } from '../../../shared/contentKinds';
import type { SeedContent } from './types';

type Seeder = (trx: Transaction<Database>, content: SeedContent, now: string) => Promise<void>;

/**
 * Loads each content table's sample rows when that table is empty, in one transaction: all of it
 * or nothing. Per table, so a table added later gets its samples on a site that already has
 * content. Rows whose slug already exists are left as they are. Answers the tables it filled.
 * A table emptied by the staff is filled again at the next start-up: sample content is for sites
 * that have not replaced it.
 */
export async function seedIfEmpty(db: Kysely<Database>, content: SeedContent, now: Date = new Date()): Promise<SeededTable[]> {
  return db.transaction().execute(async (trx) => {
    const filled: SeededTable[] = [];
    // In this order: a row's references (an article's category, a project's client) are seeded first.
    for (const [table, seed] of Object.entries(SEEDERS) as [SeededTable, Seeder][]) {
      const existing = await trx.selectFrom(table).select('id').limit(1).executeTakeFirst();
      if (existing !== undefined) continue;
      await seed(trx, content, now.toISOString());
      filled.push(table);
    }
    return filled;
  });
}

const seedCategories: Seeder = async (trx, content, now) => {
  if (content.categories.length > 0) {
    await trx
      .insertInto('categories')
      .values(
        content.categories.map((category) => ({
          slug: category.slug,
          ...columns('name', category.name),
          ...columns('description', category.description),
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
  }
};

const seedArticles: Seeder = async (trx, content) => {
  const categoryIds = await idsBySlug(trx, 'categories');
  if (content.articles.length > 0) {
    await trx
      .insertInto('articles')
      .values(
        content.articles.map((article) => {
          const publishedAt = isoDate(article.publishedAt, `article ${article.slug}`);
          return {
            slug: article.slug,
            category_id: lookUp(categoryIds, article.category, `category of article ${article.slug}`),
            ...columns('title', article.title),
            ...columns('excerpt', article.excerpt),
            ...columns('body', article.body),
            image: article.image,
            ...columns('image_alt', article.imageAlt),
            reading_minutes: readingMinutes(article.body),
            published: article.published ? 1 : 0,
            published_at: publishedAt,
            // Written when it was published, not when this database was created.
            created_at: publishedAt,
            updated_at: publishedAt,
          };
        }),
      )
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
  }
};

const seedClients: Seeder = async (trx, content, now) => {
  if (content.clients.length > 0) {
    await trx
      .insertInto('clients')
      .values(
        content.clients.map((client, position) => ({
          slug: client.slug,
          name: client.name,
          ...columns('summary', client.summary),
          ...columns('body', client.body),
          logo: client.logo,
          wordmark: client.wordmark,
          published: client.published ? 1 : 0,
          position,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
  }
};

const seedProjects: Seeder = async (trx, content) => {
  const clientIds = await idsBySlug(trx, 'clients');
  if (content.projects.length > 0) {
    await trx
      .insertInto('projects')
      .values(
        content.projects.map((project) => {
          const publishedAt = isoDate(project.publishedAt, `project ${project.slug}`);
          return {
            slug: project.slug,
            client_id: project.client === null ? null : lookUp(clientIds, project.client, `client of project ${project.slug}`),
            ...columns('title', project.title),
            ...columns('summary', project.summary),
            ...columns('body', project.body),
            image: project.image,
            ...columns('challenge', project.challenge),
            ...columns('approach', project.approach),
            ...columns('result', project.result),
            outcomes: JSON.stringify(project.outcomes),
            stack: JSON.stringify(project.stack),
            screens: JSON.stringify(project.screens),
            published: project.published ? 1 : 0,
            published_at: publishedAt,
            created_at: publishedAt,
            updated_at: publishedAt,
          };
        }),
      )
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
  }
};

const seedJobs: Seeder = async (trx, content) => {
  if (content.jobs.length > 0) {
    await trx
      .insertInto('jobs')
      .values(
        content.jobs.map((job) => {
          const postedAt = isoDate(job.postedAt, `job ${job.slug}`);
          return {
            slug: job.slug,
            ...columns('title', job.title),
            ...columns('summary', job.summary),
            ...columns('description', job.description),
            employment_type: job.employmentType,
            location: job.location,
            salary_min: job.salary?.min ?? null,
            salary_max: job.salary?.max ?? null,
            salary_currency: job.salary?.currency ?? null,
            salary_unit: job.salary?.unit ?? null,
            street_address: job.address?.street ?? null,
            postal_code: job.address?.postalCode ?? null,
            address_locality: job.address?.locality ?? null,
            address_region: job.address?.region ?? null,
            address_country: job.address?.countryCode ?? null,
            active: job.active ? 1 : 0,
            posted_at: postedAt,
            valid_through: job.validThrough === null ? null : isoDate(job.validThrough, `job ${job.slug}`),
            created_at: postedAt,
            updated_at: postedAt,
          };
        }),
      )
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
  }
};

const seedItems: Seeder = async (trx, content, now) => {
  if (content.items.length > 0) {
    await trx
      .insertInto('items')
      .values(
        content.items.map((item, position) => ({
          slug: item.slug,
          ...columns('title', item.title),
          ...columns('description', item.description),
          image: item.image,
          price_cents: item.priceCents,
          currency: 'eur',
          active: item.active ? 1 : 0,
          position,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
  }
};

/** The tables with sample content and how each is filled, references first. */
const SEEDERS = { categories: seedCategories, articles: seedArticles, clients: seedClients, projects: seedProjects, jobs: seedJobs, items: seedItems } satisfies Partial<
  Record<ContentTableName, Seeder>
>;
export type SeededTable = keyof typeof SEEDERS;

/** `{ title_fr, title_en }` from a Localized text. */
function columns<N extends string>(name: N, text: { fr: string; en: string }): Record<`${N}_fr` | `${N}_en`, string> {
  return { [`${name}_fr`]: text.fr, [`${name}_en`]: text.en } as Record<`${N}_fr` | `${N}_en`, string>;
}

async function idsBySlug(trx: Transaction<Database>, table: 'categories' | 'clients'): Promise<Map<string, number>> {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

// A broken reference in the sample content is a bug: fail loudly (the transaction rolls back).
function lookUp(ids: Map<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Sample content: unknown ${what}: "${slug}"`);
  return id;
}

function isoDate(value: string, what: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Sample content: invalid date for ${what}: "${value}"`);
  return date.toISOString();
}
