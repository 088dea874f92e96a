import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from './Link';
import { pathTo, type RouteName } from '../../shared/routes';
import { Seo } from './Seo';
import { useNotFoundSuggestions } from './notFoundSuggestions';
import { Suspense } from '../lib/hydration';
import './NotFoundPage.css';

/** The main sections a lost visitor is offered, labelled as in the site menu (layout:menu.entries). */
const SECTIONS: readonly [string, RouteName][] = [
  ['services', 'services'],
  ['projects', 'projects'],
  ['blog', 'blog'],
  ['recruitment', 'recruitment'],
  ['about', 'agency'],
  ['contact', 'contact'],
];

/** The 404 page: a way back home, the main sections and the latest articles, in the visitor's language. */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  const { t: tLayout } = useTranslation('layout');
  const { lang } = useParams();
  const suggestions = useNotFoundSuggestions();
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <Seo title={t('notFound.title')} notFound />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={pathTo('home', {}, lang)}>
        {t('notFound.backHome')}
      </Link>
      <nav className="not-found__sections" aria-labelledby="not-found-sections">
        <h2 id="not-found-sections">{t('notFound.sections')}</h2>
        <ul className="not-found__list plain-list">
          {SECTIONS.map(([key, route]) => (
            <li key={route}>
              <Link to={pathTo(route, {}, lang)}>{tLayout(`menu.entries.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={null}>{suggestions}</Suspense>
    </section>
  );
}
