import type { FastifyRequest } from 'fastify';
import i18next from 'i18next';
import type { ErrorCode } from '../shared/errors';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY_KEY, isInterfaceLanguage, type InterfaceLanguage } from '../shared/languages';
// Imported, not read from disk, so that the server bundle carries them.
import enErrors from '../shared/locales/en/errors.json';
import frErrors from '../shared/locales/fr/errors.json';
import { acceptedLanguage } from './http/negotiation';
import enEmails from './locales/en/emails.json';
import frEmails from './locales/fr/emails.json';

export type EmailTexts = typeof frEmails;

// Typed as complete: a code or an e-mail text missing from a language fails the type check.
const RESOURCES: Record<InterfaceLanguage, { errors: Record<ErrorCode, string>; emails: EmailTexts }> = {
  fr: { errors: frErrors, emails: frEmails },
  en: { errors: enErrors, emails: enEmails },
};

/**
 * The server's translations: the API's error messages (`errors`, shared with the browser) and the
 * e-mails (`emails`). Plain text: values are inserted as they are, never escaped nor read as
 * templates, and a `{{name}}` without a value is a bug in our code, not a blank.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  resources: RESOURCES,
  lng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(RESOURCES),
  // Both languages are complete (the types say so): nothing to fall back on.
  fallbackLng: false,
  ns: ['errors', 'emails'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => {
    throw new Error(`No value for ${match[0]}`);
  },
  returnNull: false,
  initAsync: false,
});

/**
 * The language the server answers in: `?lng=`, then the language cookie, then the logged-in
 * user's language, then Accept-Language, else French.
 */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[LANGUAGE_QUERY_KEY];
  if (isInterfaceLanguage(fromQuery)) return fromQuery;

  const fromCookie = requestCookies(request)[LANGUAGE_COOKIE];
  if (isInterfaceLanguage(fromCookie)) return fromCookie;

  const fromUser = request.user?.language;
  if (isInterfaceLanguage(fromUser)) return fromUser;

  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/**
 * The request's cookies: @fastify/cookie parses them before the handler (app.ts), so an answer
 * made earlier (a 404, a validation error, a page from the cache) parses them here, once.
 */
function requestCookies(request: FastifyRequest): FastifyRequest['cookies'] {
  return (request.cookies ??= request.server.parseCookie(request.headers.cookie ?? ''));
}

export function errorMessage(code: ErrorCode, lang: InterfaceLanguage): string {
  return i18n.t(code, { lng: lang, ns: 'errors' });
}
