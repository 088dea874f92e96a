import { AsyncLocalStorage } from 'node:async_hooks';
import zlib from 'node:zlib';
import { pathTo, ROUTE_NAMES, ROUTES, type RouteName } from '../../../src/shared/routes';
import { buildTestApp, type TestApp } from '../support/testApp';

const SITE = 'https://agence.example';

/** Sample addresses of the routes with parameters (the sample content's). */
const SAMPLES: Partial<Record<RouteName, string>> = {
  blogPage: pathTo('blogPage', { id: 2 }),
  category: pathTo('category', { slug: 'developpement' }),
  article: pathTo('article', { slug: 'progressive-web-app' }),
  client: pathTo('client', { slug: 'cyclofix' }),
  recruitmentDetail: pathTo('recruitmentDetail', { slug: 'developpeur-full-stack-js' }),
};

const PUBLIC = ROUTE_NAMES.filter((name) => !ROUTES[name].protected && name !== 'projectDetail');

function headOf(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(([, lang, href]) => `${lang} ${href}`),
    h1: attr(/<h1[^>]*>([^<]+)</),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Record<string, unknown>),
  };
}

describe('pages rendered on the server (what a crawler or a visitor without JavaScript gets)', () => {
  let server: TestApp;
  // Building the app (migrations, sample content) can take long on a busy machine.
  beforeAll(async () => {
    server = await buildTestApp({ env: { SITE_URL: SITE } });
  }, 60_000);
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  test.each(PUBLIC)('%s: its heading, title, description, canonical URL and language alternates', async (name) => {
    const path = SAMPLES[name] ?? pathTo(name);
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.h1?.trim()).toBeTruthy();
    expect(head.title).toMatch(/Pixel &amp; Cie$/);
    expect(head.description!.length).toBeGreaterThan(50);
    expect(head.canonical).toBe(`${SITE}${path}`);
    expect(head.hreflang).toEqual([`fr ${SITE}${path}`, `en ${SITE}${path}?lng=en`, `x-default ${SITE}${path}`]);
    expect(head.robots === 'noindex').toBe(!ROUTES[name].indexable);
    expect(head.jsonLd.map((block) => block['@type'])).toContain('Organization');
  });

  // Entering an AsyncLocalStorage turns Node's async hooks on for the whole process, for good: every
  // request after the first page rendered would pay for them (React's Node build does that).
  test('rendering a page enters no AsyncLocalStorage, so the process keeps async hooks off', async () => {
    const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = jest.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      // An address no other test renders: the page is rendered now, not taken from the cache.
      const response = await get(`${pathTo('article', { slug: 'progressive-web-app' })}?render=${Date.now()}`);
      expect(response.statusCode).toBe(200);
      expect(headOf(response.body).h1?.trim()).toBeTruthy();
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  test('the page is in the language of its address: French without ?lng, English with ?lng=en', async () => {
    const english = headOf((await get('/fr/contact?lng=en')).body);
    expect(english.h1).toBe('Contact');
    expect(english.canonical).toBe(`${SITE}/fr/contact?lng=en`);
    const french = await get('/fr/blog', { 'accept-language': 'de' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toMatch(/<html lang="fr">/);
  });

  test('a visitor whose cookie or Accept-Language says English is sent to the English address, other query kept', async () => {
    for (const headers of [{ cookie: 'i18next=en' }, { 'accept-language': 'en-GB,en;q=0.8' }] as Record<string, string>[]) {
      const response = await get('/fr/blog?utm_source=newsletter', headers);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/fr/blog?lng=en&utm_source=newsletter');
      expect(response.headers.vary).toMatch(/Accept-Language/);
      expect(response.headers.vary).toMatch(/Cookie/);
    }
    // ?lng=fr is a choice of French, over an English cookie: the page is French, not a redirect.
    const chosen = await get('/fr/blog?lng=fr', { cookie: 'i18next=en', 'accept-language': 'en' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toMatch(/<html lang="fr">/);
    expect(headOf(chosen.body).canonical).toBe(`${SITE}/fr/blog`);
  });

  test('a request without Accept-Language (a crawler) gets French, and the page says it saw no browser language', async () => {
    const response = await get('/fr/blog');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="fr">/);
    expect(headOf(response.body).canonical).toBe(`${SITE}/fr/blog`);
    const state = (body: string) => JSON.parse(/<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(body)![1]!) as { browserLanguage: string | null };
    expect(state(response.body).browserLanguage).toBeNull();
    // The same address asked by a French browser carries its language for the browser's detection.
    expect(state((await get('/fr/blog', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).body).browserLanguage).toBe('fr');
  });

  test('unknown query parameters stay out of the canonical URL, whatever the language', async () => {
    expect(headOf((await get('/fr/blog?utm_source=x&gclid=1')).body).canonical).toBe(`${SITE}/fr/blog`);
    expect(headOf((await get('/fr/blog?utm_source=x&lng=en')).body).canonical).toBe(`${SITE}/fr/blog?lng=en`);
  });

  test('the page carries the translations it used and those every page needs, in its language only', async () => {
    const body = (await get('/fr/contact')).body;
    const state = JSON.parse(/<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(body)![1]!) as { lng: string; resources: Record<string, unknown> };
    expect(state.lng).toBe('fr');
    expect(Object.keys(state.resources).sort()).toEqual(['common', 'errors', 'forms', 'layout', 'pages']);
    // A form shows its errors only once sent: their texts come after the page, those shown offline aside.
    expect(state.resources.errors).toEqual({ network: expect.stringMatching(/serveur/), internal: expect.stringMatching(/erreur/) });
  });

  test("a page carries its own title and description of every page's, and no other page's", async () => {
    const pagesTexts = async (url: string, headers: Record<string, string> = {}) =>
      (JSON.parse(/<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec((await get(url, headers)).body)![1]!) as { resources: { pages: Record<string, unknown> } })
        .resources.pages;
    expect(await pagesTexts('/fr/contact')).toEqual({ contact: { title: 'Contact', description: expect.stringMatching(/formulaire/) } });
    // An article names the blog in its breadcrumb: its title comes along, not its description.
    const article = await pagesTexts(SAMPLES.article!);
    expect(Object.keys(article).sort()).toEqual(['article', 'blog']);
    expect(article.blog).toEqual({ title: 'Blog' });
    const home = await pagesTexts('/fr?lng=en');
    expect(Object.keys(home)).toEqual(['home']);
    expect(home.home).toMatchObject({ title: expect.stringMatching(/websites and apps/), ctaContact: expect.any(String) });
  });

  /** What each kind of card shows, by its keys: a page's state carries a list's entries in this shape only. */
  const CARD_KEYS = {
    article: ['category', 'excerpt', 'id', 'image', 'publishedAt', 'readingMinutes', 'slug', 'title'],
    client: ['id', 'logo', 'name', 'slug', 'wordmark'],
    project: ['client', 'id', 'image', 'publishedAt', 'slug', 'stack', 'summary', 'title'],
  };
  const kindOf = (entry: Record<string, unknown>) =>
    Object.entries(CARD_KEYS).find(([, keys]) => JSON.stringify(Object.keys(entry).sort()) === JSON.stringify(keys))?.[0] ?? JSON.stringify(Object.keys(entry).sort());

  test.each([
    ['home', pathTo('home'), ['client', 'project']],
    ['the blog', pathTo('blog'), ['article']],
    ['an article', SAMPLES.article!, ['article']],
  ])("%s's state holds its lists as cards, with no field a card does not show", async (_page, path, kinds) => {
    const body = (await get(path)).body;
    const state = JSON.parse(/<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(body)![1]!) as {
      state: { api: { queries: Record<string, { data?: unknown }> } };
    };
    // A list is a query's data, or its `data` field (a blog page).
    const lists = Object.values(state.state.api.queries)
      .map(({ data }) => (Array.isArray(data) ? data : (data as { data?: unknown } | undefined)?.data))
      .filter((data): data is Record<string, unknown>[] => Array.isArray(data) && data.length > 0);
    expect(lists.map((list) => kindOf(list[0]!)).sort()).toEqual(kinds);
    for (const list of lists) for (const entry of list) expect(kindOf(entry)).toBe(kindOf(list[0]!));
    for (const article of lists.flat().filter((entry) => kindOf(entry) === 'article')) expect(Object.keys(article.category as object).sort()).toEqual(['name', 'slug']);
    expect(JSON.stringify(lists)).not.toMatch(/"(challenge|approach|result|outcomes|screens|body|description|updatedAt)":/);
  });

  test("home's state carries the three projects it shows, not every published one", async () => {
    const body = (await get(pathTo('home'))).body;
    const queries = Object.values((JSON.parse(/<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(body)![1]!) as { state: { api: { queries: Record<string, { data?: unknown }> } } }).state.api.queries);
    const projects = queries.map(({ data }) => data).find((data): data is { stack: string[] }[] => Array.isArray(data) && data.length > 0 && 'stack' in data[0]);
    expect(projects).toHaveLength(3);
    expect(JSON.parse((await get('/api/projects/cards')).body).data.length).toBeGreaterThan(3);
  });

  test('an article carries its text, BlogPosting and a breadcrumb; a job its JobPosting', async () => {
    const article = await get(SAMPLES.article!);
    expect(article.body).toContain('Le terme Progressive Web App a été proposé en 2015');
    const blocks = headOf(article.body).jsonLd;
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({ headline: expect.any(String), datePublished: expect.any(String), image: expect.anything(), author: expect.anything() });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([`${SITE}/fr`, `${SITE}/fr/blog`, `${SITE}${SAMPLES.article}`]);

    const job = headOf((await get(SAMPLES.recruitmentDetail!)).body).jsonLd.find((block) => block['@type'] === 'JobPosting')!;
    for (const field of ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation', 'baseSalary']) {
      expect(job[field]).toBeDefined();
    }
  });

  test('unknown pages and unknown content answer 404 with the not-found page', async () => {
    for (const url of ['/fr/nothing-here', '/fr/article/no-such-article', '/fr/recrutement/no-such-job']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(headOf(response.body).h1).toBe('Page introuvable');
    }
  });

  test('a blog page past the last one is the 404 page, not an empty page', async () => {
    const { totalPages } = (await get('/api/blog/page/1')).json<{ totalPages: number }>();
    expect((await get(pathTo('blogPage', { id: totalPages }))).statusCode).toBe(200);
    for (const id of [totalPages + 1, 99]) {
      const response = await get(pathTo('blogPage', { id }));
      expect(response.statusCode).toBe(404);
      expect(headOf(response.body).h1).toBe('Page introuvable');
      expect(headOf(response.body).robots).toBe('noindex');
    }
  });

  test('content addressed with a wrong slug (or its id) moves for good to its address: 301', async () => {
    const [project] = (await get('/api/projects/get-all-published-projects')).json<{ data: { id: number; slug: string }[] }>().data;
    const moved: [string, string][] = [
      [pathTo('projectDetail', { id: project!.id, slug: 'old-name' }), pathTo('projectDetail', { id: project!.id, slug: project!.slug })],
      [pathTo('article', { slug: '1' }), expect.stringMatching(/^\/fr\/article\/[a-z0-9-]+$/) as unknown as string],
      [pathTo('blogPage', { id: 1 }), pathTo('blog')],
    ];
    for (const [from, to] of moved) {
      const response = await get(from);
      expect([from, response.statusCode, response.headers.location]).toEqual([from, 301, to]);
    }
  });

  test('protected pages are sent without any user data, and not indexed', async () => {
    const response = await get(pathTo('account'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex"');
    expect(response.body).not.toMatch(/"token":"|"user":\{|"firstName":/);
  });

  test('a page comes compressed as the browser accepts it, each coding with its own ETag', async () => {
    // Even its first rendering waits for a compressed form (gzip usually, brotli now and then).
    const first = await get('/fr/blog', { 'accept-encoding': 'gzip, deflate, br' });
    expect(['gzip', 'br']).toContain(first.headers['content-encoding']);
    const plain = await get('/fr/blog');
    const decoded = first.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(first.rawPayload) : zlib.gunzipSync(first.rawPayload);
    expect(decoded.toString()).toBe(plain.body);
    // Compression runs off the event loop after the first answer: the next ones get it once ready (gzip first, then brotli).
    let brotli = await get('/fr/blog', { 'accept-encoding': 'gzip, deflate, br' });
    for (let tries = 0; brotli.headers['content-encoding'] !== 'br' && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      brotli = await get('/fr/blog', { 'accept-encoding': 'gzip, deflate, br' });
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    const again = await get('/fr/blog', { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test('a page is rendered once, then served from the cache with its ETag until the content changes', async () => {
    const first = await get('/fr/blog');
    const again = await get('/fr/blog', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    await server.app.db.updateTable('articles').set({ title_fr: 'Un titre tout neuf' }).where('id', '>', 0).execute();
    const changed = await get('/fr/blog', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Un titre tout neuf');
  });
});

describe('the agency’s social profiles', () => {
  test('are settings: every page’s footer and the Organization data link the deployment’s addresses, never a sample one', async () => {
    const linkedin = 'https://www.linkedin.com/company/agence-test';
    const instagram = 'https://www.instagram.com/agence.test';
    const server = await buildTestApp({ env: { SITE_URL: SITE, COMPANY_LINKEDIN_URL: linkedin, COMPANY_INSTAGRAM_URL: instagram } });
    try {
      const html = (await server.app.inject({ method: 'GET', url: '/fr/blog' })).body;
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
      const links = [...footer.matchAll(/<a href="(https:[^"]*)" target="_blank"/g)].map(([, href]) => href);
      // Facebook is not set: its sample address would lead nowhere, so it is left out.
      expect(links).toEqual([linkedin, instagram]);
      const organization = headOf(html).jsonLd.find((block) => block['@type'] === 'Organization')!;
      expect(organization.sameAs).toEqual(links);
    } finally {
      await server.close();
    }
  });
});

