import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Article, BlogPage } from '../../../../src/shared/api';
import { article } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" data-navigation={useNavigationType()}>{pathname + search}</output>;
}

function renderApp(route: string) {
  network.use({ 'POST /api/language/send': json(200, { data: { code: 'fr', nativeName: 'Français' } }) });
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route },
  );
}

const main = () => screen.getByRole('main');
const location = () => screen.getByTestId('location');

const articleNumber = (n: number): Article => ({
  ...article,
  id: 100 + n,
  slug: `article-${n}`,
  title: { fr: `Article numéro ${n}`, en: `Article number ${n}` },
});

/** A blog of `totalPages` pages of two articles each. */
function serveBlog(totalPages: number) {
  network.use({
    'GET /api/blog/cards/:n': (request) => {
      const page = Number(request.params.n);
      const data = page <= totalPages ? [articleNumber(2 * page - 1), articleNumber(2 * page)] : [];
      const body: BlogPage = { data, page, pageSize: 2, total: 2 * totalPages, totalPages };
      return json(200, body);
    },
  });
}

const pagination = () => within(main()).queryByRole('navigation', { name: 'Pages du blog' });

describe('blog', () => {
  test('the first page lists its articles with "continue reading", and only a next link', async () => {
    serveBlog(3);
    renderApp('/fr/blog');
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Article numéro 1' })).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Lire la suite\u00a0: Article numéro 2' })).toHaveAttribute('href', '/fr/article/article-2');
    expect(network.requests('GET /api/blog/cards/:n').map((r) => r.path)).toEqual(['/api/blog/cards/1']);

    const nav = pagination()!;
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/blog/page/2');
    expect(within(nav).queryByRole('link', { name: 'Page précédente' })).not.toBeInTheDocument();
    expect(nav).toHaveTextContent('Page 1 sur 3');
  });

  test('the first cover, in the first screen, loads at once and first; the others when scrolled to', async () => {
    serveBlog(1);
    renderApp('/fr/blog');
    await within(main()).findByRole('heading', { level: 2, name: 'Article numéro 1' });
    const covers = [...main().querySelectorAll('img.card__image')];
    expect(covers.map((cover) => [cover.getAttribute('loading'), cover.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  test('a middle page links to the previous page (the blog itself for page 1) and the next one', async () => {
    serveBlog(3);
    renderApp('/fr/blog/page/2');
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Article numéro 3' })).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { level: 1, name: 'Blog, page 2' })).toBeInTheDocument();
    const nav = pagination()!;
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/fr/blog');
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/blog/page/3');
  });

  test('the last page has no next link', async () => {
    serveBlog(3);
    renderApp('/fr/blog/page/3');
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Article numéro 6' })).toBeInTheDocument();
    const nav = pagination()!;
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/fr/blog/page/2');
    expect(within(nav).queryByRole('link', { name: 'Page suivante' })).not.toBeInTheDocument();
  });

  test('a blog of one page has no pagination', async () => {
    serveBlog(1);
    renderApp('/fr/blog');
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Article numéro 1' })).toBeInTheDocument();
    expect(pagination()).not.toBeInTheDocument();
  });

  test('"next" shows the next page and moves the focus to its title', async () => {
    serveBlog(3);
    const { user } = renderApp('/fr/blog');
    await user.click(await within(main()).findByRole('link', { name: 'Page suivante' }));
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Article numéro 3' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/fr/blog/page/2');
    await waitFor(() => expect(within(main()).getByRole('heading', { level: 1, name: 'Blog, page 2' })).toHaveFocus());
  });

  test('a page past the last one is the 404 page, with a way back home', async () => {
    serveBlog(3);
    renderApp('/fr/blog/page/9');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    expect(within(main()).queryByRole('heading', { name: /^Blog/ })).not.toBeInTheDocument();
    expect(pagination()).not.toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  test.each([
    ['/fr/blog/page/abc', '/fr/blog'],
    ['/fr/blog/page/0', '/fr/blog'],
    ['/fr/blog/page/1', '/fr/blog'],
    ['/fr/blog/page/02', '/fr/blog/page/2'],
  ])('%s is replaced by %s', async (route, canonical) => {
    serveBlog(3);
    renderApp(route);
    expect(await within(main()).findAllByRole('heading', { level: 2, name: /Article numéro/ })).toHaveLength(2);
    expect(location().textContent).toBe(canonical);
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    // Only the canonical page is asked for.
    expect(network.requests('GET /api/blog/cards/:n').map((r) => r.path)).toEqual([
      canonical === '/fr/blog' ? '/api/blog/cards/1' : '/api/blog/cards/2',
    ]);
  });

  test('an empty blog says so', async () => {
    network.use({ 'GET /api/blog/cards/:n': json(200, { data: [], page: 1, pageSize: 6, total: 0, totalPages: 0 }) });
    renderApp('/fr/blog');
    expect(await within(main()).findByText('Aucun article n’est encore publié. Revenez bientôt !')).toBeInTheDocument();
    expect(pagination()).not.toBeInTheDocument();
  });

  test('an API failure shows a translated message and a retry button that refetches', async () => {
    let calls = 0;
    network.use({
      'GET /api/blog/cards/:n': () =>
        ++calls === 1
          ? json(500, { code: 'internal', message: 'Erreur interne' })
          : json(200, { data: [articleNumber(1)], page: 1, pageSize: 2, total: 1, totalPages: 1 }),
    });
    const { user } = renderApp('/fr/blog');
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Les articles n’ont pas pu être chargés.');
    await user.click(within(main()).getByRole('button', { name: 'Réessayer' }));
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Article numéro 1' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
