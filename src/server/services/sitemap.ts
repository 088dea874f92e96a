import type { Kysely } from 'kysely';
import { INTERFACE_LANGUAGES } from '../../shared/languages';
import { FIXED_INDEXABLE_ROUTES, pathTo, type RouteName } from '../../shared/routes';
import { pageUrls } from '../../shared/seo/alternates';
import type { Database } from '../db/database';
import { listArticles } from './content/articles';
import { listClients } from './content/clients';
import { listJobs } from './content/jobs';
import { listProjects } from './content/projects';

/** A page of the sitemap: its path in the default language and when it last changed (ISO 8601), if known. */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
}

/** Newest of some ISO dates (they compare as text), or null. */
function newest(...dates: (string | null | undefined)[]): string | null {
  return dates.reduce<string | null>((best, date) => (date && (best === null || date > best) ? date : best), null);
}

/**
 * Every page search engines should find: the fixed indexable pages, then each category with a
 * published article, each published article, client, project and open job (the content
 * services' own filters). Blog pages 2, 3... are left out: they only list articles that are
 * listed here one by one.
 *
 * `builtAt` (the client build's date) dates the fixed pages; a list page also changes with its
 * content, so it takes the newer of the two. Content is dated by its last change, or by its
 * publication when that came later (an article written in advance appears on its date).
 */
export async function sitemapPages(db: Kysely<Database>, builtAt: string | null): Promise<SitemapPage[]> {
  const [articles, clients, projects, jobs] = await Promise.all([listArticles(db), listClients(db), listProjects(db), listJobs(db)]);
  const articleDates = articles.map((a) => newest(a.updatedAt, a.publishedAt));
  const projectDates = projects.map((p) => newest(p.updatedAt, p.publishedAt));
  const jobDates = jobs.map((j) => newest(j.updatedAt, j.postedAt));
  const clientDates = clients.map((c) => c.updatedAt);
  const fixedDate = builtAt ?? newest(...articleDates, ...projectDates, ...jobDates, ...clientDates);

  const listDates: Partial<Record<RouteName, (string | null)[]>> = {
    blog: articleDates,
    projects: projectDates,
    recruitment: jobDates,
    jobs: jobDates,
  };
  const fixed = FIXED_INDEXABLE_ROUTES.map((name) => ({ path: pathTo(name), lastmod: newest(fixedDate, ...(listDates[name] ?? [])) }));

  const categories = new Map<string, string | null>();
  articles.forEach((article, index) => {
    const slug = article.category.slug;
    categories.set(slug, newest(categories.get(slug), articleDates[index]));
  });

  return [
    ...fixed,
    ...[...categories].map(([slug, lastmod]) => ({ path: pathTo('category', { slug }), lastmod })),
    ...articles.map((article, index) => ({ path: pathTo('article', { slug: article.slug }), lastmod: articleDates[index] ?? null })),
    ...clients.map((client) => ({ path: pathTo('client', { slug: client.slug }), lastmod: client.updatedAt })),
    ...projects.map((project, index) => ({ path: pathTo('projectDetail', { id: project.id, slug: project.slug }), lastmod: projectDates[index] ?? null })),
    ...jobs.map((job, index) => ({ path: pathTo('recruitmentDetail', { slug: job.slug }), lastmod: jobDates[index] ?? null })),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/**
 * The sitemaps.org document, with the xhtml namespace for language alternates: one `<url>` per
 * page and language, each listing every language of the page and x-default (Google's rule:
 * every version names all the others and itself).
 */
export function renderSitemap(pages: readonly SitemapPage[], siteUrl: string): string {
  const urls = pages.flatMap((page) =>
    INTERFACE_LANGUAGES.map((language) => {
      const { canonical, alternates } = pageUrls(page.path, language, siteUrl);
      return [
        '  <url>',
        `    <loc>${xml(canonical)}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${xml(page.lastmod)}</lastmod>`] : []),
        ...alternates.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${xml(alternate.href)}"/>`),
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled but the API and uploads (profile images). The image
 * endpoint stays open: structured data and social cards point to it (a longer Allow wins over
 * Disallow). The account and protected pages are not disallowed: they say `noindex`, which a
 * crawler only reads on a page it may fetch; disallowed, a page linked from every header could
 * still be listed by its address alone.
 */
export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/images/',
    'Disallow: /api/',
    'Disallow: /uploads/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
