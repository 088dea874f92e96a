import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSampleRegistration, isSampleVat } from '../../../shared/company';
import { useCompany } from '../../lib/runtimeConfig';
import { LegalDocument, LegalSection } from './LegalText';

const SECTIONS = ['hosting', 'nature', 'ip', 'data', 'disputes'] as const;

/** The legal notices (mentions légales): the publisher's identity from the company constants, then the rules. */
export default function LegalNoticesPage() {
  const { t } = useTranslation('legal');
  const company = useCompany();
  const { street, postalCode, city, country } = company.address;
  const identity: [string, ReactNode][] = [
    ['name', company.name],
    ['capital', t('legalNotices.publisher.capitalValue', { capital: company.capitalEuros })],
    [
      'registry',
      isSampleRegistration(company)
        ? t('legalNotices.publisher.registryPending', { city: company.registryCity })
        : t('legalNotices.publisher.registryValue', { city: company.registryCity, number: company.registryNumber }),
    ],
    ['vat', isSampleVat(company) ? t('legalNotices.publisher.vatPending') : company.vatNumber],
    ['address', `${street}, ${postalCode} ${city}, ${country}`],
    ['phone', <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>],
    ['email', <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>],
    ['director', t('legalNotices.publisher.directorValue', { name: company.name })],
  ];
  return (
    <LegalDocument name="legalNotices">
      <LegalSection base="legalNotices.publisher">
        <dl className="legal__identity">
          {identity.map(([key, value]) => (
            <div key={key} className="legal__identity-row">
              <dt>{t(`legalNotices.publisher.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>
      {SECTIONS.map((section) => (
        <LegalSection key={section} base={`legalNotices.${section}`} />
      ))}
    </LegalDocument>
  );
}
