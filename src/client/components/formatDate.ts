import type { InterfaceLanguage } from '../../shared/languages';
import { formatter } from './formatter';

// Dates are drawn in the agency's time zone, not the reader's: the same text on every machine
// (and on a server rendering later), so an article published at midnight never shows the day before.
const TIME_ZONE = 'Europe/Paris';

/** A date for reading, in the interface language: "2 janvier 2026", "January 2, 2026". */
export function formatDate(iso: string, lang: InterfaceLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(`date ${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: TIME_ZONE })).format(date);
}

/** A moment for reading, to the minute: "2 janv. 2026, 14:05", "Jan 2, 2026, 2:05 PM". */
export function formatDateTime(iso: string, lang: InterfaceLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(`datetime ${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })).format(date);
}
