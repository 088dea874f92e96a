import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Client } from '../../../../src/shared/api';
import { client, project } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const main = () => screen.getByRole('main');

const acme: Client = {
  ...client,
  logo: '/media/clients/acme.svg',
  summary: { fr: 'Un industriel qui nous confie ses outils web.', en: 'A manufacturer that trusts us with its web tools.' },
  body: { fr: 'Depuis 2021, **trois projets** ensemble.', en: 'Since 2021, **three projects** together.' },
};

function renderClient(slug: string, language: 'fr' | 'en' = 'fr') {
  network.use({
    'POST /api/language/send': json(200, { data: { code: language, nativeName: 'x' } }),
    'GET /api/clients/get-by-slug/:slug': (request) =>
      request.params.slug === 'acme' ? json(200, { data: acme }) : json(404, { code: 'notFound', message: 'Introuvable' }),
    'GET /api/projects/cards': json(200, {
      data: [
        project,
        { ...project, id: 9, slug: 'autre-client', title: { fr: 'Autre client', en: 'Another client' }, client: { slug: 'autre', name: 'Autre' } },
      ],
    }),
  });
  return renderWithProviders(<AppRoutes />, { route: `/fr/client/${slug}`, language });
}

describe('client reference page', () => {
  test("shows the client's name, logo, summary and story in the interface language", async () => {
    renderClient('acme', 'en');
    const heading = await within(main()).findByRole('heading', { level: 1, name: 'Acme' });
    const page = heading.closest('article')!;
    expect(within(page).getByText('Client reference')).toBeInTheDocument();
    expect(within(page).getByText('A manufacturer that trusts us with its web tools.')).toBeInTheDocument();
    expect(within(page).getByText('three projects').tagName).toBe('STRONG');
    const logo = page.querySelector('img')!;
    expect(logo.getAttribute('src')).toContain('imageURL=%2Fmedia%2Fclients%2Facme.svg');
    expect(logo).toHaveAttribute('fetchpriority', 'high');
  });

  test('lists the projects made for this client, each linked to its page, and no other', async () => {
    renderClient('acme');
    const list = await within(main()).findByRole('region', { name: 'Nos projets pour Acme' });
    expect(within(list).getByRole('link', { name: 'Site Acme' })).toHaveAttribute('href', '/fr/projects/4/site-acme');
    expect(within(list).queryByRole('link', { name: 'Autre client' })).toBeNull();
  });

  test('an unknown client shows the 404 page content', async () => {
    renderClient('inconnu');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
