import sharp from 'sharp';
import fr from '../../../../src/shared/locales/fr/errors.json';
import { signUp, someAddress, type TestAccount } from '../../support/accounts';
import { multipart } from '../../support/multipart';
import { signUpStaff } from '../../support/staff';
import { startStripeStub, type StripeStub } from '../../support/stripeStub';
import { buildTestApp, type TestApp } from '../../support/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const article = (overrides: Record<string, unknown> = {}) => ({
  title: { fr: 'Écrire pour le Web, été 2026', en: 'Writing for the web, summer 2026' },
  excerpt: { fr: 'Un résumé.', en: 'A summary.' },
  body: { fr: '## Pourquoi\n\nUn texte **utile**.', en: '## Why\n\nA **useful** text.' },
  status: 'published',
  ...overrides,
});

const item = (overrides: Record<string, unknown> = {}) => ({
  title: { fr: 'Audit express', en: 'Express audit' },
  description: { fr: 'Une demi-journée.', en: 'Half a day.' },
  image: '/media/items/audit.webp',
  price: '49,90',
  status: 'active',
  ...overrides,
});

const job = (overrides: Record<string, unknown> = {}) => ({
  title: { fr: 'Développeuse React confirmée', en: 'Senior React developer' },
  summary: { fr: 'Rejoignez-nous.', en: 'Join us.' },
  description: { fr: 'Le poste.', en: 'The position.' },
  employmentType: 'FULL_TIME',
  location: 'Paris',
  salary: { min: 45000, max: 55000, currency: 'EUR', unit: 'YEAR' },
  address: { streetAddress: '10 rue de la Paix', postalCode: '75002', addressLocality: 'Paris', addressRegion: 'Île-de-France', addressCountry: 'FR' },
  validThrough: '2199-01-01',
  status: 'open',
  ...overrides,
});

describe('/api/admin content', () => {
  let server: TestApp;
  let staff: TestAccount;
  let categoryId: number;

  beforeAll(async () => {
    server = await buildTestApp();
    staff = await signUpStaff(server.app);
    const created = await call('POST', '/api/admin/categories', { name: { fr: 'Rédaction', en: 'Writing' } });
    expect(created.statusCode).toBe(201);
    categoryId = created.json().data.id;
  });
  afterAll(() => server.close());

  function call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return server.app.inject({ method, url, headers: { ...staff.auth, ...headers }, remoteAddress: someAddress(), ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  const visit = (url: string) => server.app.inject({ method: 'GET', url, remoteAddress: someAddress() });

  test('an article published through the API is on the blog, in the sitemap and in the API at once; unpublished, its page is gone', async () => {
    // Read first, so that every cache holds the blog without the article.
    expect((await visit('/fr/blog')).body).not.toContain('Écrire pour le Web');
    expect((await visit('/sitemap.xml')).body).not.toContain('ecrire-pour-le-web');

    const created = await call('POST', '/api/admin/articles', article({ categoryId }));
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data).toMatchObject({ slug: 'ecrire-pour-le-web-ete-2026', categoryId, status: 'published', image: null });

    const blog = await visit('/fr/blog');
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('Écrire pour le Web, été 2026');
    expect((await visit('/sitemap.xml')).body).toContain('/fr/article/ecrire-pour-le-web-ete-2026');
    const api = await visit(`/api/articles/unique/${data.slug}`);
    expect(api.statusCode).toBe(200);
    expect(api.json().data.body.fr).toContain('Un texte **utile**.');
    expect((await visit(`/fr/article/${data.slug}`)).statusCode).toBe(200);

    const unpublished = await call('PUT', `/api/admin/articles/${data.id}`, article({ categoryId, slug: data.slug, status: 'draft' }));
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().data).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await visit(`/fr/article/${data.slug}`)).statusCode).toBe(404);
    expect((await visit(`/api/articles/unique/${data.slug}`)).statusCode).toBe(404);
    expect((await visit('/fr/blog')).body).not.toContain('Écrire pour le Web');
    expect((await visit('/sitemap.xml')).body).not.toContain(data.slug);

    // Who did it, and what changed, is in the audit log.
    const audit = (await call('GET', `/api/admin/audit?entity=article&entityId=${data.id}`)).json().data;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['status', 'create']);
    expect(audit[0]).toMatchObject({ actor: { id: staff.id }, before: { status: 'published' }, after: { status: 'draft' } });
  });

  test('a hostile body comes out as text on the server-rendered page, in the API and in the JobPosting data', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '',
      '<img src=x onerror=alert(2)> <svg onload=alert(3)><script>alert(4)</script></svg>',
      '',
      '[a](javascript:alert(5)) [b](JaVaScRiPt:alert(6)) [c](javascript&#58;alert(7)) [d](data:text/html;base64,PHNjcmlwdD4=) [e](vbscript:msgbox) [f](//evil.example)',
      '',
      '[le blog](/fr/blog) [MDN](https://developer.mozilla.org/) </script><script>alert(8)</script>',
    ].join('\n');
    const executable = (html: string) => {
      // Every tag the page holds, and what the hostile text could have made of one.
      const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
      return [
        ...tags.filter((tag) => /^<(iframe|object|embed)/i.test(tag) || /\son[a-z]+\s*=/i.test(tag)),
        ...tags.filter((tag) => /href\s*=\s*"\s*(javascript|data|vbscript):/i.test(tag) || /href="\/\//.test(tag)),
        ...(html.match(/<script>alert/gi) ?? []),
      ];
    };

    const { data } = (await call('POST', '/api/admin/articles', article({ categoryId, title: { fr: 'Texte hostile', en: 'Hostile text' }, body: { fr: hostile, en: hostile } }))).json();
    const page = await visit(`/fr/article/${data.slug}`);
    expect(page.statusCode).toBe(200);
    expect(executable(page.body)).toEqual([]);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('&lt;img src=x onerror=alert(2)&gt; &lt;svg onload=alert(3)&gt;');
    expect(page.body).toContain('<a href="/fr/blog"');
    expect(page.body).toContain('href="https://developer.mozilla.org/" rel="noopener noreferrer"');
    expect((await visit(`/api/articles/unique/${data.slug}`)).json().data.body.fr).toBe(hostile);

    const posted = (await call('POST', '/api/admin/jobs', job({ title: { fr: 'Poste hostile', en: 'Hostile job' }, description: { fr: hostile, en: hostile } }))).json().data;
    const jobPage = await visit(`/fr/recrutement/${posted.slug}`);
    expect(jobPage.statusCode).toBe(200);
    expect(executable(jobPage.body)).toEqual([]);
    const jsonLd = [...jobPage.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    const posting = jsonLd.map((text) => JSON.parse(text)).flatMap((value) => value['@graph'] ?? [value]).find((node) => node['@type'] === 'JobPosting');
    expect(posting.description).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(posting.description).not.toMatch(/<(script|img|svg)|href="(javascript|data|vbscript)/i);
  });

  test('slugs: generated and numbered when left empty, refused when taken (409 slugTaken) or malformed', async () => {
    const first = (await call('POST', '/api/admin/articles', article({ categoryId, title: { fr: 'Même titre', en: 'Same' } }))).json().data;
    const second = (await call('POST', '/api/admin/articles', article({ categoryId, title: { fr: 'Même titre', en: 'Same' } }))).json().data;
    expect([first.slug, second.slug]).toEqual(['meme-titre', 'meme-titre-2']);

    const taken = await call('PUT', `/api/admin/articles/${second.id}`, article({ categoryId, slug: 'meme-titre' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'slugTaken', message: fr.slugTaken, fields: { slug: 'slugTaken' } });
    const malformed = await call('POST', '/api/admin/articles', article({ categoryId, slug: '../Été' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ slug: 'notValidSlug' });
  });

  test('12 creates with the same title at once all succeed, each with its own numbered slug', async () => {
    const same = () => call('POST', '/api/admin/articles', article({ categoryId, title: { fr: 'Titre simultané', en: 'Concurrent title' } }));
    const responses = await Promise.all(Array.from({ length: 12 }, same));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const slugs = responses.map((response) => response.json().data.slug as string).sort();
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toEqual(['titre-simultane', ...Array.from({ length: 11 }, (_, n) => `titre-simultane-${n + 2}`)].sort());
  });

  test('a scheduled article needs a future date, and stays off the blog until then', async () => {
    const missing = await call('POST', '/api/admin/articles', article({ categoryId, status: 'scheduled' }));
    expect(missing.json()).toMatchObject({ code: 'emptyPublicationDate', fields: { publishedAt: 'emptyPublicationDate' } });
    const scheduled = await call('POST', '/api/admin/articles', article({ categoryId, title: { fr: 'Plus tard', en: 'Later' }, status: 'scheduled', publishedAt: '2199-01-01T08:00:00Z' }));
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publishedAt: '2199-01-01T08:00:00.000Z' });
    expect((await visit('/api/articles/unique/plus-tard')).statusCode).toBe(404);
    const list = (await call('GET', '/api/admin/articles?status=scheduled')).json();
    expect(list.data.map((entry: { slug: string }) => entry.slug)).toContain('plus-tard');
    expect(list.data.every((entry: { status: string }) => entry.status === 'scheduled')).toBe(true);
  });

  test('a category that still has articles is not deleted (409 categoryNotEmpty); an empty one is', async () => {
    const refused = await call('DELETE', `/api/admin/categories/${categoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('categoryNotEmpty');
    const empty = (await call('POST', '/api/admin/categories', { name: { fr: 'Vide', en: 'Empty' } })).json().data;
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
    const unknownCategory = await call('POST', '/api/admin/articles', article({ categoryId: 999_999 }));
    expect(unknownCategory.json()).toMatchObject({ code: 'emptyCategory', fields: { categoryId: 'emptyCategory' } });
  });

  test('items: the spec codes in order, the price taken in euros and kept in cents', async () => {
    const empty = await call('POST', '/api/admin/items', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('emptyItemTitle');
    expect(Object.entries(empty.json().fields)).toEqual([
      ['title', 'emptyItemTitle'],
      ['description', 'emptyItemDescription'],
      ['image', 'emptyItemImage'],
      ['price', 'emptyItemPrice'],
      ['status', 'emptyItemStatus'],
    ]);
    const blankEnglish = await call('POST', '/api/admin/items', item({ title: { fr: 'Audit', en: ' ' }, description: { fr: '', en: 'x' } }));
    expect(blankEnglish.json()).toMatchObject({ code: 'emptyItemTitle', fields: { 'title.en': 'emptyItemTitle', 'description.fr': 'emptyItemDescription' } });
    expect((await call('POST', '/api/admin/items', item({ price: '12.345' }))).json().fields).toEqual({ price: 'emptyItemPrice' });

    const created = await call('POST', '/api/admin/items', item());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ priceCents: 4990, status: 'active', slug: 'audit-express' });
    const shop = (await visit('/api/items/get-all-items')).json().data;
    expect(shop.find((entry: { slug: string }) => entry.slug === 'audit-express')).toMatchObject({ priceCents: 4990 });
  });

  test('a job closed through the API leaves the public list, the sitemap and its page', async () => {
    const { data } = (await call('POST', '/api/admin/jobs', job())).json();
    const page = await visit(`/fr/recrutement/${data.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"@type":"JobPosting"');
    expect(page.body).toContain('"validThrough":"2199-01-01T00:00:00.000Z"');
    expect((await visit('/sitemap.xml')).body).toContain(data.slug);

    const closed = await call('PUT', `/api/admin/jobs/${data.id}`, job({ slug: data.slug, status: 'closed' }));
    expect(closed.json().data.status).toBe('closed');
    expect((await visit('/api/jobs/get-all-jobs')).json().data.map((entry: { slug: string }) => entry.slug)).not.toContain(data.slug);
    expect((await visit('/sitemap.xml')).body).not.toContain(data.slug);
    const gone = await visit(`/fr/recrutement/${data.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('JobPosting');
  });

  test('lists: search, status filter and pages', async () => {
    for (const n of [1, 2, 3]) await call('POST', '/api/admin/clients', { name: `Client liste ${n}`, summary: { fr: 'R', en: 'S' }, status: n === 3 ? 'draft' : 'published' });
    const page = (await call('GET', '/api/admin/clients?q=LISTE&status=published&pageSize=1&page=2')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
    expect(page.data).toHaveLength(1);
    expect((await call('GET', '/api/admin/clients?q=100%25')).json().total).toBe(0);
  });

  test.each([
    ['GET', '/api/admin/articles/abc'],
    ['GET', '/api/admin/articles/0'],
    ['GET', '/api/admin/articles/99999999999999999999'],
    ['GET', '/api/admin/articles?pageSize=100000'],
    ['GET', '/api/admin/articles?page=-1'],
    ['GET', '/api/admin/articles?status=gone'],
    ['GET', '/api/admin/articles?sort=id'],
    ['GET', `/api/admin/articles?q=${'x'.repeat(500)}`],
    ['PUT', '/api/admin/items/abc'],
    ['DELETE', '/api/admin/jobs/1.5'],
  ] as const)('%s %s: 400 badRequest, never a 500', async (method, url) => {
    const response = await call(method, url, method === 'PUT' ? item() : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('badRequest');
  });

  test.each([
    ['unknown field', () => article({ categoryId, published: 1 }), 'badRequest'],
    ['wrong type', () => article({ categoryId, title: ['a'] }), 'emptyTitle'],
    ['oversized', () => article({ categoryId, body: { fr: 'x'.repeat(60_000), en: 'y' } }), 'badRequest'],
    ['array body', () => [article({ categoryId })], 'badRequest'],
    ['NUL in a title', () => article({ categoryId, title: { fr: 'a\u0000b', en: 'b' } }), 'badRequest'],
    ['another site\'s image', () => article({ categoryId, image: 'https://evil.example/x.png', imageAlt: { fr: 'x', en: 'x' } }), 'notValidImage'],
  ])('a body with %s: 400 with a code', async (_case, body, code) => {
    const response = await call('POST', '/api/admin/articles', body());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  test('an unknown id answers 404 on read, write and delete', async () => {
    expect((await call('GET', '/api/admin/items/424242')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/items/424242', item())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/items/424242')).statusCode).toBe(404);
  });

  describe('POST /api/admin/images', () => {
    const upload = (content: Buffer, filename = 'photo.png', contentType = 'image/png', field = 'image') => {
      const { payload, headers } = multipart({ [field]: { filename, contentType, content } });
      return server.app.inject({ method: 'POST', url: '/api/admin/images', payload, headers: { ...headers, ...staff.auth }, remoteAddress: someAddress() });
    };

    test('a PNG is re-encoded, stored under a random name, served by the image endpoint, and accepted as a cover', async () => {
      const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#c33' } }).png().toBuffer();
      const response = await upload(png, '../../etc/passwd.png');
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.url).toMatch(/^\/uploads\/content\/[0-9a-f]{32}\.webp$/);
      expect(data).toMatchObject({ width: 2560, height: 1280 });

      const served = await visit(`/api/images/get-image?imageURL=${encodeURIComponent(data.url)}&width=640`);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

      const withCover = await call('POST', '/api/admin/articles', article({ categoryId, title: { fr: 'Avec image', en: 'With image' }, image: data.url, imageAlt: { fr: 'Un carré rouge', en: 'A red square' } }));
      expect(withCover.statusCode).toBe(201);
      expect(withCover.json().data.image).toBe(data.url);

      // An upload's address must name a file this site stored.
      const unknown = await call('POST', '/api/admin/items', item({ image: `/uploads/content/${'0'.repeat(32)}.webp` }));
      expect(unknown.json()).toMatchObject({ code: 'notValidImage', fields: { image: 'notValidImage' } });
      const clientLogo = await call('POST', '/api/admin/clients', { name: 'Logo absent', summary: { fr: 'R', en: 'S' }, logo: `/uploads/content/${'1'.repeat(32)}.webp`, status: 'draft' });
      expect(clientLogo.json()).toMatchObject({ code: 'notValidImage', fields: { logo: 'notValidImage' } });
    });

    test.each([
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg', 'image/svg+xml', 415],
      ['a script named .png', Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png', 415],
      ['an empty file', Buffer.alloc(0), 'x.png', 'image/png', 400],
    ])('%s is refused', async (_case, content, filename, type, status) => {
      expect((await upload(content, filename, type)).statusCode).toBe(status);
    });

    test('an image wider or taller than 8192 px is refused from its header: 400 contentImageTooLarge', async () => {
      const wide = await sharp({ create: { width: 8193, height: 10, channels: 3, background: '#c33' } }).png().toBuffer();
      const response = await upload(wide);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'contentImageTooLarge', message: fr.contentImageTooLarge });
    });

    test('a file past 5 MB is refused with 413, another field with 400, a JSON body with 415', async () => {
      expect((await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1))).statusCode).toBe(413);
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
      expect((await upload(png, 'x.png', 'image/png', 'file')).statusCode).toBe(400);
      expect((await call('POST', '/api/admin/images', { image: 'x' })).statusCode).toBe(415);
    });
  });
});

describe('a retired item cannot be paid for', () => {
  let stub: StripeStub;
  let server: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub();
    server = await buildTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_admin', STRIPE_PUBLISHABLE_KEY: 'pk_test_admin', STRIPE_WEBHOOK_SECRET: 'whsec_admin', STRIPE_API_BASE: stub.url } });
  });
  afterAll(async () => {
    await server.close();
    await stub.close();
  });

  test('retired through the staff API, the payment endpoint refuses it; active again, it is sold', async () => {
    const staff = await signUpStaff(server.app);
    const buyer = await signUp(server.app);
    const created = (await server.app.inject({ method: 'POST', url: '/api/admin/items', payload: item({ status: 'retired' }), headers: staff.auth })).json().data;
    const pay = () => server.app.inject({ method: 'POST', url: '/api/payments/process', payload: { itemId: created.id }, headers: buyer.auth, remoteAddress: someAddress() });
    expect((await pay()).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/items/get-all-items' })).json().data.map((entry: { id: number }) => entry.id)).not.toContain(created.id);

    await server.app.inject({ method: 'PUT', url: `/api/admin/items/${created.id}`, payload: item({ slug: created.slug }), headers: staff.auth });
    expect((await pay()).statusCode).toBe(201);
    // Sold once, it can only be retired: payments keep their item.
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/admin/items/${created.id}`, headers: staff.auth });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('itemHasPayments');
  });
});
