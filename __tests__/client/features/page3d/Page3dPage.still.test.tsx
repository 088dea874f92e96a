import { screen } from '@testing-library/react';
import Page3dPage from '../../../../src/client/features/page3d/Page3dPage';
import { renderWithProviders } from '../../support/render';
import { typeset } from '../services/typography';
import { restoreBrowser, stubReducedMotion, stubWebGL } from './browserStubs';

// Records whether anything loads three.js: the still image must come without it. (A flag on
// globalThis, since the factory may run while the page module is first imported.)
jest.mock('three', () => {
  (globalThis as { threeLoaded?: boolean }).threeLoaded = true;
  return {};
});
const threeLoaded = () => (globalThis as { threeLoaded?: boolean }).threeLoaded === true;

afterEach(restoreBrowser);

describe('the 3D page without the 3D scene', () => {
  test('without WebGL (jsdom has none) it shows a described still image and says why, and three is never loaded', async () => {
    renderWithProviders(<Page3dPage />, { route: '/fr/page-3d' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page 3D' })).toBeInTheDocument();
    const still = await screen.findByRole('img', { name: 'Les carrés du logo de Pixel & Cie, en 3D' });
    expect(still).toHaveAccessibleDescription(/Quatre cubes disposés en carré, comme dans notre logo/);
    expect(screen.getByText(/Votre navigateur ne peut pas afficher de 3D \(WebGL n’est pas disponible\)/)).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mettre l’animation en pause' })).not.toBeInTheDocument();
    expect(threeLoaded()).toBe(false);
  });

  test('a visitor who prefers reduced motion gets the still image even with WebGL, and three is not loaded', async () => {
    stubWebGL();
    stubReducedMotion(true);
    renderWithProviders(<Page3dPage />, { route: '/fr/page-3d', language: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: '3D page' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The squares of the Pixel & Cie logo, in 3D' })).toHaveAccessibleDescription(
      /Four cubes laid out in a square/,
    );
    expect(screen.getByText('You have asked your device to reduce motion: here is a still image of the scene.')).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    // Give a wrongly started import the time to run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(threeLoaded()).toBe(false);
  });

  test('the page still explains how the scene is made and links to the contact page', async () => {
    renderWithProviders(<Page3dPage />, { route: '/fr/page-3d' });
    await screen.findByRole('img', { name: /Les carrés du logo/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Comment c’est fait' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: typeset('Un projet en 3D ? Parlons-en') })).toHaveAttribute('href', '/fr/contact');
  });
});
