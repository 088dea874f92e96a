import { useTranslation } from 'react-i18next';
import { sampleSettings } from '../../../shared/company';
import { useCompany } from '../../lib/runtimeConfig';

/**
 * What still holds the code's sample values, for the staff to replace: the identity settings the
 * deployment has not set (read at run time, as the public site does), and the agency's figures,
 * testimonials, team and timeline, which stay samples until the back office edits them.
 */
export function SampleValues() {
  const { t } = useTranslation('admin');
  const settings = sampleSettings(useCompany());
  return (
    <aside className="admin__samples" aria-labelledby="admin-samples-title">
      <h2 id="admin-samples-title" className="admin__samples-title">
        {t('samples.title')}
      </h2>
      {settings.length > 0 && (
        <>
          <p>{t('samples.settingsIntro')}</p>
          <ul className="admin__samples-list">
            {settings.map((setting) => (
              <li key={setting}>
                {t(`samples.settings.${setting}`)} (<code>{setting}</code>)
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('samples.figures')}</p>
    </aside>
  );
}
