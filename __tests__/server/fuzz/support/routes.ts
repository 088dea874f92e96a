import type { FastifyInstance } from 'fastify';

export interface FuzzRoute {
  method: string;
  /** As registered: `/api/users/update-infos/:userId`. */
  url: string;
  /** Names of the `:params` in url, in order. */
  params: string[];
}

/**
 * Every route the app has, read from the app itself (printRoutes), so a route added later is
 * fuzzed without touching the tests. HEAD is GET without a body: GET stands for both.
 */
export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD')) {
      routes.push({ method, url, params: [...url.matchAll(/:(\w+)/g)].map((param) => param[1]!) });
    }
  }
  return routes;
}

/** The routes the API code declares; static files of the client build are left to their own tests. */
export function isApiRoute(route: FuzzRoute): boolean {
  return route.url.startsWith('/api/') || route.url.startsWith('/uploads/');
}
