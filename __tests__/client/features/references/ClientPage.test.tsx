import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Client } from '../../../../src/shared/api';
import { client } from '../../support/fixtures';
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

  test('an unknown client shows the 404 page content', async () => {
    renderClient('inconnu');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
