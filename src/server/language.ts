import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../shared/errors';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_KEY,
  isInterfaceLanguage,
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

/** One cookie's value from a Cookie header (no cookie library is installed). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The first interface language of an Accept-Language header, by q value then by order. */
export function acceptedLanguage(header: string | undefined): InterfaceLanguage | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.language).find(isInterfaceLanguage);
}
