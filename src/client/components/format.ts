import type { InterfaceLanguage } from '../../shared/languages';
import { formatter } from './formatter';

// Dates are in formatDate.ts: the pages that show only a date (the blog, an article) carry none of these.

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
