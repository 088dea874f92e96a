import type { Article, Client, Project } from '../../../src/shared/api';
import { pathTo, ROUTE_NAMES, ROUTES, type RouteName } from '../../../src/shared/routes';
import { apiGet, type Site } from './site';

/** Every public route of ROUTES, home first (the order of the route table). */
export const PUBLIC_ROUTE_NAMES = ROUTE_NAMES.filter((name) => !ROUTES[name].protected);

/** Real addresses for the routes with parameters (and blog page 2), read from the running site's content. */
export type RouteSamples = Partial<Record<RouteName, string>>;

export async function loadRouteSamples(site: Site): Promise<RouteSamples> {
  const article = await apiGet<Article>(site, '/api/articles/unique/progressive-web-app');
  const [project] = await apiGet<Project[]>(site, '/api/projects/get-all-published-projects');
  const [client] = await apiGet<Client[]>(site, '/api/clients/get-all');
  return {
    blogPage: pathTo('blogPage', { id: 2 }),
    category: pathTo('category', { slug: article.category.slug }),
    article: pathTo('article', { slug: article.slug }),
    client: pathTo('client', { slug: client!.slug }),
    projectDetail: pathTo('projectDetail', { id: project!.id, slug: project!.slug }),
    recruitmentDetail: pathTo('recruitmentDetail', { slug: 'alternant-ux-ui' }),
  };
}

/** The address of a route: its sample when it has parameters, else its plain path. */
export function routePath(name: RouteName, samples: RouteSamples): string {
  return samples[name] ?? pathTo(name);
}
