import type { InterfaceLanguage } from '../../shared/languages';
import { i18n, type EmailTexts } from '../i18n';

/** Every entry of the `emails` namespace that has a subject and a body. */
export type EmailTemplate = {
  [K in keyof EmailTexts]: EmailTexts[K] extends { subject: string; body: string } ? K : never;
}[keyof EmailTexts];

export type EmailValues = Record<string, string | number>;

/**
 * The subject and text of an e-mail in a language, from the server's i18next `emails` namespace.
 * `{{company}}` and `{{signature}}` are always available. Subjects are kept on one line whatever
 * the values hold (no header injection, no broken subject).
 */
export function renderEmail(lang: InterfaceLanguage, template: EmailTemplate, values: EmailValues & { company: string }): { subject: string; text: string } {
  const text = (key: string, replace: EmailValues) => i18n.t(key, { lng: lang, ns: 'emails', replace });
  const all = { ...values, signature: text('signature', values) };
  return {
    subject: text(`${template}.subject`, all).replace(/\s+/g, ' ').trim(),
    text: text(`${template}.body`, all),
  };
}

/** The small vocabulary e-mails share: language names, option labels, placeholders. */
export function emailWords(lang: InterfaceLanguage): Pick<EmailTexts, 'languages' | 'notProvided' | 'spontaneous' | 'starterPackOptions'> {
  const words = <K extends keyof EmailTexts>(key: K) => i18n.t(key, { lng: lang, ns: 'emails', returnObjects: true }) as EmailTexts[K];
  return { languages: words('languages'), notProvided: words('notProvided'), spontaneous: words('spontaneous'), starterPackOptions: words('starterPackOptions') };
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
