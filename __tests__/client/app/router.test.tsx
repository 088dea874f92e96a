import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../src/client/app/router';
import { PAGES, type Page } from '../../../src/client/app/pages';
import { HtmlLanguage } from '../../../src/client/app/language/HtmlLanguage';
import { ROUTE_NAMES, ROUTES, type RouteName } from '../../../src/shared/routes';
import frPages from '../../../src/client/locales/fr/pages.json';
import { article, client, job, project } from '../support/fixtures';
import { deferred, json, network } from '../support/network';
import { renderWithProviders } from '../support/render';

function Location() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}

const user = {
  id: 1,
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.com',
  phoneNumber: null,
  profileImage: null,
  language: 'fr',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderApp(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <HtmlLanguage />
      <AppRoutes />
      <Location />
    </>,
    { route, ...options },
  );
}

const location = () => screen.getByTestId('location').textContent;
const main = () => screen.getByRole('main');

/** What the content pages ask for, answered with one sample of each. */
function serveContent() {
  const blogPage = (page: number) => json(200, { data: [article], page, pageSize: 6, total: 7, totalPages: 2 });
  network.use({
    'GET /api/clients/cards': json(200, { data: [client] }),
    'GET /api/clients/get-by-slug/:slug': json(200, { data: client }),
    'GET /api/blog/cards/:n': (request) => blogPage(Number(request.params.n)),
    'GET /api/articles/get-all-articles': json(200, { data: [article] }),
    'GET /api/articles/unique/:id': json(200, { data: article }),
    'GET /api/articles/related-cards/:a/:b': json(200, { data: [] }),
    'GET /api/projects/cards': json(200, { data: [project] }),
    'GET /api/projects/cards/:count': json(200, { data: [project] }),
    'GET /api/projects/unique/:id': json(200, { data: project }),
    'GET /api/jobs/get-all-jobs': json(200, { data: [job] }),
    'GET /api/jobs/unique/:id': json(200, { data: job }),
  });
}

beforeEach(() => {
  serveContent();
  network.use({
    'POST /api/language/send': (request) => {
      const lang = (request.body as { lang: string }).lang;
      return json(200, { data: { code: lang, nativeName: lang === 'fr' ? 'Français' : 'English' } });
    },
  });
});

describe('routing rules', () => {
  test('/ goes to /fr and shows the home page', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Nous concevons des sites/ })).toBeInTheDocument();
    expect(location()).toBe('/fr');
  });

  test('an unsupported language goes to /fr with the rest of the path, query and hash kept', async () => {
    renderApp('/de/blog?page=2#top');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(location()).toBe('/fr/blog?page=2#top');
  });

  test('a path without a language gets the default one', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(location()).toBe('/fr/contact');
  });

  test.each(['/fr/does-not-exist', '/fr/blog/nope/deeper', '/fr/page-404'])(
    '%s shows the 404 page with a link back home',
    async (route) => {
      const { user: person } = renderApp(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
      await person.click(within(main()).getByRole('link', { name: 'Retour à l’accueil' }));
      expect(await screen.findByRole('heading', { level: 1, name: /Nous concevons des sites/ })).toBeInTheDocument();
      expect(location()).toBe('/fr');
    },
  );

  // Pages about one piece of content are titled by it; the others by their route's title.
  const samples: Partial<Record<RouteName, { path: string; title: string }>> = {
    blogPage: { path: '/fr/blog/page/2', title: 'Blog, page 2' },
    category: { path: `/fr/category/${article.category.slug}`, title: article.category.name.fr },
    article: { path: `/fr/article/${article.slug}`, title: article.title.fr },
    client: { path: `/fr/client/${client.slug}`, title: client.name },
    projectDetail: { path: `/fr/projects/${project.id}/${project.slug}`, title: project.title.fr },
    recruitmentDetail: { path: `/fr/recrutement/${job.slug}`, title: job.title.fr },
  };
  const publicRoutes = ROUTE_NAMES.filter((name) => name !== 'home' && name !== 'notFound' && !ROUTES[name].protected);
  test.each(publicRoutes)('the public route %s exists and has its title', async (name) => {
    const { path, title } = samples[name] ?? {
      path: `/fr/${ROUTES[name].path}`,
      title: (frPages as Record<string, { title: string }>)[name]!.title,
    };
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(location()).toBe(path);
  });
});

describe('protected routes', () => {
  test.each(ROUTE_NAMES.filter((name) => ROUTES[name].protected))('an anonymous visitor of %s is sent to the root path', async (name) => {
    renderApp(`/fr/${ROUTES[name].path}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Nous concevons des sites/ })).toBeInTheDocument();
    expect(location()).toBe('/fr');
  });

  test('nothing is shown, and no redirect happens, while the automatic login is pending', async () => {
    localStorage.setItem('token', 'stored-token');
    const answer = deferred();
    network.use({
      'GET /api/users/me': async () => {
        await answer.promise;
        return json(200, { data: user });
      },
    });
    renderApp('/fr/mon-compte');
    await waitFor(() => expect(network.requests('GET /api/users/me')).toHaveLength(1));
    expect(network.requests('GET /api/users/me')[0]!.headers.authorization).toBe('Bearer stored-token');
    // Still waiting: the page is empty and the address unchanged.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(within(main()).queryByRole('heading')).not.toBeInTheDocument();
    expect(location()).toBe('/fr/mon-compte');

    await act(async () => answer.resolve());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(location()).toBe('/fr/mon-compte');
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeInTheDocument();
  });

  test('a stored token the server refuses ends on the root path, logged out', async () => {
    localStorage.setItem('token', 'expired-token');
    network.use({ 'GET /api/users/me': json(401, { code: 'unauthorized', message: 'Veuillez vous connecter pour continuer' }) });
    renderApp('/fr/changer-mot-de-passe');
    expect(await screen.findByRole('heading', { level: 1, name: /Nous concevons des sites/ })).toBeInTheDocument();
    expect(location()).toBe('/fr');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('languages', () => {
  test('the route language is sent to the server, then the interface shows it', async () => {
    const { i18n } = renderApp('/fr/contact');
    const changes: string[] = [];
    i18n.on('languageChanged', (lng: string) => changes.push(lng));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await waitFor(() => expect(network.requests('POST /api/language/send').map((r) => r.body)).toEqual([{ lang: 'fr' }]));
    expect(document.documentElement.lang).toBe('fr');
    // Already in French: no language change, which would render every translated component again.
    expect(changes).toEqual([]);
  });

  test('a visitor whose language is English keeps English on /fr routes, and the address says so', async () => {
    renderApp('/fr/blog', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(network.requests('POST /api/language/send').map((r) => r.body)).toEqual([{ lang: 'en' }]));
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(location()).toBe('/fr/blog?lng=en'));
    // Every link of the page keeps the language.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/fr/connexion?lng=en');
  });

  test('the FR/EN switch works both ways: the server is told, then the interface, <html lang> and the address follow', async () => {
    const { user: person, store } = renderApp('/fr/blog?lng=fr&page=2');
    await screen.findByRole('link', { name: 'Connexion' });
    await waitFor(() => expect(network.requests('POST /api/language/send')).toHaveLength(1));
    // French says nothing in the address; the rest of the query stays.
    await waitFor(() => expect(location()).toBe('/fr/blog?page=2'));

    await person.click(screen.getByRole('button', { name: 'EN – afficher le site en English' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN – show the site in English' })).toHaveAttribute('aria-pressed', 'true');
    expect(network.requests('POST /api/language/send').map((r) => r.body)).toEqual([{ lang: 'fr' }, { lang: 'en' }]);
    expect(document.documentElement.lang).toBe('en');
    expect(store.getState().language.current).toBe('en');
    await waitFor(() => expect(location()).toBe('/fr/blog?page=2&lng=en'));

    await person.click(screen.getByRole('button', { name: 'FR – show the site in Français' }));
    expect(await screen.findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR – afficher le site en Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(network.requests('POST /api/language/send').map((r) => r.body)).toEqual([{ lang: 'fr' }, { lang: 'en' }, { lang: 'fr' }]);
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(location()).toBe('/fr/blog?page=2'));
  });

  test('when the server cannot be told, a notice says so and the language stays', async () => {
    network.use({ 'POST /api/language/send': json(500, { code: 'internal', message: 'Erreur' }) });
    const { user: person } = renderApp('/fr/blog');
    await screen.findByRole('link', { name: 'Connexion' });
    await person.click(screen.getByRole('button', { name: 'EN – afficher le site en English' }));
    expect(await screen.findByText('La langue n’a pas pu être changée. Réessayez dans un instant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR – afficher le site en Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('fr');
    expect(location()).toBe('/fr/blog');
  });
});

describe('the route table', () => {
  test('every route has its page, and a route without one does not compile', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...ROUTE_NAMES].sort());
    const { home, ...withoutHome } = PAGES;
    // @ts-expect-error `npm run typecheck` fails when a route of shared/routes.ts has no page.
    const pages: Record<RouteName, Page> = withoutHome;
    expect(Object.keys(pages)).not.toContain('home');
    expect(home).toBe(PAGES.home);
  });
});
