import { Trans, useTranslation } from 'react-i18next';
import { useCompany } from '../app/runtimeConfig';
import './TopBanner.css';

/**
 * The invitation, on every page, to write to the contact address for information requests.
 * A named complementary landmark, so that no content of the page sits outside a landmark.
 */
export function TopBanner() {
  const { t } = useTranslation('layout');
  const { contactEmail } = useCompany();
  return (
    <aside className="top-banner on-dark" aria-label={t('banner.label')}>
      <p>
        <Trans
          ns="layout"
          i18nKey="banner.text"
          values={{ email: contactEmail }}
          components={{ 1: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> }}
        />
      </p>
    </aside>
  );
}
