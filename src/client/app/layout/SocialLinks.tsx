import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '../../../shared/company';
import { useCompany } from '../../lib/runtimeConfig';

export interface SocialLinksProps {
  /** Id of the list's title, which names the list. */
  id: string;
  /** The look of each part, from the place that shows them (the home menu, the footer). */
  classes: { title: string; list: string; link: string };
}

/** The agency's social profiles (settings: COMPANY_*_URL), each opening in a new tab, which its name says. */
export function SocialLinks({ id, classes }: SocialLinksProps) {
  const { t } = useTranslation('layout');
  const { social } = useCompany();
  return (
    <>
      <p id={id} className={classes.title}>
        {t('social.title')}
      </p>
      <ul className={`${classes.list} plain-list`} aria-labelledby={id}>
        {SOCIAL_NETWORKS.map((network) => (
          <li key={network}>
            <a href={social[network]} target="_blank" rel="noopener noreferrer" className={classes.link}>
              {t(`social.${network}`)}
              <span className="visually-hidden"> {t('social.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
