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
