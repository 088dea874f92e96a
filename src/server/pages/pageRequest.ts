import { LANGUAGE_QUERY_KEY } from '../../shared/languages';
import { withoutControlCharacters } from '../../shared/paths';
import { routeNameOf, type RouteName } from '../../shared/routes';

/**
 * The query parameters a page reads while rendering, by route (`useSearchParams` in its component),
 * besides `lng`. Any other parameter (`utm_*`, `fbclid`, anything) is left out of the rendering and
 * of the cache key, so it shares the page's cached rendering.
 */
const PAGE_QUERY_KEYS: Partial<Record<RouteName, readonly string[]>> = {
  candidacy: ['job'],
  resetPassword: ['token', 'email'],
};
/** Pages whose markup holds a secret of their address (a reset link's token): rendered each time, never kept. */
const SECRET_PAGES: readonly RouteName[] = ['resetPassword'];

export interface PageRequest {
  /** Path and the query parameters the page reads (sorted): what is rendered, and the cache key. */
  url: string;
  /** The other parameters, as they came: put back on a redirect's target. */
  ignored: string;
  /** false: the rendering is not kept (a secret in its markup). */
  keep: boolean;
}

/** What of a request's address the page depends on. */
export function pageRequest(requestUrl: string): PageRequest {
  const queryAt = requestUrl.indexOf('?');
  const path = withoutControlCharacters(queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt));
  const route = routeNameOf(path);
  const read = new Set([LANGUAGE_QUERY_KEY, ...((route && PAGE_QUERY_KEYS[route]) ?? [])]);
  const kept = new URLSearchParams();
  const ignored = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(queryAt === -1 ? '' : requestUrl.slice(queryAt + 1))) (read.has(name) ? kept : ignored).append(name, value);
  kept.sort();
  const query = kept.toString();
  return { url: query ? `${path}?${query}` : path, ignored: ignored.toString(), keep: route === null || !SECRET_PAGES.includes(route) };
}

/** A redirect's target with the parameters the page ignored put back (`/?utm_source=x` → `/fr?utm_source=x`). */
export function withIgnored(location: string, ignored: string): string {
  if (!ignored) return location;
  const hashAt = location.indexOf('#');
  const [base, hash] = hashAt === -1 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${ignored}${hash}`;
}
