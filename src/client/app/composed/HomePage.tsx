import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { Seo } from '../../components/Seo';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { HomeHero } from '../../features/home/HomeHero';
import '../../features/home/HomePage.css';
import { HydratedAfterReady, Suspense } from '../../lib/hydration';

// Hydrated once the app is ready, its chunk fetched then (the page carries its styles: route-chunks.json).
const HomeSections = lazyWithRetry(() => import(/* webpackChunkName: "home-sections" */ './HomeSections'));

/** The home page has no footer (product spec): it ends with the legal links and the not-commercial statement. */
function HomeClosing() {
  const { t } = useTranslation('layout');
  const { lang } = useParams();
  return (
    <aside className="home-closing" aria-label={t('footer.legalTitle')}>
      <p>{t('footer.notCommercial')}</p>
      <ul className="home-closing__links plain-list">
        <li>
          <Link to={pathTo('legalNotices', {}, lang)}>{t('footer.links.legals')}</Link>
        </li>
        <li>
          <Link to={pathTo('privacy', {}, lang)}>{t('footer.links.privacy')}</Link>
        </li>
        <li>
          <Link to={pathTo('terms', {}, lang)}>{t('footer.links.gcu')}</Link>
        </li>
        <li>
          <Link to={pathTo('accessibility', {}, lang)}>{t('footer.links.accessibility')}</Link>
        </li>
      </ul>
    </aside>
  );
}

export default function HomePage() {
  const { t } = useTranslation('pages');
  return (
    <div className="home">
      <Seo />
      <HomeHero title={t('home.title')} lead={t('home.lead')} />
      <HydratedAfterReady>
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
      </HydratedAfterReady>
      <HomeClosing />
    </div>
  );
}
