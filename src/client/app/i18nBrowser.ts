import LanguageDetector from 'i18next-browser-languagedetector';
import type { BackendModule, i18n as I18n } from 'i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_KEY, LANGUAGE_STORAGE_KEY, type InterfaceLanguage } from '../../shared/languages';
import { EVERY_PAGE_NAMESPACES, initI18n, type NamespaceResources } from '../lib/i18n';
import { markPartialTexts } from '../lib/partialTexts';

/** Each namespace of each language is its own small chunk, fetched when a page first needs it. */
function loadNamespace(lng: string, ns: string): Promise<unknown> {
  if (ns === 'errors') return import(/* webpackChunkName: "i18n-errors-[request]" */ `../../shared/locales/${lng}/errors.json`);
  return import(/* webpackChunkName: "i18n-[request]" */ `../locales/${lng}/${ns}.json`);
}

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    loadNamespace(lng, ns).then(
      (module) => callback(null, (module as { default?: object }).default ?? (module as object)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const ONE_YEAR_MINUTES = 365 * 24 * 60;

/** This document came through one of the site's own redirects (`/` to `/fr`, or to the visitor's language). */
function reachedByRedirect(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return ((navigation as PerformanceNavigationTiming | undefined)?.redirectCount ?? 0) > 0;
}

/**
 * The browser's language detection in the order of decisions.md. "The browser's language" is the
 * Accept-Language the server saw, written into the page (`serverBrowser`), not
 * `navigator.languages`: a crawler reports an English browser but sends no Accept-Language, and a
 * French page must stay French for it. The choice is kept in localStorage and in the cookie the
 * server reads.
 */
function languageDetector(browserLanguage: InterfaceLanguage | null): LanguageDetector {
  const detector = new LanguageDetector(undefined, {
    order: ['personQuerystring', 'cookie', 'localStorage', 'sessionStorage', 'serverBrowser', 'htmlTag'],
    lookupQuerystring: LANGUAGE_QUERY_KEY,
    lookupCookie: LANGUAGE_COOKIE,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage', 'cookie'],
    cookieMinutes: ONE_YEAR_MINUTES,
    cookieOptions: { path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' },
  });
  detector.addDetector({ name: 'serverBrowser', lookup: () => browserLanguage ?? undefined });
  // The address's ?lng=, unless the server wrote it: a redirect to `?lng=en` is the server's reading
  // of the cookie or Accept-Language, which cannot see this browser's storage, so the order goes on
  // (a stored French choice then comes before the browser's language, and the address is put back).
  const querystring = detector.detectors.querystring!;
  detector.addDetector({ name: 'personQuerystring', lookup: (options) => (reachedByRedirect() ? undefined : querystring.lookup(options)) });
  return detector;
}

export interface BrowserI18nStart {
  /** The language the server rendered the page in, and the translations it used. */
  lng: InterfaceLanguage;
  resources: NamespaceResources;
  /** The language the request's Accept-Language chose; null when it had none (or none of ours). */
  browserLanguage: InterfaceLanguage | null;
}

/**
 * The browser's i18next: the language detected in the order of decisions.md, the translations
 * the server rendered the page with already there (of some namespaces, part: partialTexts.tsx),
 * every other namespace loaded when needed.
 */
export function createBrowserI18n(initial?: BrowserI18nStart): I18n {
  const i18n = initI18n({
    plugins: [languageDetector(initial?.browserLanguage ?? null), lazyNamespaces],
    resources: initial ? { [initial.lng]: initial.resources } : undefined,
    ns: [...new Set([...EVERY_PAGE_NAMESPACES, ...Object.keys(initial?.resources ?? {})])],
  });
  if (initial) markPartialTexts(i18n, initial.lng, Object.keys(initial.resources));
  return i18n;
}
