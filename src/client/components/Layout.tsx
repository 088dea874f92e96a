import { Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { pathTo } from '../../shared/routes';
import { useAppSelector } from '../app/hooks';
import { useCompany } from '../app/runtimeConfig';
import { selectAuthStatus } from '../features/auth/authSlice';
import { LanguageSwitch } from '../features/language/LanguageSwitch';
import { ErrorBoundary } from './ErrorBoundary';

function TopBanner() {
  const { contactEmail } = useCompany();
  return (
    <div className="top-banner">
      <p>
        <Trans i18nKey="banner.text" values={{ email: contactEmail }} components={{ 1: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> }} />
      </p>
    </div>
  );
}

function Header({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const company = useCompany();
  const status = useAppSelector(selectAuthStatus);
  return (
    <header className="site-header">
      <Link to={pathTo('home', {}, lang)} className="site-header__brand" aria-label={t('header.homeLink', { name: company.name })}>
        {company.name}
      </Link>
      <nav aria-label={t('header.mainNav')} className="site-header__nav">
        {status === 'authenticated' ? (
          <Link to={pathTo('account', {}, lang)}>{t('header.account')}</Link>
        ) : (
          <Link to={pathTo('login', {}, lang)}>{t('header.login')}</Link>
        )}
        <LanguageSwitch />
      </nav>
    </header>
  );
}

function Footer({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const company = useCompany();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.nav')}>
        <ul className="site-footer__links">
          <li><Link to={pathTo('legalNotices', {}, lang)}>{t('footer.legalNotices')}</Link></li>
          <li><Link to={pathTo('privacy', {}, lang)}>{t('footer.privacy')}</Link></li>
          <li><Link to={pathTo('terms', {}, lang)}>{t('footer.terms')}</Link></li>
          <li><Link to={pathTo('contact', {}, lang)}>{t('footer.contact')}</Link></li>
        </ul>
      </nav>
      <p>{t('footer.notCommercial')}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), name: company.name })}</p>
    </footer>
  );
}

function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Banner, header, the page (a lazy chunk) and, except on the home page, the footer. */
export function Layout({ footer = true }: { footer?: boolean }) {
  const { t } = useTranslation();
  const { lang = 'fr' } = useParams();
  return (
    <>
      <a className="skip-link" href="#main">{t('skipToContent')}</a>
      <TopBanner />
      <Header lang={lang} />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer && <Footer lang={lang} />}
    </>
  );
}
