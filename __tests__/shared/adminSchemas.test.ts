import { validate } from '../../src/shared/schemas/validate';
import * as classic from '../../src/shared/schemas/admin';

/** The same module built on zod/mini: the staff forms may ship either, the rules must not change. */
function loadWithMini(): typeof classic {
  let loaded: typeof classic | undefined;
  jest.isolateModules(() => {
    jest.doMock('zod', () => jest.requireActual('zod/mini'));
    loaded = jest.requireActual<typeof classic>('../../src/shared/schemas/admin');
  });
  return loaded!;
}

const validItem = {
  title: { fr: 'Pack site vitrine', en: 'Showcase site pack' },
  description: { fr: 'Un site de cinq pages.', en: 'A five-page site.' },
  image: '/media/items/pack.webp',
  price: '49,90',
  status: 'active',
};

const validArticle = {
  title: { fr: 'Été : nos conseils', en: 'Summer: our advice' },
  categoryId: 1,
  excerpt: { fr: 'Résumé', en: 'Summary' },
  body: { fr: 'Corps', en: 'Body' },
  status: 'published',
};

describe.each([
  ['zod', () => classic],
  ['zod/mini', loadWithMini],
])('staff content schemas on %s', (_name, load) => {
  const schemas = load();

  it('checks an item in the spec order: title, description, image, price, status', () => {
    const result = validate(schemas.adminItemSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...new Set(result.errors.map((error) => error.code))]).toEqual([
      'emptyItemTitle',
      'emptyItemDescription',
      'emptyItemImage',
      'emptyItemPrice',
      'emptyItemStatus',
    ]);
    const blankTitle = validate(schemas.adminItemSchema, { ...validItem, title: { fr: '  ', en: 'x' } });
    expect(blankTitle.ok || blankTitle.first).toEqual({ field: 'title.fr', code: 'emptyItemTitle' });
  });

  it.each([
    ['49.9', 4990],
    ['49,90', 4990],
    [' 12 ', 1200],
    [0.5, 50],
    ['1000000', 100_000_000],
  ])('takes the price %p in euros and gives %p cents', (price, cents) => {
    const result = validate(schemas.adminItemSchema, { ...validItem, price });
    expect(result.ok && result.data.price).toBe(cents);
  });

  it.each(['', '0', '0,00', '-3', '49.999', 'abc', '1e3', '12.', '1000000.01', null, Infinity])('refuses the price %p with emptyItemPrice', (price) => {
    const result = validate(schemas.adminItemSchema, { ...validItem, price });
    expect(result.ok || result.first).toEqual({ field: 'price', code: 'emptyItemPrice' });
  });

  it('refuses an unknown status with emptyItemStatus, and unknown fields with badRequest', () => {
    expect(validate(schemas.adminItemSchema, { ...validItem, status: 'sold' }).ok || 'failed').toBe('failed');
    const extra = validate(schemas.adminItemSchema, { ...validItem, admin: true });
    expect(extra.ok || extra.first.code).toBe('badRequest');
  });

  it('accepts only images of the site itself', () => {
    for (const image of ['https://evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)', '/media/../secrets.png', '/uploads/avatars/a.png', '/uploads/content/abc.png']) {
      const result = validate(schemas.adminItemSchema, { ...validItem, image });
      expect(result.ok || result.first).toEqual({ field: 'image', code: 'notValidImage' });
    }
    const uploaded = validate(schemas.adminItemSchema, { ...validItem, image: `/uploads/content/${'a1'.repeat(16)}.webp` });
    expect(uploaded.ok).toBe(true);
  });

  it('gives an article defaults, and checks slugs, dates and the cover text', () => {
    const result = validate(schemas.adminArticleSchema, validArticle);
    expect(result.ok && result.data).toMatchObject({ slug: '', image: null, imageAlt: { fr: '', en: '' }, publishedAt: null });

    const badSlug = validate(schemas.adminArticleSchema, { ...validArticle, slug: 'Été 2026' });
    expect(badSlug.ok || badSlug.first).toEqual({ field: 'slug', code: 'notValidSlug' });

    const scheduled = validate(schemas.adminArticleSchema, { ...validArticle, status: 'scheduled' });
    expect(scheduled.ok || scheduled.first).toEqual({ field: 'publishedAt', code: 'emptyPublicationDate' });
    const past = validate(schemas.adminArticleSchema, { ...validArticle, status: 'scheduled', publishedAt: '2020-01-01' });
    expect(past.ok || past.first).toEqual({ field: 'publishedAt', code: 'notValidDate' });
    const badDate = validate(schemas.adminArticleSchema, { ...validArticle, publishedAt: '2026-02-31T10:00:00Z' });
    expect(badDate.ok || badDate.first.code).toBe('notValidDate');
    const future = validate(schemas.adminArticleSchema, { ...validArticle, status: 'scheduled', publishedAt: '2199-06-01T09:30:00+02:00' });
    expect(future.ok && future.data.publishedAt).toBe('2199-06-01T07:30:00.000Z');

    const publishedLater = validate(schemas.adminArticleSchema, { ...validArticle, publishedAt: '2199-06-01' });
    expect(publishedLater.ok || publishedLater.first).toEqual({ field: 'publishedAt', code: 'notValidDate' });
    expect(validate(schemas.adminArticleSchema, { ...validArticle, publishedAt: '2024-06-01' }).ok).toBe(true);

    const noAlt = validate(schemas.adminArticleSchema, { ...validArticle, image: '/media/articles/pwa.svg' });
    expect(noAlt.ok || noAlt.first).toEqual({ field: 'imageAlt.fr', code: 'emptyImageAlt' });
  });

  it('refuses wrong types and oversized texts with codes', () => {
    const wrong = validate(schemas.adminArticleSchema, { ...validArticle, title: 'not localized', categoryId: '1' });
    expect(wrong.ok || wrong.errors.map((error) => error.code)).toEqual(['emptyTitle', 'emptyCategory']);
    const huge = validate(schemas.adminArticleSchema, { ...validArticle, body: { fr: 'x'.repeat(60_000), en: 'y' } });
    expect(huge.ok || huge.first).toEqual({ field: 'body.fr', code: 'badRequest' });
    expect(validate(schemas.adminArticleSchema, null).ok || 'failed').toBe('failed');
  });

  it('keeps a job posting whole: salary and address both-or-nothing, end after start', () => {
    const job = {
      title: { fr: 'Développeur', en: 'Developer' },
      summary: { fr: 'R', en: 'S' },
      description: { fr: 'D', en: 'D' },
      employmentType: 'FULL_TIME',
      location: 'Paris',
      status: 'open',
    };
    expect(validate(schemas.adminJobSchema, job).ok).toBe(true);
    const salary = validate(schemas.adminJobSchema, { ...job, salary: { min: 50_000, max: 40_000, currency: 'EUR', unit: 'YEAR' } });
    expect(salary.ok || salary.first.code).toBe('notValidSalary');
    const address = validate(schemas.adminJobSchema, { ...job, address: { streetAddress: '1 rue X', postalCode: '75001', addressLocality: 'Paris', addressRegion: '', addressCountry: 'FR' } });
    expect(address.ok || address.first).toEqual({ field: 'address.addressRegion', code: 'notValidAddress' });
    const ends = validate(schemas.adminJobSchema, { ...job, postedAt: '2026-10-01', validThrough: '2026-09-01' });
    expect(ends.ok || ends.first).toEqual({ field: 'validThrough', code: 'notValidDate' });
  });

  it('makes slugs of lowercase ASCII with dashes', () => {
    expect(schemas.slugify("  L'œuvre d'Été — 2026 !  ")).toBe('l-oeuvre-d-ete-2026');
    expect(schemas.slugify('<script>')).toBe('script');
    expect(schemas.slugify('日本')).toBe('');
  });
});
