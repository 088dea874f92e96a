import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from '../../../../src/client/app/layout/Layout';
import type { PreloadedState } from '../../../../src/client/app/store';
import { token, user as member } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { mockMatchMedia, removeMatchMedia } from './matchMedia';

const WIDE = '(min-width: 1025px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** A page of the site (not the home) in its frame. */
async function renderPage(route = '/fr/blog', preloadedState?: PreloadedState) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path=":lang" element={<Layout />}>
        <Route path="*" element={<Location />} />
      </Route>
    </Routes>,
    { route, preloadedState },
  );
  // The menus are loaded with the page's frame, after the first render.
  await screen.findByRole('button', { name: 'Menu' });
  return rendered;
}

const burger = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => screen.getByRole('dialog', { name: 'Menu du site' });
const video = () => document.querySelector('video');

afterEach(removeMatchMedia);

describe('the burger menu', () => {
  test('opens a full-screen menu with every entry of the spec’s header, focus inside', async () => {
    const { user } = await renderPage();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    const nav = within(menu()).getByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Accueil', '/fr'],
      ['L’agence', '/fr/l-agence'],
      ['Projets', '/fr/projets'],
      ['Services', '/fr/services'],
      ['Conseil', '/fr/societe-de-conseils'],
      ['Forfaits', '/fr/forfait'],
      ['Starter pack', '/fr/starter-pack'],
      ['Blog', '/fr/blog'],
      ['Recrutement', '/fr/recrutement'],
      ['Offres d’emploi', '/fr/jobs'],
      ['Contact', '/fr/contact'],
      ['Mentions légales', '/fr/mentions-legales'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
  });

  test('choosing an entry goes there, closes the menu and puts the focus back on the burger', async () => {
    const { user } = await renderPage();
    await user.click(burger());
    await user.click(within(menu()).getByRole('link', { name: 'Projets' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/projets');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
  });

  test('Escape closes it, focus back on the burger', async () => {
    const { user } = await renderPage();
    await user.click(burger());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();
  });

  test('the close button closes it, focus back on the burger', async () => {
    const { user } = await renderPage();
    await user.click(burger());
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();
  });
});

describe('for a logged-in person', () => {
  test('the menu also leads to their account and to the page where services are paid for', async () => {
    const { user } = await renderPage('/fr/blog', { auth: { user: member, token, status: 'authenticated' } });
    await user.click(burger());
    const nav = within(menu()).getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/mon-compte');
    expect(within(nav).getByRole('link', { name: 'Régler une prestation' })).toHaveAttribute('href', '/fr/articles');
  });
});

describe('the hover videos', () => {
  test('above 1024px, hovering an entry plays its video: silent, inline, loaded only then', async () => {
    mockMatchMedia({ [WIDE]: true });
    const { user } = await renderPage();
    await user.click(burger());
    expect(video()).toBeNull();

    await user.hover(within(menu()).getByRole('link', { name: 'Projets' }));
    const projects = video()!;
    expect(projects).not.toBeNull();
    expect([...projects.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/media/menu/projects.webm',
      '/media/menu/projects.mp4',
    ]);
    expect(projects.muted).toBe(true);
    expect(projects).toHaveAttribute('playsinline');
    expect(projects).toHaveAttribute('preload', 'none');
    expect(projects).toHaveAttribute('loop');
    expect(projects).toHaveAttribute('poster', '/media/menu/projects.webp');

    await user.hover(within(menu()).getByRole('link', { name: 'Recrutement' }));
    expect(video()!.querySelector('source')).toHaveAttribute('src', '/media/menu/recruitment.webm');
  });

  test('a keyboard user moving through the entries gets the same videos', async () => {
    mockMatchMedia({ [WIDE]: true });
    const { user } = await renderPage();
    await user.click(burger());
    await user.tab();
    await user.tab();
    expect(within(menu()).getByRole('link', { name: 'L’agence' })).toHaveFocus();
    expect(video()!.querySelector('source')).toHaveAttribute('src', '/media/menu/about.webm');
  });

  test('no video at 1024px or less', async () => {
    mockMatchMedia({ [WIDE]: false });
    const { user } = await renderPage();
    await user.click(burger());
    await user.hover(within(menu()).getByRole('link', { name: 'Projets' }));
    expect(video()).toBeNull();
  });

  test('no video for visitors who prefer reduced motion, even on a wide screen', async () => {
    mockMatchMedia({ [WIDE]: true, [REDUCED_MOTION]: true });
    const { user } = await renderPage();
    await user.click(burger());
    await user.hover(within(menu()).getByRole('link', { name: 'Projets' }));
    expect(video()).toBeNull();
  });
});
