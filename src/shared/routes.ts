import { matchPath } from 'react-router-dom';
import type { UserRole } from './admin';
import { DEFAULT_LANGUAGE, isSupportedRouteLanguage } from './languages';

/** What the site knows of a page besides its component (the client maps each name to its page). */
export interface RouteDefinition {
  /** The address under `/{lang}` (product spec, section 2); parameters in react-router syntax. */
  path: string;
  /** Only for a logged-in person: an anonymous visitor is sent home, told why. */
  protected: boolean;
  /** Only for this role (a protected route): anyone else logged in is sent home, told why. */
  role?: UserRole;
  /** Search engines may list it; otherwise the page says `noindex`. An indexable page without parameters is in the sitemap. */
  indexable: boolean;
}

/**
 * THE route table: the router, the protection, `noindex`, the sitemap's fixed pages, the vitals'
 * route names and the page titles' translation keys (`pages:<name>`) all come from here. Account
 * screens are nothing for a search engine; home-v2 repeats the home page's sections.
 */
export const ROUTES = {
  home: { path: '', protected: false, indexable: true },
  homeV2: { path: 'home-v2', protected: false, indexable: false },
  signup: { path: 'inscription', protected: false, indexable: false },
  login: { path: 'connexion', protected: false, indexable: false },
  lostPassword: { path: 'mot-de-passe-oublie', protected: false, indexable: false },
  resetPassword: { path: 'reset-password', protected: false, indexable: false },
  legalNotices: { path: 'mentions-legales', protected: false, indexable: true },
  privacy: { path: 'politique-de-confidentialite', protected: false, indexable: true },
  terms: { path: 'conditions-generales-d-utilisation', protected: false, indexable: true },
  accessibility: { path: 'accessibilite', protected: false, indexable: true },
  page3d: { path: 'page-3d', protected: false, indexable: true },
  blog: { path: 'blog', protected: false, indexable: true },
  blogPage: { path: 'blog/page/:id', protected: false, indexable: true },
  category: { path: 'category/:slug', protected: false, indexable: true },
  article: { path: 'article/:slug', protected: false, indexable: true },
  client: { path: 'client/:slug', protected: false, indexable: true },
  services: { path: 'services', protected: false, indexable: true },
  starterPack: { path: 'starter-pack', protected: false, indexable: true },
  starterPackForm: { path: 'formulaire-starter-pack-form', protected: false, indexable: true },
  packages: { path: 'forfait', protected: false, indexable: true },
  advice: { path: 'societe-de-conseils', protected: false, indexable: true },
  expertise: { path: 'expertise', protected: false, indexable: true },
  contact: { path: 'contact', protected: false, indexable: true },
  candidacy: { path: 'candidature', protected: false, indexable: true },
  recruitment: { path: 'recrutement', protected: false, indexable: true },
  recruitmentDetail: { path: 'recrutement/:slug', protected: false, indexable: true },
  agency: { path: 'l-agence', protected: false, indexable: true },
  projects: { path: 'projets', protected: false, indexable: true },
  projectDetail: { path: 'projects/:id/:slug', protected: false, indexable: true },
  jobs: { path: 'jobs', protected: false, indexable: true },
  // The spec's `articles` is the page where a logged-in client pays for a service, not the blog's.
  payForService: { path: 'articles', protected: true, indexable: false },
  notFound: { path: 'page-404', protected: false, indexable: false },
  account: { path: 'mon-compte', protected: true, indexable: false },
  changePassword: { path: 'changer-mot-de-passe', protected: true, indexable: false },
  // The back office: its sections are nested routes under it (features/admin/sections.ts).
  admin: { path: 'admin/*', protected: true, indexable: false, role: 'staff' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The role a route is for (`role`), undefined for one any visitor or account holder may open. */
export function requiredRole(name: RouteName): UserRole | undefined {
  const route: RouteDefinition = ROUTES[name];
  return route.role;
}

/** Indexable pages without parameters: the sitemap's fixed pages (content pages are listed from the database). */
export const FIXED_INDEXABLE_ROUTES: readonly RouteName[] = ROUTE_NAMES.filter((name) => ROUTES[name].indexable && !ROUTES[name].path.includes(':'));

/** The fixed article pages and recruitment sub-pages the spec names. */
export const FIXED_ARTICLE_SLUGS = [
  'quest-ce-quun-mvp',
  'comment-integrer-de-lecologie-dans-les-projets-digitaux',
  'progressive-web-app',
  'api-vs-microservices-comment-savoir-lequel-est-pour-moi',
  'quest-ce-que-le-why',
  'ils-nous-font-confiance-1',
] as const;
export const FIXED_JOB_SLUGS = ['alternant-ux-ui', 'alternant-front-js', 'developpeur-full-stack-js'] as const;

/**
 * Builds `/{lang}/{path}` with its parameters filled in:
 * `pathTo('article', { slug: 'progressive-web-app' })` is `/fr/article/progressive-web-app`.
 */
export function pathTo(
  name: RouteName,
  params: Record<string, string | number> = {},
  lang: string = DEFAULT_LANGUAGE,
): string {
  // A route with nested routes (`admin/*`) is reached at its own address.
  const segment = ROUTES[name].path.replace(/\/\*$/, '').replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  return segment ? `/${lang}/${segment}` : `/${lang}`;
}

/**
 * The name of the route a path shows (`/fr/blog/page/2` is `blogPage`), or null for a path no
 * route matches (the 404 page) or with an unsupported language prefix. It uses react-router's own
 * matcher, so the name always agrees with the page the router renders.
 */
export function routeNameOf(pathname: string): RouteName | null {
  for (const name of ROUTE_NAMES) {
    const { path } = ROUTES[name];
    const match = matchPath({ path: path ? `/:lang/${path}` : '/:lang', end: true }, pathname);
    if (match && isSupportedRouteLanguage(match.params.lang)) return name;
  }
  return null;
}
