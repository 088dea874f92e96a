import type { BackendModule, i18n as I18n } from 'i18next';
import type { InterfaceLanguage } from '../../shared/languages';
import { EVERY_PAGE_NAMESPACES, initI18n, type NamespaceResources } from './i18n';
import { browserLanguageDetector } from './languageDetector';

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

/**
 * The browser's i18next: the language detected in the order of decisions.md, the translations
 * the server rendered the page with already there, every other namespace loaded when needed.
 */
export function createBrowserI18n(initial?: { lng: InterfaceLanguage; resources: NamespaceResources }): I18n {
  return initI18n({
    plugins: [browserLanguageDetector, lazyNamespaces],
    resources: initial ? { [initial.lng]: initial.resources } : undefined,
    ns: [...new Set([...EVERY_PAGE_NAMESPACES, ...Object.keys(initial?.resources ?? {})])],
  });
}
