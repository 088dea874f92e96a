import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { MenuDialog } from './MenuDialog';
import { HOME_MENU_ID } from './menuEntries';
import { SocialLinks } from './SocialLinks';
import { menuClosed, selectMenuOpen } from './menuSlice';
import { HOME_SECTIONS } from '../../features/home/homeSections';
import { useScrollToSection } from '../../features/home/useScrollToSection';

/** The home page's burger menu (narrow screens): its sections, Contact and the social links. */
export function HomeMenuDialog({ opener }: { opener: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('home');
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
      <SocialLinks
        id="home-menu-social"
        classes={{ title: 'home-menu__social-title', list: 'home-menu__social', link: 'home-menu__social-link' }}
      />
    </MenuDialog>
  );
}
