import type { Article, Client, Item, Job, Project, User } from '../../../src/shared/api';

/** Sample API bodies for client tests (shapes of src/shared/api.ts). */

export const user: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: null,
  profileImage: null,
  language: 'fr',
  role: 'member',
  createdAt: '2026-01-05T10:00:00.000Z',
};

/** The same person with the staff role (the back office). */
export const staffUser: User = { ...user, role: 'staff' };

/** Looks like the server's tokens (32 random bytes, base64url). */
export const token = 'q3Xb0mF7kz1YtR9vW2cN8sL4pA6eH5uJ0gD3iO7nK1M';

const localized = (fr: string, en: string) => ({ fr, en });

export const article: Article = {
  id: 1,
  slug: 'progressive-web-app',
  title: localized('Progressive web app', 'Progressive web app'),
  excerpt: localized('Résumé', 'Summary'),
  body: localized('Corps', 'Body'),
  image: '/media/pwa.jpg',
  readingMinutes: 4,
  category: { id: 2, slug: 'mobile', name: localized('Mobile', 'Mobile') },
  publishedAt: '2026-01-02T09:00:00.000Z',
  updatedAt: '2026-01-02T09:00:00.000Z',
};

export const client: Client = {
  id: 3,
  slug: 'acme',
  name: 'Acme',
  summary: localized('Résumé', 'Summary'),
  body: localized('Corps', 'Body'),
  logo: null,
  wordmark: null,
  updatedAt: '2026-01-02T09:00:00.000Z',
};

export const project: Project = {
  id: 4,
  slug: 'site-acme',
  title: localized('Site Acme', 'Acme website'),
  summary: localized('Résumé', 'Summary'),
  body: localized('Corps', 'Body'),
  image: null,
  client: { slug: 'acme', name: 'Acme' },
  challenge: localized('Le défi', 'The challenge'),
  approach: localized('L’approche', 'The approach'),
  result: localized('Le résultat', 'The result'),
  outcomes: [{ figure: localized('-40 %', '-40%'), label: localized('d’appels', 'calls') }],
  stack: ['React'],
  screens: [],
  publishedAt: '2026-01-02T09:00:00.000Z',
  updatedAt: '2026-01-02T09:00:00.000Z',
};

export const job: Job = {
  id: 5,
  slug: 'developpeur-full-stack-js',
  title: localized('Développeur full stack JS', 'Full stack JS developer'),
  summary: localized('Résumé', 'Summary'),
  description: localized('Description', 'Description'),
  employmentType: 'FULL_TIME',
  location: 'Paris',
  address: null,
  salary: null,
  postedAt: '2026-01-02T09:00:00.000Z',
  validThrough: null,
  updatedAt: '2026-01-02T09:00:00.000Z',
};

export const item: Item = {
  id: 6,
  slug: 'starter-pack',
  title: localized('Starter pack', 'Starter pack'),
  description: localized('Description', 'Description'),
  image: null,
  priceCents: 150000,
  currency: 'eur',
};
