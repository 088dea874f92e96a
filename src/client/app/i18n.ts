import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGES,
  INTERFACE_LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_KEY,
  LANGUAGE_STORAGE_KEY,
  type InterfaceLanguage,
} from '../../shared/languages';
import enErrors from '../../shared/locales/en/errors.json';
import frErrors from '../../shared/locales/fr/errors.json';
import enCommon from '../locales/en/common.json';
import frCommon from '../locales/fr/common.json';
import enLayout from '../locales/en/layout.json';
import frLayout from '../locales/fr/layout.json';
import enHome from '../locales/en/home.json';
import frHome from '../locales/fr/home.json';
import enBlog from '../locales/en/blog.json';
import frBlog from '../locales/fr/blog.json';
import enReferences from '../locales/en/references.json';
import frReferences from '../locales/fr/references.json';
import enRecruitment from '../locales/en/recruitment.json';
import frRecruitment from '../locales/fr/recruitment.json';
import enServices from '../locales/en/services.json';
import frServices from '../locales/fr/services.json';
import enLegal from '../locales/en/legal.json';
import frLegal from '../locales/fr/legal.json';
import enPage3d from '../locales/en/page3d.json';
import frPage3d from '../locales/fr/page3d.json';
import enItems from '../locales/en/items.json';
import frItems from '../locales/fr/items.json';
import enAccount from '../locales/en/account.json';
import frAccount from '../locales/fr/account.json';
import enForms from '../locales/en/forms.json';
import frForms from '../locales/fr/forms.json';
import enPayments from '../locales/en/payments.json';
import frPayments from '../locales/fr/payments.json';
import enPages from '../locales/en/pages.json';
import frPages from '../locales/fr/pages.json';

/**
 * One namespace per feature; `errors` is shared with the server, which answers the same texts.
 * All are bundled: together they weigh less than a round trip to fetch them.
 */
export const resources = {
  fr: {
    common: frCommon,
    pages: frPages,
    errors: frErrors,
    layout: frLayout,
    home: frHome,
    blog: frBlog,
    references: frReferences,
    recruitment: frRecruitment,
    services: frServices,
    legal: frLegal,
    page3d: frPage3d,
    items: frItems,
    account: frAccount,
    forms: frForms,
    payments: frPayments,
  },
  en: {
    common: enCommon,
    pages: enPages,
    errors: enErrors,
    layout: enLayout,
    home: enHome,
    blog: enBlog,
    references: enReferences,
    recruitment: enRecruitment,
    services: enServices,
    legal: enLegal,
    page3d: enPage3d,
    items: enItems,
    account: enAccount,
    forms: enForms,
    payments: enPayments,
  },
} as const;

export const NAMESPACES = Object.keys(resources.fr) as (keyof typeof resources.fr)[];

/**
 * Creates an initialised i18next instance. In the browser the language is detected in the
 * order of decisions.md; `lng` forces one (tests, server rendering).
 */
export function createI18n(lng?: InterfaceLanguage): I18n {
  const instance = i18next.createInstance();
  if (!lng) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources,
    lng,
    ns: NAMESPACES,
    defaultNS: 'common',
    supportedLngs: [...INTERFACE_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGES,
    load: 'languageOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: LANGUAGE_QUERY_KEY,
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
  });
  return instance;
}

/** The interface language as one of ours (i18next may hold a regional variant such as en-GB). */
export function currentLanguage(instance: I18n): InterfaceLanguage {
  const lng = (instance.resolvedLanguage ?? instance.language ?? '').slice(0, 2);
  return (INTERFACE_LANGUAGES as readonly string[]).includes(lng) ? (lng as InterfaceLanguage) : FALLBACK_LANGUAGES[0]!;
}
