import { matchPath } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isSupportedRouteLanguage } from './languages';

/** Route segments under `/{lang}` (product spec, section 2). Parameters use react-router syntax. */
export const ROUTES = {
  home: '',
  homeV2: 'home-v2',
  signup: 'inscription',
  login: 'connexion',
  lostPassword: 'mot-de-passe-oublie',
  resetPassword: 'reset-password',
  legalNotices: 'mentions-legales',
  privacy: 'politique-de-confidentialite',
  terms: 'conditions-generales-d-utilisation',
  accessibility: 'accessibilite',
  page3d: 'page-3d',
  blog: 'blog',
  blogPage: 'blog/page/:id',
  category: 'category/:slug',
  article: 'article/:slug',
  client: 'client/:slug',
  services: 'services',
  starterPack: 'starter-pack',
  starterPackForm: 'formulaire-starter-pack-form',
  packages: 'forfait',
  advice: 'societe-de-conseils',
  expertise: 'expertise',
  contact: 'contact',
  candidacy: 'candidature',
  recruitment: 'recrutement',
  recruitmentDetail: 'recrutement/:slug',
  agency: 'l-agence',
  projects: 'projets',
  projectDetail: 'projects/:id/:slug',
  jobs: 'jobs',
  items: 'articles',
  notFound: 'page-404',
  account: 'mon-compte',
  changePassword: 'changer-mot-de-passe',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Routes that need a logged-in user; anonymous visitors are sent to `/`. */
export const PROTECTED_ROUTES: readonly RouteName[] = ['account', 'changePassword', 'items'];

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
 * Builds `/{lang}/{segment}` with its parameters filled in:
 * `pathTo('article', { slug: 'progressive-web-app' })` is `/fr/article/progressive-web-app`.
 */
export function pathTo(
  name: RouteName,
  params: Record<string, string | number> = {},
  lang: string = DEFAULT_LANGUAGE,
): string {
  const segment = ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
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
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const pattern = ROUTES[name] ? `/:lang/${ROUTES[name]}` : '/:lang';
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match && isSupportedRouteLanguage(match.params.lang)) return name;
  }
  return null;
}
