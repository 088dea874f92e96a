import { useEffect, useState } from 'react';
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

/** Scrolled by less than this, the header stays as it is: a hand resting on a trackpad moves the page a little. */
const SCROLL_SLACK_PX = 8;

/**
 * Whether the inner pages' header is out of the way: it leaves as the visitor scrolls down past it,
 * and comes back as soon as they scroll up, so the menu and the FR/EN switch are never a page away.
 * It only slides (a transform): nothing else moves.
 */
function useHeaderAway(enabled: boolean): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const header = document.querySelector<HTMLElement>('.site-header');
      // Within the banner and the header's own height from the top, it is simply there. (A sticky
      // header's own offsetTop follows the scroll: where it starts is where the banner before it ends.)
      const banner = header?.previousElementSibling as HTMLElement | null | undefined;
      const reach = (banner ? banner.offsetTop + banner.offsetHeight : 0) + (header?.offsetHeight ?? 0);
      if (y <= reach) setAway(false);
      else if (y - last > SCROLL_SLACK_PX) setAway(true);
      else if (last - y > SCROLL_SLACK_PX) setAway(false);
      else return;
      last = y;
    };
    const onScroll = () => void (frame ||= requestAnimationFrame(update));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled && away;
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

  const away = useHeaderAway(!home);

  // Another page (a link, the back button) closes the menu.
  useEffect(() => {
    dispatch(menuClosed());
  }, [pathname, dispatch]);

  const className = home ? 'site-header site-header--home' : `site-header site-header--sticky${away ? ' site-header--away' : ''}`;
  return (
    <header className={className}>
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
            // While a stored session is being checked (`data-session`, earlyTaps.ts), hidden in its place.
            <Link className={status === 'pending' ? 'site-header__account site-header__account--pending' : 'site-header__account'} to={pathTo('login', {}, lang)}>
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
