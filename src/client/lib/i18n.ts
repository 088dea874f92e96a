import i18next, { type InitOptions, type Resource, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGES, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../shared/languages';

/** One namespace per feature; `errors` is shared with the server, which answers the same texts. */
export const NAMESPACES = [
  'common',
  'pages',
  'errors',
  'layout',
  'home',
  'blog',
  'references',
  'recruitment',
  'services',
  'legal',
  'page3d',
  'items',
  'account',
  'forms',
  'payments',
  // The staff area's: loaded only by its pages.
  'admin',
  'adminContent',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces every page needs from its first render: the frame's, page titles, and `errors`,
 * which components reach as `t('errors:<code>')` without naming it to useTranslation (so it
 * would never be loaded on demand).
 */
export const EVERY_PAGE_NAMESPACES: readonly Namespace[] = ['common', 'layout', 'pages', 'errors'];

/** Translations of some namespaces of one language, as the server renderer hands them to the page. */
export type NamespaceResources = Partial<Record<Namespace, Record<string, unknown>>>;

export interface InitI18nOptions {
  /** Forces the language; without it the detector plugin (given in `plugins`) chooses. */
  lng?: InterfaceLanguage;
  resources?: Resource;
  /** i18next plugins: the browser's language detector and lazy namespace loader. */
  plugins?: Parameters<I18n['use']>[0][];
  /** Namespaces to have ready before the first render. */
  ns?: readonly string[];
}

/**
 * Creates an initialised i18next instance. Both languages are complete, so each falls back on
 * itself only (no second language's files fetched for nothing); an unsupported language falls
 * back on en then fr (decisions.md).
 */
export function initI18n({ lng, resources, plugins = [], ns = NAMESPACES }: InitI18nOptions): I18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  instance.use(initReactI18next);
  const options: InitOptions = {
    resources,
    partialBundledLanguages: true,
    lng,
    ns: [...ns],
    defaultNS: 'common',
    supportedLngs: [...INTERFACE_LANGUAGES],
    fallbackLng: { fr: ['fr'], en: ['en'], default: FALLBACK_LANGUAGES },
    load: 'languageOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  };
  void instance.init(options);
  return instance;
}

/** The interface language as one of ours (i18next may hold a regional variant such as en-GB). */
export function currentLanguage(instance: I18n): InterfaceLanguage {
  const lng = (instance.resolvedLanguage ?? instance.language ?? '').slice(0, 2);
  return (INTERFACE_LANGUAGES as readonly string[]).includes(lng) ? (lng as InterfaceLanguage) : FALLBACK_LANGUAGES[0]!;
}

/** The translations of the namespaces the page used, for the browser to start with (server rendering). */
export function usedResources(instance: I18n, lng: InterfaceLanguage): NamespaceResources {
  const used = new Set([...EVERY_PAGE_NAMESPACES, ...(instance.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const bundles: NamespaceResources = {};
  for (const ns of used) {
    const bundle = instance.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
    if (bundle && (NAMESPACES as readonly string[]).includes(ns)) bundles[ns as Namespace] = bundle;
  }
  return bundles;
}
