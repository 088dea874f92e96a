import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from '../../../../src/client/app/layout/Layout';
import HomePage from '../../../../src/client/app/composed/HomePage';
import { RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function Location() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{pathname + hash}</output>;
}

/** The deployment's own profiles: the sample ones are never shown (company.ts). */
const SOCIAL = {
  linkedin: 'https://www.linkedin.com/company/atelier-nord',
  instagram: 'https://www.instagram.com/atelier.nord',
  facebook: 'https://www.facebook.com/ateliernord',
};

async function renderHome() {
  network.use({ 'GET /api/clients/cards': json(200, { data: [] }), 'GET /api/projects/cards/:count': json(200, { data: [] }) });
  const rendered = renderWithProviders(
    <RuntimeConfigProvider value={{ stripePublishableKey: null, siteUrl: '', company: { social: SOCIAL } }}>
      <Routes>
        <Route path=":lang" element={<Layout footer={false} />}>
          <Route index element={<HomePage />} />
        </Route>
        <Route path=":lang" element={<Layout />}>
          <Route path="*" element={<p>Autre page</p>} />
        </Route>
      </Routes>
      <Location />
    </RuntimeConfigProvider>,
    { route: '/fr' },
  );
  // The menus are loaded with the page's frame, after the first render; the sections under the hero are their own chunk.
  await screen.findByRole('button', { name: 'Menu' });
  await waitFor(() => expect(document.getElementById('references')).not.toBeNull());
  return rendered;
}

const burger = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => screen.getByRole('dialog', { name: 'Menu de l’accueil' });

describe('the home burger menu (narrow screens)', () => {
  test('has the section anchors, Contact and the social links', async () => {
    const { user } = await renderHome();
    await screen.findByText('Nos références seront bientôt présentées ici.');
    await user.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();

    const nav = within(menu()).getByRole('navigation', { name: 'Sections de la page' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Notre mission', '#goal'],
      ['Expertise', '#services'],
      ['Références', '#references'],
      ['Contact', '/fr/contact'],
    ]);
    const social = within(menu()).getByRole('list', { name: 'Suivez-nous' });
    const networks = within(social).getAllByRole('link');
    expect(networks.map((link) => link.getAttribute('href'))).toEqual([SOCIAL.linkedin, SOCIAL.instagram, SOCIAL.facebook]);
    expect(networks[0]).toHaveAccessibleName('LinkedIn (s’ouvre dans un nouvel onglet)');
    for (const link of networks) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('choosing an anchor closes the menu and takes the focus to the section', async () => {
    const { user } = await renderHome();
    await screen.findByText('Nos références seront bientôt présentées ici.');
    await user.click(burger());
    await user.click(within(menu()).getByRole('link', { name: 'Expertise' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ce que nous faisons pour vous' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/fr#services');
  });

  test('Escape closes it and gives the focus back to the burger', async () => {
    const { user } = await renderHome();
    await screen.findByText('Nos références seront bientôt présentées ici.');
    await user.click(burger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();
  });

  test('Contact leads to the contact page, where the site menu is closed', async () => {
    const { user } = await renderHome();
    await screen.findByText('Nos références seront bientôt présentées ici.');
    await user.click(burger());
    await user.click(within(menu()).getByRole('link', { name: 'Contact' }));
    // The other pages' frame (site menu, footer) loads first: the navigation waits for it.
    expect(await screen.findByText('Autre page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/contact');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveAttribute('aria-controls', 'site-menu');
  });
});
