import { Trans } from 'react-i18next';
import { useCompany } from '../app/runtimeConfig';
import './TopBanner.css';

/** The invitation, on every page, to write to the contact address for information requests. */
export function TopBanner() {
  const { contactEmail } = useCompany();
  return (
    <div className="top-banner on-dark">
      <p>
        <Trans
          ns="layout"
          i18nKey="banner.text"
          values={{ email: contactEmail }}
          components={{ 1: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> }}
        />
      </p>
    </div>
  );
}
