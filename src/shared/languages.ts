/** Languages the interface is fully translated into, and those accepted as a route prefix. */
export const INTERFACE_LANGUAGES = ['fr', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/**
 * Route prefixes the router accepts. Only `fr` for now (product spec); adding `'en'` here is
 * the only change needed to serve `/en/...`.
 */
export const SUPPORTED_ROUTE_LANGUAGES: readonly InterfaceLanguage[] = ['fr'];
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'fr';
/** i18next fallback order (decisions.md). */
export const FALLBACK_LANGUAGES: InterfaceLanguage[] = ['en', 'fr'];

export interface Language {
  code: InterfaceLanguage;
  nativeName: string;
}

export const LANGUAGES: Record<InterfaceLanguage, Language> = {
  fr: { code: 'fr', nativeName: 'Français' },
  en: { code: 'en', nativeName: 'English' },
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

export function isSupportedRouteLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (SUPPORTED_ROUTE_LANGUAGES as readonly string[]).includes(value);
}

/** Storage keys and names the browser and the server agree on. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_QUERY_KEY = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const TOKEN_STORAGE_KEY = 'token';

/**
 * The interface language a route asks for. A route prefix chooses the language only when there
 * is a choice of prefixes: while `fr` is the only one, `/fr/...` carries no choice and the
 * visitor's detected language (?lng=, stored choice, browser) stands.
 */
export function interfaceLanguageFor(routeLanguage: InterfaceLanguage, detected: InterfaceLanguage): InterfaceLanguage {
  return SUPPORTED_ROUTE_LANGUAGES.length > 1 ? routeLanguage : detected;
}

/** The parts of a site address: path, query (without `?`) and fragment (with its `#`). */
function splitAddress(url: string): { path: string; query: string; fragment: string } {
  const [, path = '', query = '', fragment = ''] = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/s.exec(url) ?? [];
  return { path, query, fragment };
}

const isLanguageParam = (param: string) => param.split('=')[0] === LANGUAGE_QUERY_KEY;

/**
 * The language an address says (decisions.md, Languages): its `?lng=` when that is an interface
 * language, else its route prefix, else the default language.
 */
export function addressLanguage(url: string): InterfaceLanguage {
  const { path, query } = splitAddress(url);
  const fromQuery = query.split('&').find(isLanguageParam)?.slice(LANGUAGE_QUERY_KEY.length + 1);
  if (isInterfaceLanguage(fromQuery)) return fromQuery;
  const prefix = path.split('/')[1];
  return isSupportedRouteLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}

/**
 * The same address in `lang`: a language with its own route prefix gets that prefix and no
 * `?lng=`; any other keeps the default prefix and carries `?lng=` (French has none, English is
 * `?lng=en`). The rest of the query and the fragment stay as they are. `url` is a path of this
 * site, with its query and fragment (`/fr/blog?page=2#top`).
 */
export function addressIn(url: string, lang: InterfaceLanguage): string {
  const { path, query, fragment } = splitAddress(url);
  const wanted = isSupportedRouteLanguage(lang) ? null : `${LANGUAGE_QUERY_KEY}=${lang}`;
  // The right `lng=` stays where it is (an address already in `lang` is returned unchanged).
  const params = query.split('&').filter((param, index, all) => param !== '' && (!isLanguageParam(param) || (param === wanted && all.indexOf(param) === index)));
  if (wanted && !params.includes(wanted)) params.push(wanted);
  const segments = path.split('/');
  if (isSupportedRouteLanguage(segments[1])) segments[1] = isSupportedRouteLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return `${segments.join('/')}${params.length > 0 ? `?${params.join('&')}` : ''}${fragment}`;
}
