import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../../../../src/client/app/layout/Layout';
import { RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';
import { token, user } from '../../support/fixtures';

// The store restores the session on a timer (redux-persist): let it finish inside act.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderFrame(route: string, footer = true) {
  return renderWithProviders(
    <Routes>
      <Route path=":lang" element={<Layout footer={footer} />}>
        <Route index element={<h1>Accueil</h1>} />
        <Route path="*" element={<h1>Une page</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('the frame of every page', () => {
  test('a skip link, the banner inviting to write to the contact address, the header and the footer', async () => {
    renderFrame('/fr/blog');
    await settle();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const banner = screen.getByText(/Pour toute demande d’information, écrivez-nous à/);
    expect(within(banner).getByRole('link', { name: 'contact@example.com' })).toHaveAttribute('href', 'mailto:contact@example.com');
    // A landmark of its own, so no content is outside the page's landmarks.
    expect(screen.getByRole('complementary', { name: 'Demandes d’information' })).toContainElement(banner);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Pixel & Cie, accueil' })).toHaveAttribute('href', '/fr');
    expect(within(header).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/fr/connexion');
    expect(within(header).getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'site-menu');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('rien n’y est vendu au public');
  });

  test('the banner shows the contact address this deployment configured', async () => {
    renderWithProviders(
      <RuntimeConfigProvider value={{ stripePublishableKey: null, siteUrl: '', company: { contactEmail: 'bonjour@agence.test' } }}>
        <Routes>
          <Route path=":lang" element={<Layout />} />
        </Routes>
      </RuntimeConfigProvider>,
      { route: '/fr' },
    );
    await settle();
    const banner = screen.getByText(/Pour toute demande d’information/);
    expect(within(banner).getByRole('link', { name: 'bonjour@agence.test' })).toHaveAttribute('href', 'mailto:bonjour@agence.test');
  });

  test('the home frame has no footer and no site menu, but the home bar', async () => {
    renderFrame('/fr', false);
    await settle();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections de la page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'home-menu');
    expect(screen.getByText(/Pour toute demande d’information/)).toBeInTheDocument();
  });

  test('a logged-in visitor gets a link to the account instead of the login', async () => {
    localStorage.setItem('token', token);
    network.use({ 'GET /api/users/me': json(200, { data: user }) });
    renderFrame('/fr/blog');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/mon-compte');
    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
  });
});
