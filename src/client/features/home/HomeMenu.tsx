import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo } from '../../../shared/routes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useCompany } from '../../app/runtimeConfig';
import { MenuButton, MenuDialog } from '../../components/MenuDialog';
import { menuClosed, menuToggled, selectMenuOpen } from '../menu/menuSlice';
import { HOME_SECTIONS } from './homeSections';
import { useScrollToSection } from './useScrollToSection';

const MENU_ID = 'home-menu';
const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook'] as const;

/** The home page's burger menu (narrow screens): its sections, Contact and the social links. */
export function HomeMenu() {
  const { t } = useTranslation('home');
  const { lang } = useParams();
  const { social } = useCompany();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => dispatch(menuClosed()), [dispatch]);
  const scrollTo = useScrollToSection(close);

  return (
    <>
      <MenuButton ref={button} controls={MENU_ID} open={open} onClick={() => dispatch(menuToggled())} className="home-menu__button" />
      <MenuDialog id={MENU_ID} label={t('menu.label')} open={open} onClose={close} opener={button} className="home-menu">
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
        <p id="home-menu-social" className="home-menu__social-title">
          {t('menu.social')}
        </p>
        <ul className="home-menu__social plain-list" aria-labelledby="home-menu-social">
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network}>
              <a href={social[network]} target="_blank" rel="noopener noreferrer" className="home-menu__social-link">
                {t(`menu.${network}`)}
                <span className="visually-hidden"> {t('menu.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </MenuDialog>
    </>
  );
}
