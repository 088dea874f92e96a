import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isSupportedRouteLanguage } from '../../shared/languages';
import { PROTECTED_ROUTES, ROUTES, type RouteName } from '../../shared/routes';
import { Layout } from '../components/Layout';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RouteLanguage } from '../features/language/RouteLanguage';
import { lazyWithRetry } from './lazyWithRetry';

// Every page is its own chunk. Pages still to be built share the placeholder chunk.
const HomePage = lazyWithRetry(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage'));
const NotFoundPage = lazyWithRetry(() => import(/* webpackChunkName: "not-found" */ '../features/notFound/NotFoundPage'));
const PlaceholderPage = lazyWithRetry(() => import(/* webpackChunkName: "placeholder" */ '../components/PlaceholderPage'));

const pages: Partial<Record<RouteName, ReactNode>> = {
  notFound: <NotFoundPage />,
};

const pageFor = (name: RouteName): ReactNode => pages[name] ?? <PlaceholderPage name={name} />;

const routeNames = (Object.keys(ROUTES) as RouteName[]).filter((name) => name !== 'home');
const publicRoutes = routeNames.filter((name) => !PROTECTED_ROUTES.includes(name));

// A first segment shaped like a language tag is a language; anything else is a page path without one.
const LANGUAGE_TAG = /^[a-z]{2}(-[a-z]{2})?$/i;

function LanguageRoutes() {
  const { lang = '', '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  if (!isSupportedRouteLanguage(lang)) {
    const path = LANGUAGE_TAG.test(lang) ? rest : [lang, rest].filter(Boolean).join('/');
    return <Navigate to={`/${DEFAULT_LANGUAGE}${path ? `/${path}` : ''}${search}${hash}`} replace />;
  }
  return (
    <>
      <RouteLanguage lang={lang} />
      <Routes>
        <Route element={<Layout footer={false} />}>
          <Route index element={<HomePage />} />
        </Route>
        <Route element={<Layout />}>
          {publicRoutes.map((name) => (
            <Route key={name} path={ROUTES[name]} element={pageFor(name)} />
          ))}
          <Route element={<RequireAuth />}>
            {PROTECTED_ROUTES.map((name) => (
              <Route key={name} path={ROUTES[name]} element={pageFor(name)} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}

/** The spec's routing rules: everything under /{lang}; / goes to the default language. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={`/${DEFAULT_LANGUAGE}`} replace />} />
      <Route path=":lang/*" element={<LanguageRoutes />} />
    </Routes>
  );
}
