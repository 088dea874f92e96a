import type { InterfaceLanguage } from '../../shared/languages';
// Imported, not read from disk, so that the server bundle carries them.
import enEmails from '../locales/en/emails.json';
import frEmails from '../locales/fr/emails.json';

type EmailTexts = typeof frEmails;
// Typed as French's shape: a key missing from English fails the type check.
const TEXTS: Record<InterfaceLanguage, EmailTexts> = { fr: frEmails, en: enEmails };

/** Every entry of emails.json that has a subject and a body. */
export type EmailTemplate = {
  [K in keyof EmailTexts]: EmailTexts[K] extends { subject: string; body: string } ? K : never;
}[keyof EmailTexts];

export type EmailValues = Record<string, string | number>;

/** Replaces each `{{name}}` with its value; an unknown name is a bug in our code, not a blank. */
export function interpolate(template: string, values: EmailValues): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}}`);
    return String(values[name]);
  });
}

/**
 * The subject and text of an e-mail in a language. `{{company}}` and `{{signature}}` are always
 * available. Subjects are kept on one line whatever the values hold (no header injection, no
 * broken subject).
 */
export function renderEmail(lang: InterfaceLanguage, template: EmailTemplate, values: EmailValues & { company: string }): { subject: string; text: string } {
  const texts = TEXTS[lang];
  const all = { ...values, signature: interpolate(texts.signature, values) };
  return {
    subject: interpolate(texts[template].subject, all).replace(/\s+/g, ' ').trim(),
    text: interpolate(texts[template].body, all),
  };
}

/** The small vocabulary e-mails share: language names, option labels, placeholders. */
export function emailWords(lang: InterfaceLanguage): Pick<EmailTexts, 'languages' | 'notProvided' | 'spontaneous' | 'starterPackOptions'> {
  const { languages, notProvided, spontaneous, starterPackOptions } = TEXTS[lang];
  return { languages, notProvided, spontaneous, starterPackOptions };
}

const PLAIN_NAME_LENGTH = 60;

/**
 * A name as plain words, for the greeting of an e-mail sent to whatever address a form names:
 * letters, spaces, apostrophes and hyphens on one line, so that a "name" can carry neither a link
 * nor a line of text of its own to someone else's mailbox.
 */
export function plainName(name: string): string {
  return name
    .replace(/[^\p{L}\p{M}'’ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PLAIN_NAME_LENGTH)
    .trim();
}

/** A date as the agency reads it (its time zone: Paris). */
export function formatEmailDate(iso: string, lang: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));
}
