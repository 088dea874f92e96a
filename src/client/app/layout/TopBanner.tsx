import { useTranslation } from 'react-i18next';
import { useCompany } from '../../lib/runtimeConfig';
import './TopBanner.css';

/** The invitation, on every page, to write to the contact address for information requests. */
export function TopBanner() {
  const { t } = useTranslation('layout');
  const { contactEmail } = useCompany();
  return (
    <aside className="top-banner on-dark" aria-label={t('banner.label')}>
      {/* The address ends the sentence in both languages; <Trans> would add its parser to every page. */}
      <p>
        {t('banner.text')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
    </aside>
  );
}
