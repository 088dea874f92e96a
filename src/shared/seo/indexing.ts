import { PROTECTED_ROUTES, ROUTES, type RouteName } from '../routes';

/** Screens about a visitor's own account: nothing for a search engine. */
const ACCOUNT_ROUTES: readonly RouteName[] = ['login', 'signup', 'lostPassword', 'resetPassword'];

/**
 * Routes kept out of search results: the account screens, the protected pages, the 404 page,
 * and home-v2, which repeats the home page's sections in another order (a duplicate of `/fr`).
 */
export const NOT_INDEXED_ROUTES: readonly RouteName[] = [...ACCOUNT_ROUTES, ...PROTECTED_ROUTES, 'notFound', 'homeV2'];

/** Whether search engines should index the route (the Seo component adds `noindex` otherwise). */
export function isIndexable(name: RouteName): boolean {
  return !NOT_INDEXED_ROUTES.includes(name);
}

/** Indexable routes without parameters: the fixed pages of the sitemap. Content pages are listed from the database. */
export const FIXED_INDEXABLE_ROUTES: readonly RouteName[] = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) => !ROUTES[name].includes(':') && isIndexable(name),
);
