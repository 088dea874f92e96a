import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../../shared/languages';
import { isSampleRegistration } from '../../../shared/company';
import { pathTo } from '../../../shared/routes';
import { useCompany } from '../../lib/runtimeConfig';
import { Seo } from '../../components/Seo';
import { TaggedText } from './TaggedText';
import './legal.css';

/** A link whose text is the translation's (TaggedText fills in the children). */
function TextLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

/**
 * What the legal texts interpolate, all read from the company constants (with this deployment's
 * overrides) and the shared storage keys, and the links they may contain as <mail>, <privacy>...
 */
function useLegalValues(): { values: Record<string, string | number>; links: Record<string, ReactElement> } {
  const { t } = useTranslation('legal');
  const company = useCompany();
  const { lang } = useParams();
  const { street, postalCode, city, country } = company.address;
  const email = company.contactEmail;
  return {
    values: {
      name: company.name,
      email,
      hours: company.disputeReplyHours,
      city: company.registryCity,
      registration: isSampleRegistration(company)
        ? t('registrationPending', { city: company.registryCity })
        : t('registration', { city: company.registryCity, number: company.registryNumber }),
      address: `${street}, ${postalCode} ${city}, ${country}`,
      tokenKey: TOKEN_STORAGE_KEY,
      languageKey: LANGUAGE_STORAGE_KEY,
      languageCookie: LANGUAGE_COOKIE,
    },
    links: {
      mail: <a href={`mailto:${email}`}>{email}</a>,
      privacy: <Link to={pathTo('privacy', {}, lang)} />,
      terms: <Link to={pathTo('terms', {}, lang)} />,
      account: <Link to={pathTo('account', {}, lang)} />,
      cnil: <a href="https://www.cnil.fr/">www.cnil.fr</a>,
      contact: <Link to={pathTo('contact', {}, lang)} />,
      defenseurForm: <TextLink href="https://formulaire.defenseurdesdroits.fr/" />,
      defenseurDelegates: <TextLink href="https://www.defenseurdesdroits.fr/saisir/delegues" />,
    },
  };
}

/** One sentence or paragraph of the legal namespace, with the company's values and links in it. */
export function LegalLine({ textKey }: { textKey: string }) {
  const { values, links } = useLegalValues();
  return <TaggedText ns="legal" textKey={textKey} values={values} components={links} />;
}

/** The paragraphs kept as an array under `textKey` (none if there is no such array). */
export function Paragraphs({ textKey }: { textKey: string }) {
  const { t } = useTranslation('legal');
  const paragraphs: unknown = t(textKey, { returnObjects: true });
  const count = Array.isArray(paragraphs) ? paragraphs.length : 0;
  return Array.from({ length: count }, (_, index) => (
    <p key={index}>
      <LegalLine textKey={`${textKey}.${index}`} />
    </p>
  ));
}

/** The entries kept as an array under `textKey`, as a list (none if there is no such array). */
export function LegalList({ textKey }: { textKey: string }) {
  const { t } = useTranslation('legal');
  const entries: unknown = t(textKey, { returnObjects: true });
  const count = Array.isArray(entries) ? entries.length : 0;
  return (
    <ul>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <LegalLine textKey={`${textKey}.${index}`} />
        </li>
      ))}
    </ul>
  );
}

/** A titled part of a legal page: `<base>.title`, then the paragraphs of `<base>.paragraphs`, then children. */
export function LegalSection({ base, level = 2, children }: { base: string; level?: 2 | 3; children?: ReactNode }) {
  const { t } = useTranslation('legal');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`legal__section legal__section--${level}`}>
      <Heading>{t(`${base}.title`)}</Heading>
      <Paragraphs textKey={`${base}.paragraphs`} />
      {children}
    </section>
  );
}

/** The frame of a legal page: its title (the route's), an introduction, then its sections. */
export function LegalDocument({ name, children }: { name: 'legalNotices' | 'privacy' | 'terms' | 'accessibility'; children: ReactNode }) {
  const { t } = useTranslation('legal');
  const title = t(`pages:${name}.title`);
  return (
    <article className="page legal" aria-labelledby={`${name}-title`}>
      <Seo title={title} />
      <h1 id={`${name}-title`}>{title}</h1>
      <p className="legal__intro">
        <LegalLine textKey={`${name}.intro`} />
      </p>
      {children}
    </article>
  );
}
