import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Header, preloadMenus } from './Header';
import { FlashNotice } from '../../components/Notice';
import { TopBanner } from './TopBanner';
import { HydratedAfterReady, Suspense } from '../../lib/hydration';
import './Layout.css';

// Hydrated once the app is ready, its chunk fetched then: the page carries the server's footer
// and its styles (route-chunks.json), whose links work as plain links meanwhile.
const Footer = lazyWithRetry<object>(() => import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })));

/** The frame of the page at hand (its menus), before hydration (see lazyWithRetry); not the footer, hydrated after ready. */
export function preloadFrame(home: boolean): Promise<unknown> {
  return preloadMenus(home);
}

/**
 * Shown at the top of the page, in the place of the previous one, while the next page's code
 * comes: a link opens a new page at once (the router does not keep the old one on screen under
 * the new address meanwhile). It shows itself only after a moment, so a fast load does not flash.
 */
function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="page-loading__text">{t('loading')}</span>
    </div>
  );
}

/**
 * The frame of every page: skip link, banner, header, the page (a lazy chunk) and the footer.
 * `footer={false}` is the home page's frame (product spec: no footer, its own fixed bar
 * instead of the site's burger menu).
 */
export function Layout({ footer = true }: { footer?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = !footer;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBanner />
      <Header home={home} />
      <main id="main" tabIndex={-1} className={home ? 'main--home' : undefined}>
        {/* Messages left by the previous page (an account just deleted). */}
        <FlashNotice />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer && (
        <HydratedAfterReady>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </HydratedAfterReady>
      )}
    </>
  );
}
