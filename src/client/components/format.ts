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

/** A price from cents, in the interface language: "490,00 €" in French, "€490.00" in English. */
export function formatPrice(cents: number, currency: string, lang: InterfaceLanguage): string {
  const code = currency.toUpperCase();
  return formatter(`price ${lang} ${code}`, () => new Intl.NumberFormat(lang, { style: 'currency', currency: code })).format(cents / 100);
}

/** A whole amount of money, without cents: "45 000 €" in French, "€45,000" in English. */
export function formatAmount(amount: number, currency: string, lang: InterfaceLanguage): string {
  const code = currency.toUpperCase();
  return formatter(`amount ${lang} ${code}`, () => new Intl.NumberFormat(lang, { style: 'currency', currency: code, maximumFractionDigits: 0 })).format(amount);
}

/** A number with the language's grouping: "12 000" in French, "12,000" in English. */
export function formatNumber(value: number, lang: string): string {
  return formatter(`number ${lang}`, () => new Intl.NumberFormat(lang)).format(value);
}

/** A whole percentage: "98 %" in French, "98%" in English. */
export function formatPercent(percent: number, lang: string): string {
  return formatter(`percent ${lang}`, () => new Intl.NumberFormat(lang, { style: 'percent' })).format(percent / 100);
}
