import { useTranslation } from 'react-i18next';
import { LegalDocument, LegalLine, LegalSection } from './LegalText';

const COLLECTED = ['account', 'messages', 'candidacies', 'payments'] as const;
const RETENTION = ['account', 'session', 'reset', 'messages', 'candidacies', 'emails', 'language'] as const;

/** The privacy policy: what the site stores and where, why, for how long, and the visitor's GDPR rights. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument name="privacy">
      <LegalSection base="privacy.controller" />

      <LegalSection base="privacy.collected">
        {COLLECTED.map((kind) => (
          <LegalSection key={kind} base={`privacy.collected.${kind}`} level={3} />
        ))}
        <LegalSection base="privacy.collected.browser" level={3}>
          <p>{t('privacy.collected.browser.intro')}</p>
          <ul>
            <li>
              <LegalLine textKey="privacy.collected.browser.token" />
            </li>
            <li>
              <LegalLine textKey="privacy.collected.browser.language" />
            </li>
          </ul>
          <p>{t('privacy.collected.browser.noTracking')}</p>
        </LegalSection>
      </LegalSection>

      <LegalSection base="privacy.recipients" />

      <LegalSection base="privacy.retention">
        <dl className="legal__identity">
          {RETENTION.map((kind) => (
            <div key={kind} className="legal__identity-row">
              <dt>{t(`privacy.retention.${kind}`)}</dt>
              <dd>{t(`privacy.retention.${kind}Value`)}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>

      <LegalSection base="privacy.rights" />
      <LegalSection base="privacy.security" />
    </LegalDocument>
  );
}
