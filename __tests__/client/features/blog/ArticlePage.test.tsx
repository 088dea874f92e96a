import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Article } from '../../../../src/shared/api';
import { article } from '../../support/fixtures';
import { deferred, json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" data-navigation={useNavigationType()}>{pathname + search}</output>;
}

function renderApp(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  network.use({ 'POST /api/language/send': json(200, { data: { code: 'fr', nativeName: 'Français' } }) });
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route, ...options },
  );
}

const main = () => screen.getByRole('main');
/** Waits for the related articles, so that nothing is left loading when a test ends. */
const relatedShown = async () => expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(3);
const localized = (fr: string, en: string) => ({ fr, en });

const pwa: Article = {
  ...article,
  title: localized('Les progressive web apps', 'Progressive web apps'),
  excerpt: localized('Une app installable sans passer par les stores.', 'An installable app without the stores.'),
  body: localized(
    'Une PWA s’installe **depuis le navigateur**.\n\n## Ses atouts\n\n- Hors ligne\n- Notifications',
    'A PWA installs **from the browser**.\n\n## Its strengths\n\n- Offline\n- Notifications',
  ),
};

const related: Article[] = [
  { ...article, id: 11, slug: 'quest-ce-quun-mvp', title: localized('Qu’est-ce qu’un MVP ?', 'What is an MVP?') },
  { ...article, id: 12, slug: 'progressive-web-app-ou-native', title: localized('PWA ou natif ?', 'PWA or native?') },
  { ...article, id: 13, slug: 'quest-ce-que-le-why', title: localized('Qu’est-ce que le why ?', 'What is the why?') },
];

function serveArticle(found: Article = pwa, others: Article[] = related) {
  network.use({
    'GET /api/articles/unique/:id': (request) =>
      request.params.id === found.slug || request.params.id === String(found.id)
        ? json(200, { data: found })
        : json(404, { code: 'notFound', message: 'Introuvable' }),
    'GET /api/articles/related-cards/:category/:exclude': json(200, { data: others }),
  });
}

describe('article page', () => {
  test('shows the title, category link, date, reading time, cover and the body from its Markdown', async () => {
    serveArticle();
    renderApp('/fr/article/progressive-web-app');
    const heading = await within(main()).findByRole('heading', { level: 1, name: 'Les progressive web apps' });
    const page = heading.closest('article')!;
    expect(within(page).getByRole('link', { name: 'Mobile' })).toHaveAttribute('href', '/fr/category/mobile');
    expect(within(page).getByText('2 janvier 2026')).toHaveAttribute('datetime', '2026-01-02T09:00:00.000Z');
    expect(within(page).getByText('4 min de lecture')).toBeInTheDocument();
    expect(within(page).getByText('Une app installable sans passer par les stores.')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Ses atouts' })).toBeInTheDocument();
    expect(within(page).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hors ligne', 'Notifications']);
    expect(within(page).getByText('depuis le navigateur').tagName).toBe('STRONG');

    // The cover is the page's largest image: loaded first, through the resizing endpoint.
    const cover = page.querySelector('img')!;
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '900');
    expect(cover.getAttribute('src')).toMatch(/^\/api\/images\/get-image\?imageURL=%2Fmedia%2Fpwa\.jpg/);
    await waitFor(() => expect(document.title).toMatch(/^Les progressive web apps \| /));
    expect(within(main()).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await relatedShown();
  });

  test('shows the related articles the server sends, each linked, never the current one', async () => {
    serveArticle();
    renderApp('/fr/article/progressive-web-app');
    const section = await screen.findByRole('region', { name: 'À lire aussi' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Qu’est-ce qu’un MVP ?', 'PWA ou natif ?', 'Qu’est-ce que le why ?']);
    for (const [index, title] of titles.entries()) {
      expect(within(title).getByRole('link')).toHaveAttribute('href', `/fr/article/${related[index]!.slug}`);
    }
    expect(within(section).getByRole('link', { name: 'Lire la suite\u00a0: PWA ou natif ?' })).toHaveAttribute(
      'href',
      '/fr/article/progressive-web-app-ou-native',
    );
    expect(within(section).queryByText('Les progressive web apps')).not.toBeInTheDocument();
    // Asked for the article's category, leaving the article itself out.
    expect(network.requests('GET /api/articles/related-cards/:category/:exclude').map((r) => r.path)).toEqual([
      '/api/articles/related-cards/mobile/1',
    ]);
  });

  test('shows skeletons while the article loads', async () => {
    const answer = deferred();
    network.use({
      'GET /api/articles/unique/:id': async () => {
        await answer.promise;
        return json(200, { data: pwa });
      },
      'GET /api/articles/related-cards/:category/:exclude': json(200, { data: related }),
    });
    renderApp('/fr/article/progressive-web-app');
    await waitFor(() => expect(network.requests('GET /api/articles/unique/:id')).toHaveLength(1));
    // The loading status (the page frame also holds an empty live region for notices).
    const status = (await within(main()).findByText('Chargement…')).closest<HTMLElement>('[role="status"]')!;
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Chargement…');
    expect(status.querySelectorAll('.skeleton').length).toBeGreaterThan(3);
    expect(within(main()).queryByRole('heading', { name: 'Les progressive web apps' })).not.toBeInTheDocument();
    expect(within(main()).getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Article']);

    await act(async () => answer.resolve());
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Les progressive web apps' })).toBeInTheDocument();
    await relatedShown();
  });

  test('an API failure shows a translated message; retry loads the article', async () => {
    let calls = 0;
    network.use({
      'GET /api/articles/unique/:id': () =>
        ++calls === 1 ? json(500, { code: 'internal', message: 'Erreur interne' }) : json(200, { data: pwa }),
      'GET /api/articles/related-cards/:category/:exclude': json(200, { data: related }),
    });
    const { user } = renderApp('/fr/article/progressive-web-app');
    expect(await within(main()).findByRole('alert')).toHaveTextContent('L’article n’a pas pu être chargé.');
    expect(within(main()).getByRole('heading', { level: 1, name: 'Article' })).toBeInTheDocument();

    await user.click(within(main()).getByRole('button', { name: 'Réessayer' }));
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Les progressive web apps' })).toBeInTheDocument();
    expect(within(main()).queryByRole('alert')).not.toBeInTheDocument();
    await relatedShown();
  });

  test('an unknown article shows the 404 page content', async () => {
    serveArticle();
    renderApp('/fr/article/cet-article-n-existe-pas');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    expect(network.requests('GET /api/articles/related-cards/:category/:exclude')).toHaveLength(0);
  });

  test('an id in place of the slug is replaced by the slug', async () => {
    serveArticle();
    renderApp('/fr/article/1');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Les progressive web apps' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/article/progressive-web-app');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    await relatedShown();
  });

  test('in English, the text and the date are English', async () => {
    serveArticle();
    renderApp('/fr/article/progressive-web-app', { language: 'en' });
    const heading = await within(main()).findByRole('heading', { level: 1, name: 'Progressive web apps' });
    const page = heading.closest('article')!;
    expect(within(page).getByText('January 2, 2026')).toBeInTheDocument();
    expect(within(page).getByText('4 min read')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Its strengths' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Read next' })).toBeInTheDocument();
    await relatedShown();
  });
});
