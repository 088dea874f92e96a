import type { BlogPage } from '../../../src/shared/api';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../src/shared/languages';
import { pathTo, ROUTE_NAMES, ROUTES } from '../../../src/shared/routes';
import { parseXml } from '../support/xml';
import { buildTestApp, type TestApp } from '../support/testApp';

const SITE = 'https://agence.example';
const NO_SUCH_PAGE = '/fr/no-such-page';

const metaContent = (html: string, key: 'name' | 'property', name: string) =>
  new RegExp(`<meta ${key}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

function breadcrumbUrls(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map(([, text]) => JSON.parse(text!) as { '@type': string; itemListElement?: { item: string }[] })
    .filter((block) => block['@type'] === 'BreadcrumbList')
    .flatMap((block) => block.itemListElement!.map((element) => element.item));
}

/**
 * The server's rendering of every page a visitor or a crawler can reach, in both languages: every
 * address of the sitemap, every route without parameters (protected ones and the 404 page
 * included), every page of the blog, and an unknown address.
 */
describe('every page, in French and in English', () => {
  let server: TestApp;
  let addresses: string[];
  /** Each address's answer, per language: rendered once, read by every test. */
  const pages = new Map<InterfaceLanguage, { path: string; status: number; html: string }[]>();
  // Building the app and rendering every page twice takes a while on a busy machine.
  beforeAll(async () => {
    // Every page in both languages from one address: far past one visitor's share of renders a minute.
    server = await buildTestApp({ env: { SITE_URL: SITE, RATE_LIMIT_SCALE: '100' } });
    const sitemap = parseXml((await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const listed = sitemap.children.flatMap((url) => url.children.filter((child) => child.name === 'loc').map((loc) => new URL(loc.text)));
    const fixed = ROUTE_NAMES.filter((name) => !ROUTES[name].path.includes(':')).map((name) => pathTo(name));
    const blog = (await server.app.inject({ method: 'GET', url: '/api/blog/page/1' })).json<BlogPage>();
    const blogPages = Array.from({ length: blog.totalPages - 1 }, (_, index) => pathTo('blogPage', { id: index + 2 }));
    // The sitemap lists each page in both languages: its French address is enough here.
    const french = listed.filter((url) => !url.searchParams.has('lng')).map((url) => url.pathname);
    addresses = [...new Set([...french, ...fixed, ...blogPages, NO_SUCH_PAGE])];
    for (const language of INTERFACE_LANGUAGES) {
      const answers = [];
      for (const path of addresses) {
        const response = await server.app.inject({ method: 'GET', url: language === 'fr' ? path : `${path}?lng=${language}` });
        answers.push({ path, status: response.statusCode, html: response.body });
      }
      pages.set(language, answers);
    }
  }, 120_000);
  afterAll(() => server.close());

  test('covers the sitemap, the fixed routes and every blog page', () => {
    expect(addresses).toEqual(expect.arrayContaining(['/fr', '/fr/contact', '/fr/mon-compte', '/fr/blog/page/2', '/fr/blog/page/3']));
    expect(addresses.some((path) => path.startsWith('/fr/article/'))).toBe(true);
    expect(addresses.some((path) => path.startsWith('/fr/projects/'))).toBe(true);
    expect(addresses.length).toBeGreaterThan(50);
  });

  test.each(INTERFACE_LANGUAGES)('in %s, no interpolation placeholder reaches a page, head or body', (language) => {
    const problems: string[] = [];
    for (const { path, status, html } of pages.get(language)!) {
      const expected = path === NO_SUCH_PAGE ? 404 : 200;
      if (status !== expected) problems.push(`${path}: ${status}`);
      // The translations handed to the browser (the ssr-state data) hold placeholders by nature.
      const page = html.replace(/<script id="ssr-state"[^>]*>[^<]*<\/script>/, '');
      for (const match of page.matchAll(/.{0,40}\{\{.{0,40}/g)) problems.push(`${path}: ${match[0]}`);
    }
    expect(problems).toEqual([]);
  });

  test.each(INTERFACE_LANGUAGES)('in %s, every page with a preview image describes it to Open Graph and Twitter', (language) => {
    const problems: string[] = [];
    for (const { path, html } of pages.get(language)!) {
      if (!metaContent(html, 'property', 'og:image')) continue;
      const og = metaContent(html, 'property', 'og:image:alt');
      const twitter = metaContent(html, 'name', 'twitter:image:alt');
      if (!og || og !== twitter) problems.push(`${path}: og:image:alt ${og}, twitter:image:alt ${twitter}`);
    }
    expect(problems).toEqual([]);
  });

  test.each(INTERFACE_LANGUAGES)('in %s, the breadcrumbs point at the pages in that language', (language) => {
    const crumbs = pages.get(language)!.flatMap(({ html }) => breadcrumbUrls(html));
    expect(crumbs.length).toBeGreaterThan(10);
    const inLanguage = (url: string) => (language === 'fr' ? !url.includes('lng=') : new URL(url).searchParams.get('lng') === language);
    expect(crumbs.filter((url) => !url.startsWith(`${SITE}/fr`) || !inLanguage(url))).toEqual([]);
  });
});
