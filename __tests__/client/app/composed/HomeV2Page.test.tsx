import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../../../../src/client/app/layout/Layout';
import HomeV2Page from '../../../../src/client/app/composed/HomeV2Page';
import { client } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function renderHomeV2() {
  network.use({ 'GET /api/clients/cards': json(200, { data: [client] }) });
  return renderWithProviders(
    <Routes>
      <Route path=":lang" element={<Layout />}>
        <Route path="home-v2" element={<HomeV2Page />} />
      </Route>
    </Routes>,
    { route: '/fr/home-v2' },
  );
}

describe('home-v2', () => {
  test('the same sections, expertise first, with an in-page summary, the site menu and the footer', async () => {
    renderHomeV2();
    expect(screen.getByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Accueil | Pixel & Cie'));
    const sections = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(['Ce que nous faisons pour vous', 'Ils nous font confiance', 'Rendre le numérique utile, simple et durable', 'Un projet en tête\u202f?']);

    const summary = await screen.findByRole('navigation', { name: 'Sections de la page' });
    for (const link of within(summary).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInTheDocument();
    }
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Expertise', 'Références', 'Notre mission']);
    expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/fr/client/acme');
    expect(screen.getByRole('link', { name: 'Écrire à l’équipe' })).toHaveAttribute('href', '/fr/contact');
    expect(await screen.findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'site-menu');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
