import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useCompany } from '../../lib/runtimeConfig';
import { selectAuthStatus } from '../../features/account/authSlice';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { LanguageSwitch } from './LanguageSwitch';
import { menuClosed } from './menuSlice';
import { LogoMark } from './Logo';
import './Header.css';
import { Suspense } from '../../lib/hydration';

// Each page loads only its own menu: the home's comes with the home page's chunk, the site
// menu in the other pages' frame chunk.
const HomeBar = lazyWithRetry<object>(() => import(/* webpackChunkName: "home" */ './HomeBar').then((m) => ({ default: m.HomeBar })));
const HomeMenu = lazyWithRetry<object>(() => import(/* webpackChunkName: "home" */ './HomeMenu').then((m) => ({ default: m.HomeMenu })));
const SiteMenuOnHome = lazyWithRetry<object>(() =>
  import(/* webpackChunkName: "home" */ './SiteMenuOnHome').then((m) => ({ default: m.SiteMenuOnHome })),
);
const BurgerMenu = lazyWithRetry<object>(() => import(/* webpackChunkName: "frame" */ './BurgerMenu').then((m) => ({ default: m.BurgerMenu })));

/** The menus of the page at hand, before hydration (see lazyWithRetry). */
export function preloadMenus(home: boolean): Promise<unknown> {
  return home ? Promise.all([HomeBar.preload(), HomeMenu.preload(), SiteMenuOnHome.preload()]) : BurgerMenu.preload();
}

/**
 * The brand, the account link, the FR/EN switch and the menu: on the home page its own bar and
 * the site menu's button (wide screens) or its own burger (narrow ones), elsewhere the site menu.
 */
export function Header({ home }: { home: boolean }) {
  const { t } = useTranslation('layout');
  const { lang } = useParams();
  const { pathname } = useLocation();
  const company = useCompany();
  const status = useAppSelector(selectAuthStatus);
  const dispatch = useAppDispatch();

  // Another page (a link, the back button) closes the menu.
  useEffect(() => {
    dispatch(menuClosed());
  }, [pathname, dispatch]);

  return (
    <header className={home ? 'site-header site-header--home' : 'site-header'}>
      <div className="site-header__inner">
        <Link to={pathTo('home', {}, lang)} className="brand" aria-label={t('header.homeLink', { name: company.name })}>
          <LogoMark className="brand__mark" />
          <span className="brand__name">{company.name}</span>
        </Link>
        {home && (
          <Suspense fallback={null}>
            <HomeBar />
          </Suspense>
        )}
        <div className="site-header__tools">
          {status === 'authenticated' ? (
            <Link className="site-header__account" to={pathTo('account', {}, lang)}>
              {t('header.account')}
            </Link>
          ) : (
            <Link className="site-header__account" to={pathTo('login', {}, lang)}>
              {t('header.login')}
            </Link>
          )}
          <LanguageSwitch />
          <Suspense fallback={null}>
            {home ? (
              <>
                <HomeMenu />
                <SiteMenuOnHome />
              </>
            ) : (
              <BurgerMenu />
            )}
          </Suspense>
        </div>
      </div>
    </header>
  );
}
