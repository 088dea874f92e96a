import type { Localized } from '../../../../src/shared/api';
import { BLOG_PAGE_SIZE } from '../../../../src/shared/content';
import { seedIfEmpty } from '../../../../src/server/db/seed/loader';
import type { SeedArticle, SeedContent } from '../../../../src/server/db/seed/types';
import { buildTestApp, type TestApp } from '../../support/testApp';

/**
 * A small, known content set whose dates are relative to now, so "published" and "scheduled"
 * keep their meaning whenever the tests run. Hidden rows have slugs listed in HIDDEN_SLUGS.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();
const text = (fr: string, en: string): Localized => ({ fr, en });
const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');

function article(slug: string, category: string, age: number, overrides: Partial<SeedArticle> = {}): SeedArticle {
  return {
    slug,
    category,
    title: text(`Titre ${slug}`, `Title ${slug}`),
    excerpt: text(`Résumé ${slug}`, `Summary ${slug}`),
    body: text(`Corps de ${slug}.`, `Body of ${slug}.`),
    image: `/media/articles/${slug}.svg`,
    imageAlt: text(`Illustration de ${slug}`, `Illustration of ${slug}`),
    publishedAt: daysAgo(age),
    published: true,
    ...overrides,
  };
}

/** Newest first: the order every list answers in. design has 1 published article, strategie 2, developpement the rest. */
export const PUBLISHED_ARTICLES = [
  article('dev-1', 'developpement', 1, {
    // 450 words in French, 650 in English: the longer one sets the reading time (650 / 200, rounded: 3).
    body: text(`## Titre\n\n${words(450, 'mot')}\n\n- **gras**`, `## Title\n\n${words(650, 'word')}`),
  }),
  article('strat-1', 'strategie', 2),
  article('design-1', 'design', 3),
  article('strat-2', 'strategie', 4),
  ...Array.from({ length: BLOG_PAGE_SIZE - 2 }, (_, i) => article(`dev-${i + 2}`, 'developpement', 5 + i)),
];

export const fixture: SeedContent = {
  categories: [
    { slug: 'strategie', name: text('Stratégie', 'Strategy'), description: text('Cadrer.', 'Framing.') },
    { slug: 'developpement', name: text('Développement', 'Engineering'), description: text('Construire.', 'Building.') },
    { slug: 'design', name: text('Design', 'Design'), description: text('Dessiner.', 'Designing.') },
  ],
  articles: [
    ...PUBLISHED_ARTICLES,
    article('brouillon', 'design', 2, { published: false }),
    article('a-paraitre', 'design', -30),
  ],
  clients: [
    { slug: 'boulangerie', name: 'Boulangerie Martin', summary: text('Pain.', 'Bread.'), body: text('Histoire.', 'Story.'), logo: '/media/clients/boulangerie.svg', wordmark: '/media/clients/wordmarks/boulangerie.svg', published: true },
    { slug: 'association', name: 'Association Voisins', summary: text('Voisins.', 'Neighbours.'), body: text('Récit.', 'Tale.'), logo: '/media/clients/association.svg', wordmark: '/media/clients/wordmarks/association.svg', published: true },
    { slug: 'client-cache', name: 'Client caché', summary: text('Caché.', 'Hidden.'), body: text('Caché.', 'Hidden.'), logo: '/media/clients/cache.svg', wordmark: '/media/clients/wordmarks/cache.svg', published: false },
  ],
  projects: [
    project('site-boulangerie', 'boulangerie', 10),
    project('outil-interne', null, 20),
    project('projet-brouillon', 'association', 5, false),
    project('projet-a-venir', 'association', -10),
  ],
  jobs: [
    job('developpeur-full-stack-js', 'FULL_TIME', 3),
    job('alternant-ux-ui', 'APPRENTICESHIP', 6),
    job('offre-pourvue', 'FULL_TIME', 2, false),
    job('offre-a-venir', 'FULL_TIME', -5),
    job('offre-expiree', 'FULL_TIME', 30, true, daysAgo(1)),
  ],
  items: [
    item('audit', 49_000),
    item('atelier', 120_000),
    item('article-retire', 15_000, false),
  ],
};

/** Content that must never appear in any answer: a draft, a future date, an inactive row. */
export const HIDDEN_SLUGS = ['brouillon', 'a-paraitre', 'client-cache', 'projet-brouillon', 'projet-a-venir', 'offre-pourvue', 'offre-a-venir', 'offre-expiree', 'article-retire'];

function project(slug: string, client: string | null, age: number, published = true) {
  return {
    slug,
    client,
    title: text(`Projet ${slug}`, `Project ${slug}`),
    summary: text('Résumé.', 'Summary.'),
    body: text('Étude de cas.', 'Case study.'),
    image: `/media/projects/${slug}.svg`,
    challenge: text('Le défi.', 'The challenge.'),
    approach: text('L’approche.', 'The approach.'),
    result: text('Le résultat.', 'The result.'),
    outcomes: [{ figure: text('-40 %', '-40%'), label: text('d’appels', 'calls') }],
    stack: ['React', 'SQLite'],
    screens: [{ image: `/media/projects/${slug}/screen-1-phone.svg`, device: 'phone' as const, alt: text('Écran', 'Screen') }],
    publishedAt: daysAgo(age),
    published,
  };
}

function job(slug: string, employmentType: 'FULL_TIME' | 'APPRENTICESHIP', age: number, active = true, validThrough: string | null = null) {
  return {
    slug,
    title: text(`Poste ${slug}`, `Job ${slug}`),
    summary: text('En bref.', 'In short.'),
    description: text('Missions, profil.', 'Role, profile.'),
    employmentType,
    location: 'Bobigny, France',
    postedAt: daysAgo(age),
    validThrough,
    active,
  };
}

function item(slug: string, priceCents: number, active = true) {
  return {
    slug,
    title: text(`Article ${slug}`, `Item ${slug}`),
    description: text('Description.', 'Description.'),
    image: `/media/items/${slug}.svg`,
    priceCents,
    active,
  };
}

/** The real app on an empty database, filled with the fixture instead of the sample content. */
export async function buildContentApp(options: Omit<Parameters<typeof buildTestApp>[0], 'seed'> = {}): Promise<TestApp> {
  const server = await buildTestApp({ ...options, seed: false });
  await seedIfEmpty(server.app.db, fixture);
  return server;
}

/** The stored id of a row, to ask for it by number. */
export async function idOf(server: TestApp, table: 'articles' | 'projects' | 'jobs' | 'items', slug: string): Promise<number> {
  const row = await server.app.db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

/** Path values that name nothing and must answer an error body, never a 500. */
export const HOSTILE_VALUES: [string, string][] = [
  ['a very long value', 'a'.repeat(5000)],
  ['SQL', encodeURIComponent("' OR 1=1 --")],
  ['a NUL byte', '%00'],
  ['unicode', encodeURIComponent('café-ünïcødé-文字')],
  ['an encoded slash', '..%2F..%2Fetc%2Fpasswd'],
  ['a huge number', '99999999999999999999999'],
  ['zero', '0'],
  ['a negative number', '-1'],
  ['a decimal', '1.5'],
  ['an empty value', ''],
];

/** Fastify's router refuses it before any route or error handler runs: 400 FST_ERR_BAD_URL, in Fastify's own body. */
export const BAD_PERCENT_ENCODING = '%E0%A4%A';

/** An article's card, as the site's card lists answer it: its summary without the date of change, the category by slug and name. */
export function articleCardOf({ updatedAt: _updatedAt, category, ...card }: { updatedAt: string; category: { slug: string; name: unknown } }) {
  return { ...card, category: { slug: category.slug, name: category.name } };
}
