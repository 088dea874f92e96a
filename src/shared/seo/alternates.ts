import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, addressIn, isSupportedRouteLanguage, type InterfaceLanguage } from '../languages';

/** An `hreflang` alternate: a language (or `x-default`, for visitors of any other language) and its address. */
export interface Alternate {
  hreflang: InterfaceLanguage | 'x-default';
  href: string;
}

export interface PageUrls {
  /** The page's own address in the language asked for: canonical links point to themselves. */
  canonical: string;
  /** Every language of the page, then `x-default` (the default language's address). */
  alternates: Alternate[];
}

/**
 * The canonical URL and the `hreflang` alternates of a page, from its path (`/fr/blog`, as
 * pathTo or location.pathname give it; a query or fragment is ignored) and a language.
 *
 * A language that is a route prefix gets its own prefix (`/fr/blog`); the others are reached by
 * `?lng=` on the default language's path (`/fr/blog?lng=en`, decisions.md). So adding `'en'` to
 * SUPPORTED_ROUTE_LANGUAGES turns the English address into `/en/blog` here too.
 */
export function pageUrls(path: string, language: InterfaceLanguage, siteUrl: string): PageUrls {
  const rest = pathWithoutLanguage(path);
  const urlIn = (lang: InterfaceLanguage) => siteUrl + addressIn(`/${DEFAULT_LANGUAGE}${rest}`, lang);
  return {
    canonical: urlIn(language),
    alternates: [
      ...INTERFACE_LANGUAGES.map((lang) => ({ hreflang: lang, href: urlIn(lang) })),
      { hreflang: 'x-default', href: urlIn(DEFAULT_LANGUAGE) },
    ],
  };
}

/** `/fr/blog/` gives `/blog`; `/fr` gives ''; a path without a route language keeps all its segments. */
function pathWithoutLanguage(path: string): string {
  const segments = path.replace(/[?#].*$/s, '').split('/').filter(Boolean);
  if (isSupportedRouteLanguage(segments[0])) segments.shift();
  return segments.map((segment) => `/${segment}`).join('');
}
