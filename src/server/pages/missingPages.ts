import { matchPath } from 'react-router-dom';
import { isSupportedRouteLanguage } from '../../shared/languages';
import { pathTo, routeNameOf, ROUTES, type RouteName } from '../../shared/routes';
import { articleExists, categoryHasArticles } from '../services/content/articles';
import { clientExists } from '../services/content/clients';
import { jobExists } from '../services/content/jobs';
import { projectExists } from '../services/content/projects';
import type { Db } from '../services/content/refs';

/**
 * Whether a detail page's address names something, asked the way its page's API call asks (one
 * indexed query): an address that names nothing is known to be the 404 page without rendering it.
 */
const LOOKUPS: Partial<Record<RouteName, (db: Db, params: Record<string, string>) => Promise<boolean>>> = {
  article: (db, { slug = '' }) => articleExists(db, slug),
  category: (db, { slug = '' }) => categoryHasArticles(db, slug),
  client: (db, { slug = '' }) => clientExists(db, slug),
  recruitmentDetail: (db, { slug = '' }) => jobExists(db, slug),
  projectDetail: (db, { id = '' }) => projectExists(db, id),
};

/**
 * What stands for an address's parameters in the 404 page rendered once per route and language: a
 * slug and an id that name nothing and appear nowhere else in a page (not even inside a timestamp).
 */
const STAND_INS: Record<string, string> = { slug: 'x0-no-such-page-stand-in-0x', id: '907060504030201', rest: 'x0-no-such-address-stand-in-0x' };
/** Characters written the same in HTML, in JSON and in a URL: a value made of them replaces its stand-in as a render would write it. */
const PLAIN = /^[A-Za-z0-9_-]{1,200}$/;
const PLAIN_PATH = /^[A-Za-z0-9_-]{1,200}(?:\/[A-Za-z0-9_-]{1,200}){0,7}$/;

/** A 404 page known without rendering it. */
export interface MissingPage {
  /**
   * The address of the same route with stand-ins for what names nothing, whose 404 page, rendered
   * once, is this one once each stand-in is replaced (`replacements`); null when a value has
   * characters a replacement could not write as the render would: the page is then left to the browser.
   */
  standIn: string | null;
  replacements: [standIn: string, value: string][];
}

/** The 404 page `url` (a page request's path and query) is known to be, or null when it must be rendered to tell. */
export async function missingPage(db: Db, url: string): Promise<MissingPage | null> {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const lang = path.split('/')[1];
  if (!isSupportedRouteLanguage(lang)) return null;
  const route = routeNameOf(path);
  if (route === null) {
    // No route has this path: the 404 page, the path written only in its links to itself.
    const rest = path.slice(lang.length + 2);
    if (!PLAIN_PATH.test(rest)) return null;
    return { standIn: `/${lang}/${STAND_INS.rest}${query}`, replacements: [[STAND_INS.rest!, rest]] };
  }
  const lookup = LOOKUPS[route];
  if (!lookup) return null;
  const { lang: _lang, ...params } = matchPath({ path: `/:lang/${ROUTES[route].path}`, end: true }, path)?.params ?? {};
  const values = decoded(params as Record<string, string>);
  if (values === null) return null;
  // Another spelling of a page's address (a trailing slash, capitals) is the page's to redirect.
  if (pathTo(route, values, lang) !== path || (await lookup(db, values))) return null;
  const names = Object.keys(values);
  if (!names.every((name) => PLAIN.test(values[name]!) && STAND_INS[name] !== undefined)) return { standIn: null, replacements: [] };
  const standIns = Object.fromEntries(names.map((name) => [name, STAND_INS[name]!]));
  return { standIn: `${pathTo(route, standIns, lang)}${query}`, replacements: names.map((name) => [standIns[name]!, values[name]!]) };
}

/** The router's values as the page reads them (matchPath leaves them as the address has them); null for a malformed escape. */
function decoded(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]));
  } catch {
    return null;
  }
}

/** The stand-in's 404 page made this address's. */
export function replaceStandIns(body: string, replacements: MissingPage['replacements']): string {
  return replacements.reduce((text, [standIn, value]) => text.split(standIn).join(value), body);
}
