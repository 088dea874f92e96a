import i18next, { type InitOptions, type PostProcessorModule, type Resource, type i18n as I18n } from 'i18next';
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

/** Namespaces every page needs from its first render: the frame's, and its title (of `pages`, its own part). */
export const EVERY_PAGE_NAMESPACES: readonly Namespace[] = ['common', 'layout', 'pages'];

/**
 * Namespaces a page carries only the part of that its render used (and the keys below): the
 * rest is fetched once the page is hydrated, and before a page that needs it is shown
 * (partialTexts.tsx). Each page uses its own titles of `pages`, and shows few error texts if any.
 */
export const PARTIAL_NAMESPACES: readonly Namespace[] = ['pages', 'errors'];

/** The error texts every page carries: those shown when nothing more can be fetched. */
export const ERROR_CODES_ON_EVERY_PAGE = ['network', 'internal'] as const;
const KEYS_ON_EVERY_PAGE: Partial<Record<Namespace, readonly string[]>> = { errors: ERROR_CODES_ON_EVERY_PAGE };

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
  /** Records the keys of PARTIAL_NAMESPACES each translation uses, for usedResources (server rendering). */
  recordUsedKeys?: boolean;
}

/**
 * Creates an initialised i18next instance. Both languages are complete, so each falls back on
 * itself only (no second language's files fetched for nothing); an unsupported language falls
 * back on en then fr (decisions.md).
 */
export function initI18n({ lng, resources, plugins = [], ns = NAMESPACES, recordUsedKeys = false }: InitI18nOptions): I18n {
  const instance = i18next.createInstance();
  for (const plugin of [...plugins, ...(recordUsedKeys ? [usedKeysRecorder] : [])]) instance.use(plugin);
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
    ...(recordUsedKeys && { postProcess: [usedKeysRecorder.name], postProcessPassResolved: true }),
  };
  void instance.init(options);
  return instance;
}

/** The interface language as one of ours (i18next may hold a regional variant such as en-GB). */
export function currentLanguage(instance: I18n): InterfaceLanguage {
  const lng = (instance.resolvedLanguage ?? instance.language ?? '').slice(0, 2);
  return (INTERFACE_LANGUAGES as readonly string[]).includes(lng) ? (lng as InterfaceLanguage) : FALLBACK_LANGUAGES[0]!;
}

/** The keys each instance's translations used, by namespace, keyed by the instance's resource store. */
const usedKeys = new WeakMap<object, Map<string, Set<string>>>();

const usedKeysRecorder: PostProcessorModule = {
  type: 'postProcessor',
  name: 'usedKeys',
  process(value, _key, options, translator: { resourceStore: object }) {
    const { usedNS, usedKey, res } = (options as { i18nResolved?: { usedNS?: string; usedKey?: string; res?: unknown } }).i18nResolved ?? {};
    if (usedNS && usedKey && res !== undefined && (PARTIAL_NAMESPACES as readonly string[]).includes(usedNS)) {
      const byNamespace = usedKeys.get(translator.resourceStore) ?? new Map<string, Set<string>>();
      usedKeys.set(translator.resourceStore, byNamespace);
      const keys = byNamespace.get(usedNS) ?? new Set<string>();
      byNamespace.set(usedNS, keys.add(usedKey));
    }
    return value;
  },
};

/** The texts at `keys` (paths such as `contact.title`) of a bundle, nested as in the bundle. */
function pickKeys(bundle: Record<string, unknown>, keys: Iterable<string>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const path = key.split('.');
    let from: unknown = bundle;
    let to = picked;
    for (const [index, part] of path.entries()) {
      if (typeof from !== 'object' || from === null || !(part in from)) break;
      from = (from as Record<string, unknown>)[part];
      if (index === path.length - 1) to[part] = from;
      else to = (to[part] ??= {}) as Record<string, unknown>;
    }
  }
  return picked;
}

/**
 * The translations the page used, for the browser to start with (server rendering, with
 * `recordUsedKeys`): the namespaces its components named and every page's, and of
 * PARTIAL_NAMESPACES only the keys it translated.
 */
export function usedResources(instance: I18n, lng: InterfaceLanguage): NamespaceResources {
  const used = new Set([...EVERY_PAGE_NAMESPACES, ...PARTIAL_NAMESPACES, ...(instance.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const bundles: NamespaceResources = {};
  for (const ns of used) {
    const bundle = instance.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
    if (!bundle || !(NAMESPACES as readonly string[]).includes(ns)) continue;
    const name = ns as Namespace;
    bundles[name] = PARTIAL_NAMESPACES.includes(name)
      ? pickKeys(bundle, [...(KEYS_ON_EVERY_PAGE[name] ?? []), ...(usedKeys.get(instance.store)?.get(ns) ?? [])])
      : bundle;
  }
  return bundles;
}
