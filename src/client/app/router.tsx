import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isSupportedRouteLanguage } from '../../shared/languages';
import { USER_ROLES } from '../../shared/roles';
import { ROUTE_NAMES, ROUTES, requiredRole, routeNameOf, type RouteName } from '../../shared/routes';
import { RequireAuth } from '../features/account/RequireAuth';
import { AddressLanguage } from './language/AddressLanguage';
import { RouteLanguage } from './language/RouteLanguage';
import { Layout, preloadFrame } from './layout/Layout';
import { PageChange } from './PageChange';
import { NOT_FOUND_SUGGESTIONS, PAGES } from './pages';
import { NotFoundSuggestionsProvider } from '../components/notFoundSuggestions';
import { PageTexts } from '../lib/partialTexts';
import { Redirect } from '../components/Redirect';
import { ScrollRestoration } from './ScrollRestoration';

/**
 * Loads the chunks the page at `pathname` renders (its page and its frame), so that the browser
 * hydrates the server's markup in one go (see lazyWithRetry).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const name = routeNameOf(pathname) ?? 'notFound';
  return Promise.all([PAGES[name].preload(), preloadFrame(name === 'home'), name === 'notFound' && NOT_FOUND_SUGGESTIONS.preload()]);
}

// Each page with its texts (PageTexts: a page the browser renders waits for them).
const pageElement = (name: RouteName) => {
  const Page = PAGES[name];
  return (
    <PageTexts>
      <Page />
    </PageTexts>
  );
};
const routeFor = (name: RouteName) => <Route key={name} path={ROUTES[name].path} element={pageElement(name)} />;
// The home page is the index route, in its own frame.
const publicRoutes = ROUTE_NAMES.filter((name) => name !== 'home' && !ROUTES[name].protected);
const protectedRoutes = ROUTE_NAMES.filter((name) => ROUTES[name].protected && !requiredRole(name));
// Each role's pages behind one guard that checks it (shared/routes.ts `role`).
const roleRoutes = USER_ROLES.map((role) => [role, ROUTE_NAMES.filter((name) => ROUTES[name].protected && requiredRole(name) === role)] as const).filter(
  ([, names]) => names.length > 0,
);

// A first segment shaped like a language tag is a language; anything else is a page path without one.
const LANGUAGE_TAG = /^[a-z]{2}(-[a-z]{2})?$/i;

function LanguageRoutes() {
  const { lang = '', '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  if (!isSupportedRouteLanguage(lang)) {
    const path = LANGUAGE_TAG.test(lang) ? rest : [lang, rest].filter(Boolean).join('/');
    return <Redirect to={`/${DEFAULT_LANGUAGE}${path ? `/${path}` : ''}${search}${hash}`} />;
  }
  return (
    <>
      <RouteLanguage lang={lang} />
      <AddressLanguage />
      <Routes>
        <Route element={<Layout footer={false} />}>
          <Route index element={pageElement('home')} />
        </Route>
        <Route element={<Layout />}>
          {publicRoutes.map(routeFor)}
          <Route element={<RequireAuth />}>{protectedRoutes.map(routeFor)}</Route>
          {roleRoutes.map(([role, names]) => (
            <Route key={role} element={<RequireAuth role={role} />}>
              {names.map(routeFor)}
            </Route>
          ))}
          <Route path="*" element={pageElement('notFound')} />
        </Route>
      </Routes>
    </>
  );
}

/** `/` goes to the default language, keeping the query (`/?lng=en`). */
function RootRedirect() {
  const { search, hash } = useLocation();
  return <Redirect to={`/${DEFAULT_LANGUAGE}${search}${hash}`} />;
}

/**
 * The spec's routing rules: everything under /{lang}; / goes to the default language. Whatever the
 * address, a new page opens at its top (or its anchor), back and forward return where the visitor
 * was, and the focus and a screen reader follow to the new page.
 */
export function AppRoutes() {
  return (
    <>
      <ScrollRestoration />
      <PageChange />
      <NotFoundSuggestionsProvider value={<NOT_FOUND_SUGGESTIONS />}>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path=":lang/*" element={<LanguageRoutes />} />
        </Routes>
      </NotFoundSuggestionsProvider>
    </>
  );
}
