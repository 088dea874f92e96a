import { AppError } from '../errors';
import { COMMON_PASSWORD_LIST } from './commonPasswordList';
import { FRENCH_PASSWORD_STEMS } from './frenchPasswordList';

/*
 * Server-side only: the lists (~35 KB) stay out of the client bundle. The shared schema checks the
 * length as the person types; the server alone refuses a common password, with the same code.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_LIST);
const FRENCH_STEMS: ReadonlySet<string> = new Set(FRENCH_PASSWORD_STEMS);

/** Lower-case letters and digits only, accents dropped: "Mot de passe !" is `motdepasse`. */
function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The word a password is made of, without the digits around it: `soleil123` is `soleil`. */
const stemOf = (text: string) => compact(text).replace(/^[0-9]+|[0-9]+$/g, '');

/** What else a password may not be than a common one: the site's own name, the account's address. */
export interface PasswordContext {
  /** The agency's name as shown (`Pixel & Cie`). */
  siteName: string;
  /** The account's e-mail address. */
  email?: string;
}

/**
 * Case does not make a common password safe: "Password" is refused like "password". Nor do digits
 * or symbols around a French common word, the site's name, the account's address or the part of
 * it before the `@` (`Marseille13!`, `pixelcie2026`, `lea.martin1`).
 */
export function isCommonPassword(password: string, context?: PasswordContext): boolean {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return true;
  const stem = stemOf(password);
  if (stem === '') return false;
  if (FRENCH_STEMS.has(stem)) return true;
  if (!context) return false;
  const own = [context.siteName, context.email, context.email?.split('@')[0]].filter((text): text is string => text !== undefined).map(stemOf);
  return own.some((text) => text !== '' && text === stem);
}

/** Throws 400 `notValidPassword` on `field` (as a schema error would) for a common password. */
export function refuseCommonPassword(password: string, field: string, context: PasswordContext): void {
  if (isCommonPassword(password, context)) throw new AppError('notValidPassword', undefined, { [field]: 'notValidPassword' });
}
