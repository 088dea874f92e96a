import type { ExpressionBuilder, InferResult } from 'kysely';
import type { Article, ArticleCardData, ArticleSummary, BlogPage } from '../../../shared/api';
import { BLOG_PAGE_SIZE } from '../../../shared/content';
import type { Database } from '../../db/database';
import { findByRef, isSlug, localized, namesRow, nowIso, parseRef, type Db } from './refs';

/** The articles behind /api/articles and /api/blog, with their category. */

// The article editor's preview counts the same way: one function, in shared/.
export { readingMinutes } from '../../../shared/richText';

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

type ArticleRow = InferResult<ReturnType<typeof publishedArticles>>[number];

/** How a list answers each article: the spec's lists a summary, the site's own cards a card. */
type ArticleShape<T> = (row: ArticleRow) => T;

export const toArticleCard: ArticleShape<ArticleCardData> = (row) => ({
  id: row.id,
  slug: row.slug,
  title: localized(row.title_fr, row.title_en),
  excerpt: localized(row.excerpt_fr, row.excerpt_en),
  image: row.image,
  readingMinutes: row.reading_minutes,
  category: { slug: row.category_slug, name: localized(row.category_name_fr, row.category_name_en) },
  publishedAt: row.published_at,
});

export const toArticleSummary: ArticleShape<ArticleSummary> = (row) => ({
  ...toArticleCard(row),
  category: {
    id: row.category_id,
    slug: row.category_slug,
    name: localized(row.category_name_fr, row.category_name_en),
    description: localized(row.category_description_fr, row.category_description_en),
  },
  updatedAt: row.updated_at,
});

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

/** Whether `value` (an id or a slug) names a published article: getArticle's lookup. */
export function articleExists(db: Db, value: string): Promise<boolean> {
  return namesRow(value, (column, key) => publishedArticles(db).where(`a.${column}`, '=', key).executeTakeFirst());
}

/** Whether the category `slug` has a published article: its page shows them, and is the 404 page without. */
export async function categoryHasArticles(db: Db, slug: string): Promise<boolean> {
  return isSlug(slug) && (await publishedArticles(db).where('c.slug', '=', slug).limit(1).executeTakeFirst()) !== undefined;
}

const RELATED_COUNT = 3;

/**
 * Up to 3 newest published articles of the category, never the one being read (`exclude`, an
 * id or a slug), topped up with the newest of other categories when the category has fewer.
 */
export async function relatedArticles<T>(db: Db, categorySlug: string, exclude: string, shape: ArticleShape<T>): Promise<T[]> {
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
  return [...sameCategory, ...topUp].map(shape);
}

/** A page of the blog, newest first; past the last page, no articles but the real totals. */
export async function blogPage<T extends ArticleCardData>(db: Db, page: number, shape: ArticleShape<T>): Promise<BlogPage<T>> {
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
  return { data: rows.map(shape), page, pageSize: BLOG_PAGE_SIZE, total, totalPages };
}
