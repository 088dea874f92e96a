import { AppError } from '../errors';
import { COMMON_PASSWORD_LIST } from './commonPasswordList';

/*
 * Server-side only: the list (~30 KB) stays out of the client bundle. The shared schema checks the
 * length as the person types; the server alone refuses a common password, with the same code.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_LIST);

/** Case does not make a common password safe: "Password" is refused like "password". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Throws 400 `notValidPassword` on `field` (as a schema error would) for a common password. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new AppError('notValidPassword', undefined, { [field]: 'notValidPassword' });
}
