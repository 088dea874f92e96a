import { useTranslation } from 'react-i18next';
import { publicSocialNetworks } from '../../../shared/company';
import { useCompany } from '../../lib/runtimeConfig';

export interface SocialLinksProps {
  /** Id of the list's title, which names the list. */
  id: string;
  /** The look of each part, from the place that shows them (the home menu, the footer). */
  classes: { title: string; list: string; link: string };
}

/**
 * The agency's social profiles (settings: COMPANY_*_URL), each opening in a new tab, which its name
 * says; a profile still at its sample address is not shown, nor the list when none is set.
 */
export function SocialLinks({ id, classes }: SocialLinksProps) {
  const { t } = useTranslation('layout');
  const company = useCompany();
  const networks = publicSocialNetworks(company);
  if (networks.length === 0) return null;
  return (
    <>
      <p id={id} className={classes.title}>
        {t('social.title')}
      </p>
      <ul className={`${classes.list} plain-list`} aria-labelledby={id}>
        {networks.map((network) => (
          <li key={network}>
            <a href={company.social[network]} target="_blank" rel="noopener noreferrer" className={classes.link}>
              {t(`social.${network}`)}
              <span className="visually-hidden"> {t('social.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
