import type { Localized } from '../../../shared/api';

/**
 * Sample texts are written indented, in plain ASCII punctuation, so no invisible character hides
 * in the source; `localized()` trims the indentation and applies each language's typography once,
 * here: in French ’, …, non-breaking spaces before : ; ! ? » % € and inside « », thin spaces in
 * thousands; in English ’, “ ” and ….
 */

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

function clean(source: string): string {
  return source
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

export function frenchTypography(source: string): string {
  return clean(source)
    .replace(/'/g, '’')
    .replace(/\.\.\./g, '…')
    .replace(/« /g, `«${NBSP}`)
    .replace(/ ([:»%€])/g, `${NBSP}$1`)
    .replace(/ ([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/(\d) (?=\d{3}\b)/g, `$1${NARROW_NBSP}`);
}

export function englishTypography(source: string): string {
  return clean(source)
    .replace(/'/g, '’')
    .replace(/\.\.\./g, '…')
    // A quotation mark opens at the start, after a space or an opening bracket; it closes elsewhere.
    .replace(/(^|[\s([])"/gm, '$1“')
    .replace(/"/g, '”');
}

export function localized(fr: string, en: string): Localized {
  return { fr: frenchTypography(fr), en: englishTypography(en) };
}
