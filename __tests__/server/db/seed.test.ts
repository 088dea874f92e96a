import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Article, Client, ClientSummary, Item, Job, JobSummary, ProjectSummary } from '../../../src/shared/api';
import { BLOG_PAGE_SIZE } from '../../../src/shared/content';
import { FIXED_ARTICLE_SLUGS, FIXED_JOB_SLUGS } from '../../../src/shared/routes';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrations } from '../../../src/server/db/migrations/all';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { seedIfEmpty } from '../../../src/server/db/seed/loader';
import { sampleContent } from '../../../src/server/db/seed/sampleContent';
import type { SeedContent } from '../../../src/server/db/seed/types';
import { fixture } from '../routes/support/contentFixture';
import { buildTestApp, tempDir, type TestApp } from '../support/testApp';

const TABLES = ['categories', 'articles', 'clients', 'projects', 'jobs', 'items'] as const;

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    result[table] = row.count;
  }
  return result;
}

describe('seedIfEmpty', () => {
  let root: string;
  let db: Kysely<Database>;

  beforeEach(async () => {
    root = tempDir();
    db = openDatabase(path.join(root, 'app.db'));
    await migrateToLatest(db, migrations);
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const fixtureCounts = {
    categories: fixture.categories.length,
    articles: fixture.articles.length,
    clients: fixture.clients.length,
    projects: fixture.projects.length,
    jobs: fixture.jobs.length,
    items: fixture.items.length,
  };

  it('loads every row, hidden ones included, into an empty database', async () => {
    expect(await seedIfEmpty(db, fixture)).toEqual(['categories', 'articles', 'clients', 'projects', 'jobs', 'items']);
    expect(await counts(db)).toEqual(fixtureCounts);
    const draft = await db.selectFrom('articles').selectAll().where('slug', '=', 'brouillon').executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ published: 0, title_fr: 'Titre brouillon', title_en: 'Title brouillon', image_alt_en: 'Illustration of brouillon' });
    const project = await db.selectFrom('projects').select(['client_id']).where('slug', '=', 'site-boulangerie').executeTakeFirstOrThrow();
    const client = await db.selectFrom('clients').select(['id']).where('slug', '=', 'boulangerie').executeTakeFirstOrThrow();
    expect(project.client_id).toBe(client.id);
  });

  it('does nothing once every table has content', async () => {
    await seedIfEmpty(db, fixture);
    expect(await seedIfEmpty(db, fixture)).toEqual([]);
    expect(await seedIfEmpty(db, sampleContent)).toEqual([]);
    expect(await counts(db)).toEqual(fixtureCounts);
  });

  it('fills the empty tables of a database that has content, and leaves the others as they are', async () => {
    const clientsOnly: SeedContent = { ...fixture, categories: [], articles: [], projects: [], jobs: [], items: [] };
    await seedIfEmpty(db, clientsOnly);
    expect(await seedIfEmpty(db, fixture)).toEqual(['categories', 'articles', 'projects', 'jobs', 'items']);
    expect(await counts(db)).toEqual(fixtureCounts);
  });

  it('gives a table added later (here: emptied) its sample rows on a site that already has articles', async () => {
    await seedIfEmpty(db, fixture);
    await db.deleteFrom('items').execute();
    const articlesBefore = await db.selectFrom('articles').select(['id', 'slug']).orderBy('id').execute();
    expect(await seedIfEmpty(db, fixture)).toEqual(['items']);
    expect(await counts(db)).toEqual(fixtureCounts);
    expect(await db.selectFrom('articles').select(['id', 'slug']).orderBy('id').execute()).toEqual(articlesBefore);
  });

  it('stores nothing at all when a reference is broken (one transaction)', async () => {
    const broken: SeedContent = { ...fixture, projects: [...fixture.projects, { ...fixture.projects[0]!, slug: 'orphelin', client: 'inconnu' }] };
    await expect(seedIfEmpty(db, broken)).rejects.toThrow(/client of project orphelin: "inconnu"/);
    expect(await counts(db)).toEqual({ categories: 0, articles: 0, clients: 0, projects: 0, jobs: 0, items: 0 });
  });

  it('refuses an article whose category does not exist, or an invalid date', async () => {
    const noCategory: SeedContent = { ...fixture, articles: [{ ...fixture.articles[0]!, category: 'nulle-part' }] };
    await expect(seedIfEmpty(db, noCategory)).rejects.toThrow(/category of article/);
    const badDate: SeedContent = { ...fixture, jobs: [{ ...fixture.jobs[0]!, postedAt: 'bientôt' }] };
    await expect(seedIfEmpty(db, badDate)).rejects.toThrow(/invalid date/);
    expect((await counts(db)).articles).toBe(0);
  });
});

describe('start-up', () => {
  it('loads the sample content by default, once, even across restarts', async () => {
    const root = tempDir();
    const config = loadConfig({ DATA_DIR: path.join(root, 'data'), CLIENT_DIR: path.join(root, 'client') });
    try {
      const first = await buildApp(config);
      const loaded = await counts(first.db);
      await first.close();
      expect(loaded.articles).toBe(sampleContent.articles.length);
      expect(loaded.clients).toBe(sampleContent.clients.length);

      const second = await buildApp(config);
      expect(await counts(second.db)).toEqual(loaded);
      await second.close();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves the database empty with seed: false', async () => {
    const server = await buildTestApp({ seed: false });
    try {
      expect(await counts(server.app.db)).toEqual({ categories: 0, articles: 0, clients: 0, projects: 0, jobs: 0, items: 0 });
      const response = await server.app.inject({ method: 'GET', url: '/api/articles/get-all-articles' });
      expect(response.json()).toEqual({ data: [] });
    } finally {
      await server.close();
    }
  });
});

describe('the sample content, as the API serves it', () => {
  let server: TestApp;
  const list = async <T>(url: string): Promise<T[]> => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json().data as T[];
  };
  const publicFile = (urlPath: string) => path.join(__dirname, '../../../public', urlPath);
  const localizedTexts = (...texts: { fr: string; en: string }[]) => texts.flatMap((text) => [text.fr, text.en]);

  beforeAll(async () => {
    server = await buildTestApp();
  });

  afterAll(() => server.close());

  it('has at least 14 published articles over 3 categories, the spec’s fixed ones among them, on at least two blog pages', async () => {
    const articles = await list<Article>('/api/articles/get-all-articles');
    expect(articles.length).toBeGreaterThanOrEqual(14);
    expect(new Set(articles.map((article) => article.category.slug)).size).toBeGreaterThanOrEqual(3);
    for (const slug of FIXED_ARTICLE_SLUGS) {
      const response = await server.app.inject({ method: 'GET', url: `/api/articles/unique/${slug}` });
      expect(response.statusCode).toBe(200);
    }
    const firstPage = (await server.app.inject({ method: 'GET', url: '/api/blog/page/1' })).json();
    expect(firstPage.totalPages).toBeGreaterThanOrEqual(2);
    expect(firstPage.data).toHaveLength(BLOG_PAGE_SIZE);
  });

  it('never serves the draft or scheduled sample articles', async () => {
    const hidden = sampleContent.articles.filter((article) => !article.published || new Date(article.publishedAt) > new Date());
    const served = (await list<Article>('/api/articles/get-all-articles')).map((article) => article.slug);
    for (const article of hidden) expect(served).not.toContain(article.slug);
  });

  it('has at least 6 client references with a case study in both languages and a logo', async () => {
    const summaries = await list<ClientSummary>('/api/clients/get-all/');
    expect(summaries.length).toBeGreaterThanOrEqual(6);
    for (const { slug } of summaries) {
      const client = (await server.app.inject({ method: 'GET', url: `/api/clients/get-by-slug/${slug}` })).json().data as Client;
      expect(client.name.trim()).not.toBe('');
      for (const text of localizedTexts(client.summary, client.body)) expect(text.trim()).not.toBe('');
      expect(fs.existsSync(publicFile(client.logo!))).toBe(true);
    }
  });

  it('has at least 6 published projects, and the unpublished one never shows', async () => {
    const projects = await list<ProjectSummary>('/api/projects/get-all-published-projects');
    expect(projects.length).toBeGreaterThanOrEqual(6);
    const unpublished = sampleContent.projects.filter((project) => !project.published);
    expect(unpublished.length).toBeGreaterThanOrEqual(1);
    for (const project of unpublished) {
      expect(projects.map((shown) => shown.slug)).not.toContain(project.slug);
      expect((await server.app.inject({ method: 'GET', url: `/api/projects/unique/${project.slug}` })).statusCode).toBe(404);
    }
    for (const project of projects) {
      expect(project.client).not.toBeNull();
      expect(fs.existsSync(publicFile(project.image!))).toBe(true);
    }
  });

  it('has at least 4 job offers, including the three recruitment pages of the spec', async () => {
    const jobs = await list<JobSummary>('/api/jobs/get-all-jobs');
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    for (const slug of FIXED_JOB_SLUGS) {
      const response = await server.app.inject({ method: 'GET', url: `/api/jobs/unique/${slug}` });
      expect(response.statusCode).toBe(200);
      const job = response.json().data as Job;
      expect(job.employmentType).toBe(slug.startsWith('alternant') ? 'APPRENTICESHIP' : 'FULL_TIME');
      expect(job.location).toMatch(/Bobigny/);
      for (const heading of ['## Vos missions', '## Votre profil', '## Ce que nous offrons']) expect(job.description.fr).toContain(heading);
      for (const heading of ['## Your role', '## About you', '## What we offer']) expect(job.description.en).toContain(heading);
    }
  });

  it('gives every open job what a job posting needs: a pay range, a full address and an end date after its start', async () => {
    for (const job of await list<JobSummary>('/api/jobs/get-all-jobs')) {
      expect([job.slug, job.salary]).toEqual([job.slug, expect.objectContaining({ currency: 'EUR' })]);
      expect(job.salary!.min).toBeGreaterThan(0);
      expect(job.salary!.max).toBeGreaterThanOrEqual(job.salary!.min);
      expect(job.address).toEqual({ street: expect.any(String), postalCode: expect.stringMatching(/^\d{5}$/), locality: 'Bobigny', region: 'Île-de-France', countryCode: 'FR' });
      expect(job.validThrough).not.toBeNull();
      expect(Date.parse(job.validThrough!)).toBeGreaterThan(Date.parse(job.postedAt));
    }
  });

  it('has at least 3 items with a price in euro cents and an image', async () => {
    const items = await list<Item>('/api/items/get-all-items');
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(Number.isInteger(item.priceCents) && item.priceCents > 0).toBe(true);
      expect(item.currency).toBe('eur');
      expect(fs.existsSync(publicFile(item.image!))).toBe(true);
    }
  });

  it('uses unique, URL-safe, non-numeric slugs (a number would be read as an id)', () => {
    const groups = [sampleContent.categories, sampleContent.articles, sampleContent.clients, sampleContent.projects, sampleContent.jobs, sampleContent.items];
    for (const group of groups) {
      const slugs = group.map((row) => row.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug).not.toMatch(/^\d+$/);
      }
    }
  });

  it('writes real texts in both languages, in the Markdown subset, with French typography', () => {
    const { clients, projects, jobs, items } = sampleContent;
    const texts = [
      ...clients.flatMap((client) => [client.summary, client.body]),
      ...projects.flatMap((project) => [project.title, project.summary, project.body]),
      ...jobs.flatMap((job) => [job.title, job.summary, job.description]),
      ...items.flatMap((item) => [item.title, item.description]),
    ];
    for (const text of texts) {
      for (const value of [text.fr, text.en]) {
        expect(value.trim()).not.toBe('');
        expect(value).not.toMatch(/lorem|ipsum|<|\]\(/i);
      }
      // French apostrophes are typographic; a colon has a non-breaking space before it.
      expect(text.fr).not.toMatch(/'/);
      expect(text.fr).not.toMatch(/ :/);
    }
  });
});
