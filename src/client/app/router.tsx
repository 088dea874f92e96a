import { isValidElement, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isSupportedRouteLanguage } from '../../shared/languages';
import { PROTECTED_ROUTES, ROUTES, routeNameOf, type RouteName } from '../../shared/routes';
import { Layout, preloadFrame } from '../components/Layout';
import { RequireAuth } from '../features/auth/RequireAuth';
import { AddressLanguage } from '../features/language/AddressLanguage';
import { RouteLanguage } from '../features/language/RouteLanguage';
import { lazyWithRetry } from './lazyWithRetry';
import { PageChange } from './PageChange';
import { Redirect } from './Redirect';
import { ScrollRestoration } from './ScrollRestoration';

// Every page is its own chunk. Pages still to be built share the placeholder chunk.
const HomePage = lazyWithRetry(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage'));
const HomeV2Page = lazyWithRetry(() => import(/* webpackChunkName: "home-v2" */ '../features/home/HomeV2Page'));
const NotFoundPage = lazyWithRetry(() => import(/* webpackChunkName: "not-found" */ '../features/notFound/NotFoundPage'));
const PlaceholderPage = lazyWithRetry(() => import(/* webpackChunkName: "placeholder" */ '../components/PlaceholderPage'));
// Content pages (blog, references, jobs, items).
const BlogPage = lazyWithRetry(() => import(/* webpackChunkName: "blog" */ '../features/blog/BlogPage'));
const CategoryPage = lazyWithRetry(() => import(/* webpackChunkName: "category" */ '../features/blog/CategoryPage'));
const ArticlePage = lazyWithRetry(() => import(/* webpackChunkName: "article" */ '../features/blog/ArticlePage'));
const ClientPage = lazyWithRetry(() => import(/* webpackChunkName: "client" */ '../features/references/ClientPage'));
const ProjectsPage = lazyWithRetry(() => import(/* webpackChunkName: "projects" */ '../features/references/ProjectsPage'));
const ProjectDetailPage = lazyWithRetry(() => import(/* webpackChunkName: "project-detail" */ '../features/references/ProjectDetailPage'));
const JobsPage = lazyWithRetry(() => import(/* webpackChunkName: "jobs" */ '../features/jobs/JobsPage'));
const RecruitmentPage = lazyWithRetry(() => import(/* webpackChunkName: "recruitment" */ '../features/jobs/RecruitmentPage'));
const JobPage = lazyWithRetry(() => import(/* webpackChunkName: "recruitment-detail" */ '../features/jobs/JobPage'));
const ItemsPage = lazyWithRetry(() => import(/* webpackChunkName: "items" */ '../features/items/ItemsPage'));

// Forms (contact, candidacy).
const ContactPage = lazyWithRetry(() => import(/* webpackChunkName: "contact" */ '../features/forms/ContactPage'));
const CandidacyPage = lazyWithRetry(() => import(/* webpackChunkName: "candidacy" */ '../features/forms/CandidacyPage'));

// Editorial pages (services, agency, legal, 3D); three.js loads only inside the page-3d chunk.
const ServicesPage = lazyWithRetry(() => import(/* webpackChunkName: "services" */ '../features/services/ServicesPage'));
const AdvicePage = lazyWithRetry(() => import(/* webpackChunkName: "advice" */ '../features/services/AdvicePage'));
const PackagesPage = lazyWithRetry(() => import(/* webpackChunkName: "packages" */ '../features/services/PackagesPage'));
const ExpertisePage = lazyWithRetry(() => import(/* webpackChunkName: "expertise" */ '../features/services/ExpertisePage'));
const StarterPackPage = lazyWithRetry(() => import(/* webpackChunkName: "starter-pack" */ '../features/services/StarterPackPage'));
const StarterPackFormPage = lazyWithRetry(() => import(/* webpackChunkName: "starter-pack-form" */ '../features/services/StarterPackFormPage'));
const AgencyPage = lazyWithRetry(() => import(/* webpackChunkName: "agency" */ '../features/agency/AgencyPage'));
const LegalNoticesPage = lazyWithRetry(() => import(/* webpackChunkName: "legal-notices" */ '../features/legal/LegalNoticesPage'));
const PrivacyPage = lazyWithRetry(() => import(/* webpackChunkName: "privacy" */ '../features/legal/PrivacyPage'));
const TermsPage = lazyWithRetry(() => import(/* webpackChunkName: "terms" */ '../features/legal/TermsPage'));
const AccessibilityPage = lazyWithRetry(() => import(/* webpackChunkName: "accessibility" */ '../features/legal/AccessibilityPage'));
const Page3dPage = lazyWithRetry(() => import(/* webpackChunkName: "page-3d" */ '../features/page3d/Page3dPage'));

// Account screens (issue 4).
const LoginPage = lazyWithRetry(() => import(/* webpackChunkName: "login" */ '../features/account/LoginPage'));
const SignupPage = lazyWithRetry(() => import(/* webpackChunkName: "signup" */ '../features/account/SignupPage'));
const LostPasswordPage = lazyWithRetry(() => import(/* webpackChunkName: "lost-password" */ '../features/account/LostPasswordPage'));
const ResetPasswordPage = lazyWithRetry(() => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage'));
const AccountPage = lazyWithRetry(() => import(/* webpackChunkName: "account" */ '../features/account/AccountPage'));
const ChangePasswordPage = lazyWithRetry(() => import(/* webpackChunkName: "change-password" */ '../features/account/ChangePasswordPage'));

const pages: Partial<Record<RouteName, ReactNode>> = {
  notFound: <NotFoundPage />,
  homeV2: <HomeV2Page />,
  services: <ServicesPage />,
  advice: <AdvicePage />,
  packages: <PackagesPage />,
  expertise: <ExpertisePage />,
  starterPack: <StarterPackPage />,
  starterPackForm: <StarterPackFormPage />,
  agency: <AgencyPage />,
  legalNotices: <LegalNoticesPage />,
  privacy: <PrivacyPage />,
  terms: <TermsPage />,
  accessibility: <AccessibilityPage />,
  page3d: <Page3dPage />,
  contact: <ContactPage />,
  candidacy: <CandidacyPage />,
  blog: <BlogPage />,
  blogPage: <BlogPage />,
  category: <CategoryPage />,
  article: <ArticlePage />,
  client: <ClientPage />,
  projects: <ProjectsPage />,
  projectDetail: <ProjectDetailPage />,
  jobs: <JobsPage />,
  recruitment: <RecruitmentPage />,
  recruitmentDetail: <JobPage />,
  items: <ItemsPage />,
  login: <LoginPage />,
  signup: <SignupPage />,
  lostPassword: <LostPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  account: <AccountPage />,
  changePassword: <ChangePasswordPage />,
};

const pageFor = (name: RouteName): ReactNode => pages[name] ?? <PlaceholderPage name={name} />;

/**
 * Loads the chunks the page at `pathname` renders (its page and its frame), so that the browser
 * hydrates the server's markup in one go (see lazyWithRetry).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const name = routeNameOf(pathname);
  const page = name === 'home' ? <HomePage /> : name ? pageFor(name) : <NotFoundPage />;
  const { preload } = (isValidElement(page) ? page.type : {}) as { preload?: () => Promise<void> };
  return Promise.all([preload?.(), preloadFrame(name === 'home')]);
}

const routeNames = (Object.keys(ROUTES) as RouteName[]).filter((name) => name !== 'home');
const publicRoutes = routeNames.filter((name) => !PROTECTED_ROUTES.includes(name));

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
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route path=":lang/*" element={<LanguageRoutes />} />
      </Routes>
    </>
  );
}
