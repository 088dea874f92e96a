import type { Localized } from '../../../../shared/api';
import { INTERFACE_LANGUAGES } from '../../../../shared/languages';

/** A text in both languages as a form holds it: one field per language, named as the schema's issues name it (`title.fr`). */
export type LocalizedValues<K extends string> = Record<`${K}.${keyof Localized}`, string>;

/** `{ title: { fr, en } }` from an entry (empty texts without one), as `{ 'title.fr', 'title.en' }`. */
export function localizedValues<K extends string>(fields: readonly K[], entry?: Partial<Record<K, Localized | null>>): LocalizedValues<K> {
  const values: Record<string, string> = {};
  for (const field of fields) for (const lang of INTERFACE_LANGUAGES) values[`${field}.${lang}`] = entry?.[field]?.[lang] ?? '';
  return values as LocalizedValues<K>;
}

/** The reverse: the form's `title.fr` and `title.en` back into `title: { fr, en }`, other values as they are. */
export function nestLocalized(values: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const [field, lang] = name.split('.');
    if (lang !== undefined && (INTERFACE_LANGUAGES as readonly string[]).includes(lang)) {
      input[field!] = { ...(input[field!] as object | undefined), [lang]: value };
    } else input[name] = value;
  }
  return input;
}
