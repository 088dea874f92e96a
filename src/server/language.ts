import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../shared/errors';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_KEY,
  acceptedLanguage,
  isInterfaceLanguage,
  readCookie,
  type InterfaceLanguage,
} from '../shared/languages';
// Imported, not read from disk, so that the server bundle carries them.
import enErrors from '../shared/locales/en/errors.json';
import frErrors from '../shared/locales/fr/errors.json';

// Typed as complete: a code missing from a locale file fails the type check.
const ERROR_MESSAGES: Record<InterfaceLanguage, Record<ErrorCode, string>> = { fr: frErrors, en: enErrors };

/**
 * The language the server answers in: `?lng=`, then the language cookie, then the logged-in
 * user's language, then Accept-Language, else French.
 */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[LANGUAGE_QUERY_KEY];
  if (isInterfaceLanguage(fromQuery)) return fromQuery;

  const fromCookie = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  if (isInterfaceLanguage(fromCookie)) return fromCookie;

  // The accounts issue adds request.user; until then this is always undefined.
  const fromUser = (request as { user?: { language?: unknown } | null }).user?.language;
  if (isInterfaceLanguage(fromUser)) return fromUser;

  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

export function errorMessage(code: ErrorCode, lang: InterfaceLanguage): string {
  return ERROR_MESSAGES[lang][code];
}
