import type { RouteName } from '../../shared/routes';
import { lazyWithRetry, type PreloadableComponent } from '../lib/lazyWithRetry';

export type Page = PreloadableComponent<object>;

// Two routes showing one page share one component, so that going from one to the other keeps it.
const BlogPage = lazyWithRetry(() => import(/* webpackChunkName: "blog" */ '../features/blog/BlogPage'));

/**
 * Each route's page (shared/routes.ts says its address, protection and indexing), each in its own
 * chunk; three.js and Stripe load only inside theirs. A route without a page fails tsc. A page
 * showing several features is composed in app/composed/.
 */
export const PAGES: Record<RouteName, Page> = {
  home: lazyWithRetry(() => import(/* webpackChunkName: "home" */ './composed/HomePage')),
  homeV2: lazyWithRetry(() => import(/* webpackChunkName: "home-v2" */ './composed/HomeV2Page')),
  signup: lazyWithRetry(() => import(/* webpackChunkName: "signup" */ '../features/account/SignupPage')),
  login: lazyWithRetry(() => import(/* webpackChunkName: "login" */ '../features/account/LoginPage')),
  lostPassword: lazyWithRetry(() => import(/* webpackChunkName: "lost-password" */ '../features/account/LostPasswordPage')),
  resetPassword: lazyWithRetry(() => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage')),
  legalNotices: lazyWithRetry(() => import(/* webpackChunkName: "legal-notices" */ '../features/legal/LegalNoticesPage')),
  privacy: lazyWithRetry(() => import(/* webpackChunkName: "privacy" */ '../features/legal/PrivacyPage')),
  terms: lazyWithRetry(() => import(/* webpackChunkName: "terms" */ '../features/legal/TermsPage')),
  accessibility: lazyWithRetry(() => import(/* webpackChunkName: "accessibility" */ '../features/legal/AccessibilityPage')),
  page3d: lazyWithRetry(() => import(/* webpackChunkName: "page-3d" */ '../features/page3d/Page3dPage')),
  blog: BlogPage,
  blogPage: BlogPage,
  category: lazyWithRetry(() => import(/* webpackChunkName: "category" */ '../features/blog/CategoryPage')),
  article: lazyWithRetry(() => import(/* webpackChunkName: "article" */ '../features/blog/ArticlePage')),
  client: lazyWithRetry(() => import(/* webpackChunkName: "client" */ '../features/references/ClientPage')),
  services: lazyWithRetry(() => import(/* webpackChunkName: "services" */ '../features/services/ServicesPage')),
  starterPack: lazyWithRetry(() => import(/* webpackChunkName: "starter-pack" */ '../features/services/StarterPackPage')),
  starterPackForm: lazyWithRetry(() => import(/* webpackChunkName: "starter-pack-form" */ './composed/StarterPackFormPage')),
  packages: lazyWithRetry(() => import(/* webpackChunkName: "packages" */ '../features/services/PackagesPage')),
  advice: lazyWithRetry(() => import(/* webpackChunkName: "advice" */ '../features/services/AdvicePage')),
  expertise: lazyWithRetry(() => import(/* webpackChunkName: "expertise" */ '../features/services/ExpertisePage')),
  contact: lazyWithRetry(() => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage')),
  candidacy: lazyWithRetry(() => import(/* webpackChunkName: "candidacy" */ '../features/careers/CandidacyPage')),
  recruitment: lazyWithRetry(() => import(/* webpackChunkName: "recruitment" */ '../features/careers/RecruitmentPage')),
  recruitmentDetail: lazyWithRetry(() => import(/* webpackChunkName: "recruitment-detail" */ '../features/careers/JobPage')),
  agency: lazyWithRetry(() => import(/* webpackChunkName: "agency" */ '../features/agency/AgencyPage')),
  projects: lazyWithRetry(() => import(/* webpackChunkName: "projects" */ '../features/references/ProjectsPage')),
  projectDetail: lazyWithRetry(() => import(/* webpackChunkName: "project-detail" */ '../features/references/ProjectDetailPage')),
  jobs: lazyWithRetry(() => import(/* webpackChunkName: "jobs" */ '../features/careers/JobsPage')),
  payForService: lazyWithRetry(() => import(/* webpackChunkName: "pay-for-service" */ '../features/payments/PayForServicePage')),
  notFound: lazyWithRetry(() => import(/* webpackChunkName: "not-found" */ '../components/NotFoundPage')),
  account: lazyWithRetry(() => import(/* webpackChunkName: "account" */ '../features/account/AccountPage')),
  changePassword: lazyWithRetry(() => import(/* webpackChunkName: "change-password" */ '../features/account/ChangePasswordPage')),
  // The staff family: this chunk and its sections' (`admin-…`), never loaded by a public page.
  admin: lazyWithRetry(() => import(/* webpackChunkName: "admin" */ '../features/admin/AdminPage')),
};

/** What the 404 page suggests besides the main sections: the blog's latest articles (components/notFoundSuggestions.ts). */
export const NOT_FOUND_SUGGESTIONS = lazyWithRetry(() => import(/* webpackChunkName: "latest-articles" */ '../features/blog/LatestArticles'));
