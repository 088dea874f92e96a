import { screen, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Project } from '../../../../src/shared/api';
import { project } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location" data-navigation={useNavigationType()}>{pathname}</output>;
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

const acme: Project = {
  ...project,
  image: '/media/projects/site-acme.svg',
  body: { fr: 'Refonte complète.\n\n## Résultat\n\nDeux fois plus de demandes.', en: 'A full redesign.\n\n## Outcome\n\nTwice as many requests.' },
  stack: ['React', 'SQLite'],
  screens: [{ image: '/media/projects/site-acme/screen-1-phone.svg', device: 'phone', alt: { fr: 'Le devis sur téléphone', en: 'The quote on a phone' } }],
};

function serveProject() {
  network.use({
    'GET /api/projects/unique/:id': (request) =>
      request.params.id === '4' ? json(200, { data: acme }) : json(404, { code: 'notFound', message: 'Introuvable' }),
  });
}

describe('projects', () => {
  test('the list links each published project to its page', async () => {
    network.use({
      'GET /api/projects/cards': json(200, {
        data: [acme, { ...project, id: 8, slug: 'appli-bio', title: { fr: 'Appli Bio', en: 'Bio app' }, client: null }],
      }),
    });
    renderApp('/fr/projets');
    const title = await within(main()).findByRole('heading', { level: 2, name: 'Site Acme' });
    expect(within(main()).getByRole('heading', { level: 1, name: 'Nos projets' })).toBeInTheDocument();
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/fr/projects/4/site-acme');
    expect(within(main()).getByRole('link', { name: 'Voir le projet\u00a0: Appli Bio' })).toHaveAttribute('href', '/fr/projects/8/appli-bio');
    // The card names its client and links to the client's reference page.
    expect(within(title.closest('article')!).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/fr/client/acme');
  });

  test('a project page shows its title, client, cover and story', async () => {
    serveProject();
    renderApp('/fr/projects/4/site-acme');
    const heading = await within(main()).findByRole('heading', { level: 1, name: 'Site Acme' });
    const page = heading.closest('article')!;
    expect(within(page).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/fr/client/acme');
    expect(within(page).getByRole('link', { name: 'Acme' }).parentElement!.textContent).toMatch(/^Client\s:\sAcme/);
    expect(within(page).getByRole('heading', { level: 2, name: 'Résultat' })).toBeInTheDocument();
    expect(page.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(within(page).getByRole('link', { name: 'Tous nos projets' })).toHaveAttribute('href', '/fr/projets');
    expect(location()).toHaveTextContent('/fr/projects/4/site-acme');
  });

  test('a project page tells the case study: challenge, approach, result, figures, framed screens and stack', async () => {
    serveProject();
    renderApp('/fr/projects/4/site-acme');
    const page = (await within(main()).findByRole('heading', { level: 1, name: 'Site Acme' })).closest('article')!;
    const story = within(page).getByRole('region', { name: 'Le projet en bref' });
    expect(within(story).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Le défi', 'Notre approche', 'Le résultat']);
    expect(story).toHaveTextContent('Le défi');
    const figures = within(page).getByRole('region', { name: 'Les résultats en chiffres' });
    expect(within(figures).getByRole('listitem')).toHaveTextContent('-40 %d’appels');
    const screens = within(page).getByRole('region', { name: 'Les écrans' });
    const screen = within(screens).getByRole('figure');
    expect(screen.querySelector('figcaption')).toHaveTextContent('Le devis sur téléphone');
    const [shot, frame] = screen.querySelectorAll('img');
    expect(shot).toHaveAttribute('loading', 'lazy');
    expect(shot!.getAttribute('srcset')).toContain('screen-1-phone');
    expect(frame).toHaveAttribute('src', '/media/frames/phone.svg');
    const stack = within(page).getByRole('region', { name: 'La technique' });
    expect(within(stack).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['React', 'SQLite']);
  });

  test('a case study with no figures, screens or stack shows none of those parts', async () => {
    network.use({ 'GET /api/projects/unique/:id': json(200, { data: { ...acme, outcomes: [], screens: [], stack: [] } }) });
    renderApp('/fr/projects/4/site-acme');
    await within(main()).findByRole('heading', { level: 1, name: 'Site Acme' });
    expect(within(main()).getByRole('region', { name: 'Le projet en bref' })).toBeInTheDocument();
    for (const name of ['Les résultats en chiffres', 'Les écrans', 'La technique']) expect(within(main()).queryByRole('region', { name })).toBeNull();
  });

  test('a wrong slug is replaced by the right one', async () => {
    serveProject();
    renderApp('/fr/projects/4/ancien-nom');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Site Acme' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/fr/projects/4/site-acme');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  test('an unknown project id shows the 404 page content', async () => {
    serveProject();
    renderApp('/fr/projects/999/site-acme');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
