import type { Kysely } from 'kysely';
import type { Company } from '../../shared/company';
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_KEY, type InterfaceLanguage } from '../../shared/languages';
import { pathTo, type RouteName } from '../../shared/routes';
import type { Database } from '../db/database';
import { formatEmailDate, plainName, renderEmail } from './emails';
import type { Outbox } from './outbox';
import { NO_ACCOUNT, RESET_TOKEN_MINUTES, storeResetToken } from './passwordResets';
import { newToken } from './tokens';
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

/**
 * A reset link for the address `email`, to `user` when it has the account (and may be mailed now):
 * the token is made and hashed, the e-mail written and the same statements run either way, only
 * the rows they write differ (none without an account), so that the answer takes as long for an
 * address with an account as for one without. The e-mail waits in the outbox, never for SMTP; its
 * body carries the link, so the outbox drops it once delivered.
 */
export async function noticePasswordReset({ outbox, company, siteUrl }: NoticeContext, db: Kysely<Database>, email: string, user: UserRow | null): Promise<void> {
  const { token, hash } = newToken();
  const lang = user ? languageOf(user) : DEFAULT_LANGUAGE;
  const to = user?.email ?? email;
  const { subject, text } = renderEmail(lang, 'passwordReset', {
    company: company.name,
    firstName: plainName(user?.first_name ?? ''),
    link: siteLink(siteUrl, 'resetPassword', lang, { token, email: to }),
    minutes: RESET_TOKEN_MINUTES,
  });
  const account = user?.id ?? NO_ACCOUNT;
  await db.transaction().execute(async (trx) => {
    await storeResetToken(trx, account, hash);
    await outbox.enqueueForAccount({ to, subject, text, secret: true }, account, trx);
  });
  outbox.wake();
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
