import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { MenuDialog } from './MenuDialog';
import { HOME_MENU_ID, MENU_ENTRIES } from './menuEntries';
import { SocialLinks } from './SocialLinks';
import { menuClosed, selectMenuOpen } from './menuSlice';
import { HOME_SECTIONS } from '../../features/home/homeSections';
import { useScrollToSection } from '../../features/home/useScrollToSection';

/** The site menu's pages the home page's own entries do not already offer. */
const SITE_PAGES = MENU_ENTRIES.filter((entry) => entry.route !== 'home' && entry.route !== 'contact');

/**
 * The home page's burger menu (narrow screens): its sections, Contact and the social links (product
 * spec), then the site's other pages, which on wide screens the site menu's button beside the bar offers.
 */
export function HomeMenuDialog({ opener }: { opener: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('home');
  const { t: tLayout } = useTranslation('layout');
  const { lang } = useParams();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectMenuOpen(state, 'home'));
  const close = useCallback(() => dispatch(menuClosed()), [dispatch]);
  const scrollTo = useScrollToSection(close);

  return (
    <MenuDialog id={HOME_MENU_ID} label={t('menu.label')} open={open} onClose={close} opener={opener} className="home-menu">
      <nav aria-label={t('bar.label')}>
        <ul className="home-menu__list plain-list">
          {HOME_SECTIONS.map((section) => (
            <li key={section.id}>
              <a className="home-menu__link" href={`#${section.id}`} onClick={(event) => scrollTo(event, section.id)}>
                {t(`bar.${section.label}`)}
              </a>
            </li>
          ))}
          <li>
            <Link className="home-menu__link" to={pathTo('contact', {}, lang)} onClick={close}>
              {t('menu.contact')}
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="home-menu-site" className="home-menu__site">
        <h2 id="home-menu-site" className="home-menu__social-title">
          {t('menu.site')}
        </h2>
        <ul className="home-menu__site-list plain-list">
          {SITE_PAGES.map((entry) => (
            <li key={entry.name}>
              <Link className="home-menu__site-link" to={pathTo(entry.route, {}, lang)} onClick={close}>
                {tLayout(`menu.entries.${entry.name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SocialLinks
        id="home-menu-social"
        classes={{ title: 'home-menu__social-title', list: 'home-menu__social', link: 'home-menu__social-link' }}
      />
    </MenuDialog>
  );
}
