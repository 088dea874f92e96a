import type { i18n as I18n } from 'i18next';
import type { InterfaceLanguage } from '../../shared/languages';
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
import enAdmin from '../locales/en/admin.json';
import frAdmin from '../locales/fr/admin.json';
import enAdminContent from '../locales/en/adminContent.json';
import frAdminContent from '../locales/fr/adminContent.json';
import { initI18n, type Namespace } from '../lib/i18n';

/**
 * Every namespace of both languages, loaded at once: for the server renderer and tests. The
 * browser loads them one by one (i18nBrowser.ts).
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
    admin: frAdmin,
    adminContent: frAdminContent,
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
    admin: enAdmin,
    adminContent: enAdminContent,
  },
} satisfies Record<InterfaceLanguage, Record<Namespace, object>>;

/**
 * An i18next instance with every translation, ready at once (server rendering, tests).
 * `recordUsedKeys`: for the server renderer, which hands the page the part it used of some namespaces.
 */
export function createI18n(lng: InterfaceLanguage, { recordUsedKeys = false }: { recordUsedKeys?: boolean } = {}): I18n {
  return initI18n({ lng, resources, recordUsedKeys });
}
