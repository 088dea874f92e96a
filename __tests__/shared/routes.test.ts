import { interfaceLanguageFor, SUPPORTED_ROUTE_LANGUAGES } from '../../src/shared/languages';
import { pathTo, requiredRole, routeNameOf, ROUTE_NAMES, ROUTES, type RouteName } from '../../src/shared/routes';

describe('routes', () => {
  test('pathTo fills parameters under the language prefix', () => {
    expect(pathTo('home')).toBe('/fr');
    expect(pathTo('article', { slug: 'progressive-web-app' })).toBe('/fr/article/progressive-web-app');
    expect(pathTo('projectDetail', { id: 4, slug: 'a b' })).toBe('/fr/projects/4/a%20b');
    expect(() => pathTo('category')).toThrow(/slug/);
    // A route with nested routes is reached at its own address.
    expect(pathTo('admin')).toBe('/fr/admin');
  });

  test('the staff area is protected, for the staff role, and not indexed; its sections are its own', () => {
    expect(ROUTES.admin).toMatchObject({ protected: true, indexable: false, role: 'staff' });
    expect(requiredRole('admin')).toBe('staff');
    expect(requiredRole('account')).toBeUndefined();
    expect(routeNameOf('/fr/admin')).toBe('admin');
    expect(routeNameOf('/fr/admin/inbox')).toBe('admin');
  });

  test('every route of the spec exists with its French segment', () => {
    expect(Object.values(ROUTES).map((route) => route.path)).toEqual(
      expect.arrayContaining(['inscription', 'connexion', 'mot-de-passe-oublie', 'conditions-generales-d-utilisation', 'projects/:id/:slug', 'page-404', 'mon-compte', 'changer-mot-de-passe', 'articles']),
    );
  });

  test('no two routes share an address', () => {
    const shared = ROUTE_NAMES.filter((name, index) => ROUTE_NAMES.findIndex((other) => ROUTES[other].path === ROUTES[name].path) !== index);
    expect(shared).toEqual([]);
  });

  test('only fr is a route language, so the detected language stands', () => {
    expect(SUPPORTED_ROUTE_LANGUAGES).toEqual(['fr']);
    expect(interfaceLanguageFor('fr', 'en')).toBe('en');
    expect(interfaceLanguageFor('fr', 'fr')).toBe('fr');
  });

  test('routeNameOf names the route a path shows, whatever its parameters', () => {
    const cases: [string, RouteName | null][] = [
      ['/fr', 'home'],
      ['/fr/', 'home'],
      ['/fr/blog', 'blog'],
      ['/fr/blog/page/3', 'blogPage'],
      ['/fr/article/progressive-web-app', 'article'],
      ['/fr/articles', 'payForService'],
      ['/fr/recrutement', 'recruitment'],
      ['/fr/recrutement/alternant-ux-ui', 'recruitmentDetail'],
      ['/fr/projects/4/site-acme', 'projectDetail'],
      ['/fr/mon-compte', 'account'],
      ['/fr/page-404', 'notFound'],
      ['/fr/nope', null],
      ['/fr/blog/page/3/extra', null],
      ['/de/blog', null],
      ['/', null],
    ];
    expect(cases.map(([path]) => [path, routeNameOf(path)])).toEqual(cases);
  });

  test('routeNameOf finds every route from the path pathTo builds', () => {
    const params = { id: 7, slug: 'un-exemple' };
    for (const name of ROUTE_NAMES) expect([name, routeNameOf(pathTo(name, params))]).toEqual([name, name]);
  });
});
