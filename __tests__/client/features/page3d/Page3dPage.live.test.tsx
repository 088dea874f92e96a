import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Page3dPage from '../../../../src/client/features/page3d/Page3dPage';
import { renderWithProviders } from '../../support/render';
import { restoreBrowser, stubReducedMotion, stubWebGL } from './browserStubs';
import { rendered, type WebGLRenderer } from './fakeThree';

// jsdom cannot draw WebGL: three is replaced by a recording stand-in (the real scene runs in the e2e test).
jest.mock('three', () => jest.requireActual('./fakeThree'));

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function renderLive(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<Page3dPage />, { route: '/fr/page-3d', ...options });
  await waitFor(() => expect(rendered.renderers).toHaveLength(1));
  const renderer: WebGLRenderer = rendered.renderers[0]!;
  return { ...view, renderer };
}

beforeEach(() => {
  stubWebGL();
  rendered.refuseContext = false;
  rendered.renderers.length = 0;
  rendered.materials.length = 0;
  rendered.geometries.length = 0;
});

afterEach(() => {
  restoreBrowser();
  setHidden(false);
});

describe('the live 3D scene', () => {
  test('draws the logo’s four squares in its colours on a named, described, focusable canvas', async () => {
    const { renderer } = await renderLive();
    const canvas = screen.getByRole('application', { name: 'Les carrés du logo de Pixel & Cie, en 3D' });
    expect(renderer.options.canvas).toBe(canvas);
    expect(canvas).toHaveAttribute('tabindex', '0');
    expect(canvas).toHaveAttribute('aria-roledescription', 'scène 3D interactive');
    expect(canvas).toHaveAccessibleDescription(/Quatre cubes disposés en carré.*flèches gauche et droite/);
    expect(rendered.materials.map((material) => material.options.color)).toEqual(['#ff6b4a', '#f4f1ea', '#f4f1ea', '#6fd3c1']);
    expect(screen.getByRole('heading', { level: 2, name: 'Prendre la main' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Les carrés du logo/ })).not.toBeInTheDocument();
  });

  test('animates, stops while the tab is hidden and starts again when it is shown', async () => {
    const { renderer } = await renderLive();
    await waitFor(() => expect(renderer.frames.length).toBeGreaterThan(3));

    act(() => setHidden(true));
    const whileHidden = renderer.frames.length;
    await wait(100);
    expect(renderer.frames.length).toBe(whileHidden);

    act(() => setHidden(false));
    await waitFor(() => expect(renderer.frames.length).toBeGreaterThan(whileHidden + 2));
  });

  test('the pause button stops the motion; the arrow keys still turn the logo, by 15° a press, without scrolling', async () => {
    const { renderer, user } = await renderLive();
    await user.click(screen.getByRole('button', { name: 'Mettre l’animation en pause' }));
    expect(screen.getByRole('button', { name: 'Reprendre l’animation' })).toBeInTheDocument();
    const paused = renderer.frames.length;
    await wait(100);
    expect(renderer.frames.length).toBe(paused);

    const canvas = screen.getByRole('application');
    canvas.focus();
    const before = renderer.frames.at(-1)!;
    expect(fireEvent.keyDown(canvas, { key: 'ArrowRight' })).toBe(false); // default (scrolling) prevented
    expect(renderer.frames.at(-1)! - before).toBeCloseTo(Math.PI / 12);
    fireEvent.keyDown(canvas, { key: 'ArrowLeft' });
    fireEvent.keyDown(canvas, { key: 'ArrowLeft' });
    expect(renderer.frames.at(-1)! - before).toBeCloseTo(-Math.PI / 12);
    fireEvent.keyDown(canvas, { key: 'Home' });
    expect(renderer.frames.at(-1)).toBeCloseTo(before);
    expect(fireEvent.keyDown(canvas, { key: 'a' })).toBe(true); // other keys are left alone

    await user.click(screen.getByRole('button', { name: 'Reprendre l’animation' }));
    await waitFor(() => expect(renderer.frames.length).toBeGreaterThan(paused + 6));
  });

  test('leaving the page stops the loop and releases the WebGL context, geometry and materials', async () => {
    const { renderer, unmount } = await renderLive();
    unmount();
    expect(renderer.disposed).toBe(true);
    expect(renderer.contextLost).toBe(true);
    expect(rendered.geometries.every((geometry) => geometry.disposed)).toBe(true);
    expect(rendered.materials.every((material) => material.disposed)).toBe(true);
    const frames = renderer.frames.length;
    await wait(100);
    expect(renderer.frames.length).toBe(frames);
  });

  test('asking for reduced motion while on the page swaps the scene for the still image', async () => {
    const motion = stubReducedMotion(false);
    const { renderer } = await renderLive({ language: 'en' });
    act(() => motion.change(true));
    expect(await screen.findByRole('img', { name: 'The squares of the Pixel & Cie logo, in 3D' })).toBeInTheDocument();
    expect(screen.getByText('You have asked your device to reduce motion: here is a still image of the scene.')).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(renderer.disposed).toBe(true);
  });

  test('a browser that offers WebGL but cannot start it gets the still image', async () => {
    rendered.refuseContext = true;
    renderWithProviders(<Page3dPage />, { route: '/fr/page-3d' });
    expect(await screen.findByRole('img', { name: 'Les carrés du logo de Pixel & Cie, en 3D' })).toBeInTheDocument();
    expect(screen.getByText(/Votre navigateur ne peut pas afficher de 3D/)).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });
});
