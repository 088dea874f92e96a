import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { NavLink } from '../../components/Link';
import { Redirect } from '../../components/Redirect';
import { Seo } from '../../components/Seo';
import { SkeletonText } from '../../components/Skeleton';
import { adminSectionPath } from './paths';
import { SampleValues } from './SampleValues';
import { ADMIN_SECTIONS } from './sections';
import './admin.css';
import { Suspense } from '../../lib/hydration';

/**
 * /{lang}/admin (staff only, shared/routes.ts): the staff layout, a navigation of the sections and
 * the section open, each section its own chunk. /{lang}/admin opens the inbox.
 */
export default function AdminPage() {
  const { t } = useTranslation(['admin', 'pages']);
  const { lang = 'fr' } = useParams();
  const title = t('pages:admin.title');
  return (
    <div className="admin">
      <Seo noindex title={title} />
      <h1 className="admin__title">{title}</h1>
      <SampleValues />
      <div className="admin__layout">
        <nav className="admin__nav" aria-label={t('nav.label')}>
          <ul className="plain-list">
            {ADMIN_SECTIONS.map(({ key }) => (
              <li key={key}>
                <NavLink to={adminSectionPath(lang, key)} className="admin__nav-link">
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="admin__section">
          <Suspense
            fallback={
              <div role="status" aria-busy="true">
                <span className="visually-hidden">{t('common:loading')}</span>
                <SkeletonText lines={4} />
              </div>
            }
          >
            <Routes>
              <Route index element={<Redirect to={adminSectionPath(lang, 'inbox')} />} />
              {ADMIN_SECTIONS.map(({ key, page: Section }) => (
                <Route key={key} path={`${key}/*`} element={<Section section={key as never} />} />
              ))}
            </Routes>
          </Suspense>
        </section>
      </div>
    </div>
  );
}
