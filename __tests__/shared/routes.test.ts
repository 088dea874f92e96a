import { interfaceLanguageFor, SUPPORTED_ROUTE_LANGUAGES } from '../../src/shared/languages';
import { pathTo, ROUTES } from '../../src/shared/routes';

describe('routes', () => {
  test('pathTo fills parameters under the language prefix', () => {
    expect(pathTo('home')).toBe('/fr');
    expect(pathTo('article', { slug: 'progressive-web-app' })).toBe('/fr/article/progressive-web-app');
    expect(pathTo('projectDetail', { id: 4, slug: 'a b' })).toBe('/fr/projects/4/a%20b');
    expect(() => pathTo('category')).toThrow(/slug/);
  });

  test('every route of the spec exists with its French segment', () => {
    expect(Object.values(ROUTES)).toEqual(
      expect.arrayContaining(['inscription', 'connexion', 'mot-de-passe-oublie', 'conditions-generales-d-utilisation', 'projects/:id/:slug', 'page-404', 'mon-compte', 'changer-mot-de-passe', 'articles']),
    );
    expect(Object.keys(ROUTES)).toHaveLength(34);
  });

  test('only fr is a route language, so the detected language stands', () => {
    expect(SUPPORTED_ROUTE_LANGUAGES).toEqual(['fr']);
    expect(interfaceLanguageFor('fr', 'en')).toBe('en');
    expect(interfaceLanguageFor('fr', 'fr')).toBe('fr');
  });
});
