import type { Company } from '../../shared/company';
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_KEY, type InterfaceLanguage } from '../../shared/languages';
import { pathTo, type RouteName } from '../../shared/routes';
import { formatEmailDate, plainName, renderEmail } from './emails';
import type { Outbox } from './outbox';
import { RESET_TOKEN_MINUTES } from './passwordResets';
import type { UserRow } from './sessions';
import { languageOf } from './users';

export interface NoticeContext {
  outbox: Outbox;
  company: Company;
  siteUrl: string;
}

/** A page of the site as the reader sees it in their language (English carries `?lng=en`). */
export function siteLink(siteUrl: string, route: RouteName, lang: InterfaceLanguage, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (lang !== DEFAULT_LANGUAGE) params.set(LANGUAGE_QUERY_KEY, lang);
  const search = params.toString();
  return `${siteUrl}${pathTo(route)}${search ? `?${search}` : ''}`;
}

/** Sends the reset link; the body carries the link, so the outbox drops it once delivered. */
export async function noticePasswordReset({ outbox, company, siteUrl }: NoticeContext, user: UserRow, token: string): Promise<void> {
  const lang = languageOf(user);
  const { subject, text } = renderEmail(lang, 'passwordReset', {
    company: company.name,
    firstName: plainName(user.first_name),
    link: siteLink(siteUrl, 'resetPassword', lang, { token, email: user.email }),
    minutes: RESET_TOKEN_MINUTES,
  });
  await outbox.enqueue({ to: user.email, subject, text, secret: true });
}

/** Tells the account's address that its password changed, with the way back if it was not them. */
export async function noticePasswordChanged({ outbox, company, siteUrl }: NoticeContext, user: UserRow, at = new Date()): Promise<void> {
  const lang = languageOf(user);
  const { subject, text } = renderEmail(lang, 'passwordChanged', {
    company: company.name,
    firstName: plainName(user.first_name),
    date: formatEmailDate(at.toISOString(), lang),
    link: siteLink(siteUrl, 'lostPassword', lang),
    contactEmail: company.contactEmail,
  });
  await outbox.enqueue({ to: user.email, replyTo: company.contactEmail, subject, text });
}

/**
 * Tells both the old and the new address that the account's address changed, each unless
 * `mayMail` says it has had its share of these notices.
 */
export async function noticeEmailChanged(
  { outbox, company }: NoticeContext,
  before: UserRow,
  after: UserRow,
  mayMail: (address: string) => Promise<boolean>,
  at = new Date(),
): Promise<void> {
  const lang = languageOf(after);
  const { subject, text } = renderEmail(lang, 'emailChanged', {
    company: company.name,
    firstName: plainName(after.first_name),
    date: formatEmailDate(at.toISOString(), lang),
    oldEmail: before.email,
    newEmail: after.email,
    contactEmail: company.contactEmail,
  });
  for (const to of [before.email, after.email]) if (await mayMail(to)) await outbox.enqueue({ to, replyTo: company.contactEmail, subject, text });
}
