import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { identityKey } from '../portable';

/**
 * Articles and their categories, clients, projects, jobs and items, each text in French and
 * English. Frozen once landed (see README.md).
 */

// Columns every content table has: id, a unique slug, and when the row was written.
function withIdAndSlug<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('slug', 'text', (column) => column.notNull().unique());
}

function withTimestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn('created_at', 'text', (column) => column.notNull()).addColumn('updated_at', 'text', (column) => column.notNull());
}

/** `name_fr` and `name_en`, both required. */
function localized<T extends string, C extends string>(table: CreateTableBuilder<T, C>, name: string) {
  return table.addColumn(`${name}_fr`, 'text', (column) => column.notNull()).addColumn(`${name}_en`, 'text', (column) => column.notNull());
}

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

export async function up(db: Kysely<any>): Promise<void> {
  let categories = withIdAndSlug(db, db.schema.createTable('categories'));
  categories = localized(localized(categories, 'name'), 'description');
  await withTimestamps(categories).execute();

  let articles = withIdAndSlug(db, db.schema.createTable('articles')).addColumn('category_id', 'integer', (column) =>
    column.notNull().references('categories.id').onDelete('restrict'),
  );
  articles = localized(localized(localized(articles, 'title'), 'excerpt'), 'body')
    .addColumn('image', 'text')
    .addColumn('image_alt_fr', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('image_alt_en', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('reading_minutes', 'integer', (column) => column.notNull().check(sql`reading_minutes >= 1`))
    .addColumn('published', 'integer', (column) => column.notNull().defaultTo(0).check(flag('published')))
    .addColumn('published_at', 'text', (column) => column.notNull());
  await withTimestamps(articles).execute();
  await db.schema.createIndex('articles_category_id').on('articles').column('category_id').execute();
  await db.schema.createIndex('articles_published_at').on('articles').columns(['published', 'published_at']).execute();

  let clients = withIdAndSlug(db, db.schema.createTable('clients')).addColumn('name', 'text', (column) => column.notNull());
  clients = localized(localized(clients, 'summary'), 'body')
    .addColumn('logo', 'text')
    .addColumn('published', 'integer', (column) => column.notNull().defaultTo(0).check(flag('published')))
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0));
  await withTimestamps(clients).execute();

  let projects = withIdAndSlug(db, db.schema.createTable('projects')).addColumn('client_id', 'integer', (column) =>
    column.references('clients.id').onDelete('set null'),
  );
  projects = localized(localized(localized(projects, 'title'), 'summary'), 'body')
    .addColumn('image', 'text')
    .addColumn('published', 'integer', (column) => column.notNull().defaultTo(0).check(flag('published')))
    .addColumn('published_at', 'text', (column) => column.notNull());
  await withTimestamps(projects).execute();
  await db.schema.createIndex('projects_client_id').on('projects').column('client_id').execute();

  let jobs = withIdAndSlug(db, db.schema.createTable('jobs'));
  jobs = localized(localized(localized(jobs, 'title'), 'summary'), 'description')
    .addColumn('employment_type', 'text', (column) => column.notNull())
    .addColumn('location', 'text', (column) => column.notNull())
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(0).check(flag('active')))
    .addColumn('posted_at', 'text', (column) => column.notNull())
    .addColumn('valid_through', 'text');
  await withTimestamps(jobs).execute();

  let items = withIdAndSlug(db, db.schema.createTable('items'));
  items = localized(localized(items, 'title'), 'description')
    .addColumn('image', 'text')
    .addColumn('price_cents', 'integer', (column) => column.notNull().check(sql`price_cents > 0`))
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('eur'))
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(0).check(flag('active')))
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0));
  await withTimestamps(items).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['items', 'jobs', 'projects', 'clients', 'articles', 'categories']) await db.schema.dropTable(table).execute();
}
