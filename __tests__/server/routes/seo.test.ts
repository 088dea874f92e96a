import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Article, Job, JobSummary } from '../../../src/shared/api';
import { companyWith } from '../../../src/shared/company';
import { pathTo, ROUTE_NAMES, ROUTES } from '../../../src/shared/routes';
import { LOGO_SOURCE, logoUrl } from '../../../src/shared/seo/images';
import { jobPostingJsonLd, organizationJsonLd } from '../../../src/shared/seo/jsonLd';
import { buildTestApp, type TestApp } from '../support/testApp';
import { parseXml, type XmlElement } from '../support/xml';
import { HIDDEN_SLUGS, PUBLISHED_ARTICLES, buildContentApp, daysAgo } from './support/contentFixture';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
// W3C Datetime, as sitemaps.org asks for <lastmod>.
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

interface Entry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

/** The sitemap's <url> entries, checked against the sitemaps.org rules on the way. */
function readSitemap(xml: string): Entry[] {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attributes).toEqual({ xmlns: SITEMAP_NS, 'xmlns:xhtml': XHTML_NS });
  expect(root.children.length).toBeLessThanOrEqual(50_000);
  return root.children.map((url: XmlElement) => {
    expect(url.name).toBe('url');
    // The schema's sequence: loc, then lastmod, then elements of other namespaces.
    const names = url.children.map((child) => child.name);
    expect(names.join(' ')).toMatch(/^loc(?: lastmod)?(?: xhtml:link)*$/);
    const alternates = Object.fromEntries(
      url.children
        .filter((child) => child.name === 'xhtml:link')
        .map((link) => {
          expect(link.attributes.rel).toBe('alternate');
          return [link.attributes.hreflang!, link.attributes.href!];
        }),
    );
    return { loc: url.children[0]!.text, lastmod: url.children.find((child) => child.name === 'lastmod')?.text ?? null, alternates };
  });
}

describe('/sitemap.xml', () => {
  let server: TestApp;
  let entries: Entry[];
  let builtAt: Date;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await buildContentApp();
    // The build's date dates the fixed pages; it is older than the content, so list pages take their content's date.
    builtAt = new Date(daysAgo(30));
    fs.utimesSync(path.join(server.config.clientDir, 'index.html'), builtAt, builtAt);
    entries = readSitemap((await get('/sitemap.xml')).body);
  });

  afterAll(() => server.close());

  // Each page is listed once per language, with the same path.
  const paths = () => [...new Set(entries.map((entry) => new URL(entry.loc).pathname))];
  const entryFor = (loc: string) => entries.find((entry) => entry.loc === loc);
  const site = () => server.config.siteUrl;

  it('is XML for crawlers, cached for a short while', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('lists absolute, unique addresses of this site, each with a W3C date', () => {
    expect(entries.length).toBeGreaterThan(20);
    for (const { loc, lastmod } of entries) {
      expect(loc.startsWith(`${site()}/fr`)).toBe(true);
      expect(loc.length).toBeLessThanOrEqual(2048);
      expect(lastmod).toMatch(W3C_DATETIME);
    }
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length);
  });

  it('gives every page its fr, en and x-default alternates, which name each other and are all listed', () => {
    const locs = new Set(entries.map((entry) => entry.loc));
    for (const { loc, alternates } of entries) {
      expect(Object.keys(alternates).sort()).toEqual(['en', 'fr', 'x-default']);
      expect(alternates.en).toBe(`${alternates.fr}?lng=en`);
      expect(alternates['x-default']).toBe(alternates.fr);
      expect(Object.values(alternates)).toContain(loc);
      for (const href of Object.values(alternates)) expect(locs.has(href)).toBe(true);
      // The same alternates on each version of the page.
      expect(entryFor(alternates.en!)!.alternates).toEqual(alternates);
    }
  });

  it('writes the & of a query as &amp; (the English address of a page with a query would break the XML otherwise)', async () => {
    const raw = (await get('/sitemap.xml')).body;
    expect(raw).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists the indexable fixed pages, and none of the account, protected, 404 or duplicate pages', () => {
    const listed = new Set(paths());
    for (const segment of ['', 'blog', 'services', 'contact', 'recrutement', 'jobs', 'projets', 'mentions-legales', 'l-agence', 'page-3d', 'candidature', 'formulaire-starter-pack-form']) {
      expect([segment, listed.has(segment ? `/fr/${segment}` : '/fr')]).toEqual([segment, true]);
    }
    for (const name of ['login', 'signup', 'lostPassword', 'resetPassword', 'account', 'changePassword', 'payForService', 'notFound', 'homeV2'] as const) {
      expect([name, listed.has(`/fr/${ROUTES[name].path}`)]).toEqual([name, false]);
    }
    expect(paths().filter((p) => p.includes('/blog/page/'))).toEqual([]);
  });

  it('lists every published article, category, client, project and open job, and nothing hidden', () => {
    const listed = paths();
    for (const article of PUBLISHED_ARTICLES) expect(listed).toContain(`/fr/article/${article.slug}`);
    for (const slug of ['strategie', 'developpement', 'design']) expect(listed).toContain(`/fr/category/${slug}`);
    for (const slug of ['boulangerie', 'association']) expect(listed).toContain(`/fr/client/${slug}`);
    expect(listed.filter((p) => p.startsWith('/fr/projects/')).map((p) => p.split('/').pop())).toEqual(['site-boulangerie', 'outil-interne']);
    expect(listed.filter((p) => p.startsWith('/fr/recrutement/'))).toEqual(['/fr/recrutement/developpeur-full-stack-js', '/fr/recrutement/alternant-ux-ui']);
    for (const slug of HIDDEN_SLUGS) expect(listed.filter((p) => p.endsWith(`/${slug}`))).toEqual([]);
  });

  it('the page of a job past its closing date answers 404, with the not-found page and no JobPosting', async () => {
    const page = await get('/fr/recrutement/offre-expiree');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).not.toContain('JobPosting');
  });

  it('every listed address answers 200, and its content exists in the API', async () => {
    // Every page rendered, more than one IP's share of renders a minute (PAGE_RENDER_RATE_LIMIT): from several addresses, as a crawler's walk comes.
    for (const [i, { loc }] of entries.entries()) {
      const url = new URL(loc);
      const page = await server.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: `192.0.2.${1 + (i % 200)}` });
      expect([loc, page.statusCode]).toEqual([loc, 200]);
    }
    const api: [RegExp, (match: RegExpMatchArray) => string][] = [
      [/^\/fr\/article\/([^/]+)$/, (m) => `/api/articles/unique/${m[1]}`],
      [/^\/fr\/client\/([^/]+)$/, (m) => `/api/clients/get-by-slug/${m[1]}`],
      [/^\/fr\/projects\/(\d+)\/([^/]+)$/, (m) => `/api/projects/unique/${m[2]}`],
      [/^\/fr\/recrutement\/([^/]+)$/, (m) => `/api/jobs/unique/${m[1]}`],
    ];
    for (const pathname of paths()) {
      for (const [pattern, apiPath] of api) {
        const match = pattern.exec(pathname);
        if (match) expect([pathname, (await get(apiPath(match))).statusCode]).toEqual([pathname, 200]);
      }
    }
    // A project's address carries its real id.
    const project = (await get('/api/projects/unique/site-boulangerie')).json().data as { id: number };
    expect(paths()).toContain(`/fr/projects/${project.id}/site-boulangerie`);
  });

  it('dates fixed pages by the build, list pages by their newest content, content by its last change', async () => {
    expect(entryFor(`${site()}/fr/contact`)!.lastmod).toBe(builtAt.toISOString());
    const articles = (await get('/api/articles/get-all-articles')).json().data as Article[];
    const newestArticle = articles[0]!;
    expect(entryFor(`${site()}/fr/blog`)!.lastmod).toBe(newestArticle.updatedAt);
    expect(entryFor(`${site()}/fr/article/${newestArticle.slug}`)!.lastmod).toBe(newestArticle.updatedAt);
    const jobs = (await get('/api/jobs/get-all-jobs')).json().data as Job[];
    expect(entryFor(`${site()}/fr/recrutement`)!.lastmod).toBe(jobs[0]!.updatedAt);
  });

  it('dates an article written before its publication by the day it appeared', async () => {
    await server.app.db.updateTable('articles').set({ updated_at: daysAgo(40) }).where('slug', '=', 'design-1').execute();
    const design = readSitemap((await get('/sitemap.xml')).body).find((entry) => entry.loc.endsWith('/fr/article/design-1'))!;
    const published = (await get('/api/articles/unique/design-1')).json().data.publishedAt as string;
    expect(design.lastmod).toBe(published);
  });

  it('follows the site URL of the moment', async () => {
    const before = server.app.config.siteUrl;
    server.app.config.siteUrl = 'https://www.agence.example';
    try {
      const locs = readSitemap((await get('/sitemap.xml')).body).map((entry) => entry.loc);
      expect(locs.every((loc) => loc.startsWith('https://www.agence.example/fr'))).toBe(true);
      expect((await get('/robots.txt')).body).toContain('Sitemap: https://www.agence.example/sitemap.xml');
    } finally {
      server.app.config.siteUrl = before;
    }
  });
});

describe('/sitemap.xml without a client build', () => {
  it('dates fixed pages by the newest content instead', async () => {
    const server = await buildTestApp({ indexHtml: false, env: { SITE_URL: 'https://agence.example' } });
    try {
      const entries = readSitemap((await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
      const contact = entries.find((entry) => entry.loc === 'https://agence.example/fr/contact')!;
      const newest = entries.map((entry) => entry.lastmod!).sort().at(-1);
      expect(contact.lastmod).toBe(newest);
    } finally {
      await server.close();
    }
    // Builds and seeds a whole app: slow on a busy machine.
  }, 20_000);
});

describe('/robots.txt', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({ env: { SITE_URL: 'https://agence.example' } });
  });

  afterAll(() => server.close());

  it('points to the sitemap, keeps crawlers out of the API and uploads, and lets them read the account pages’ noindex', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /uploads/', 'Sitemap: https://agence.example/sitemap.xml']));
    // The image endpoint stays open: structured data and social cards point to it.
    expect(lines).toContain('Allow: /api/images/');
    // No page is disallowed: a crawler must fetch the account and protected pages to see their noindex.
    expect(lines.filter((line) => line.startsWith('Disallow: /fr'))).toEqual([]);
    for (const name of ROUTE_NAMES.filter((route) => !ROUTES[route].indexable && route !== 'notFound')) {
      const page = await server.app.inject({ method: 'GET', url: pathTo(name) });
      expect([name, page.statusCode]).toEqual([name, 200]);
      expect(page.body).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('the logo that structured data names is a 512 px raster image this site serves', async () => {
    fs.copyFileSync(path.resolve(__dirname, '../../../public', LOGO_SOURCE.slice(1)), path.join(server.config.clientDir, LOGO_SOURCE.slice(1)));
    const logo = organizationJsonLd(companyWith(), server.config.siteUrl).logo as { url: string };
    expect(logo.url).toBe(logoUrl('https://agence.example'));
    const url = new URL(logo.url);
    const response = await server.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { accept: 'image/webp,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(webp|png|jpeg|avif)$/);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
  });
});

describe('JobPosting of the sample jobs', () => {
  it('carries every field Google requires and recommends, for each open job in both languages', async () => {
    const server = await buildTestApp();
    try {
      const slugs = ((await server.app.inject({ method: 'GET', url: '/api/jobs/get-all-jobs' })).json().data as JobSummary[]).map((job) => job.slug);
      expect(slugs.length).toBeGreaterThanOrEqual(4);
      const jobs = await Promise.all(slugs.map(async (slug) => (await server.app.inject({ method: 'GET', url: `/api/jobs/unique/${slug}` })).json().data as Job));
      const fields = ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation', 'baseSalary', 'identifier', 'directApply'];
      for (const job of jobs) {
        for (const language of ['fr', 'en'] as const) {
          const posting = jobPostingJsonLd(job, { siteUrl: server.config.siteUrl, company: companyWith(server.config.company), language });
          expect([job.slug, fields.filter((field) => posting[field] === undefined)]).toEqual([job.slug, []]);
          expect(posting.jobLocation).toMatchObject({
            address: { streetAddress: expect.any(String), addressLocality: 'Bobigny', postalCode: '93000', addressRegion: 'Île-de-France', addressCountry: 'FR' },
          });
          expect(posting.baseSalary).toMatchObject({ currency: 'EUR', value: { minValue: expect.any(Number), maxValue: expect.any(Number), unitText: expect.stringMatching(/^(MONTH|YEAR)$/) } });
          expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(Date.parse(posting.datePosted as string));
          expect(posting.description).toMatch(/^<p>.*<h2>.*<ul><li>/);
        }
      }
    } finally {
      await server.close();
    }
  }, 20_000);
});
