import { useTranslation } from 'react-i18next';
import { BurgerMenu } from './BurgerMenu';

/**
 * The home page's way to the rest of the site on wide screens, beside its section bar: the
 * button of the site's full-screen menu (narrow screens have the home page's own burger).
 */
export function SiteMenuOnHome() {
  const { t } = useTranslation('layout');
  return <BurgerMenu className="site-menu-on-home__button" label={t('menu.label')} />;
}
