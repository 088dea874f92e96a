import { act, fireEvent, screen, within } from '@testing-library/react';
import { HomeBar } from '../../../../src/client/app/layout/HomeBar';
import { renderWithProviders } from '../../support/render';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const bar = () => screen.queryByRole('navigation', { name: 'Sections de la page' });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the home bar', () => {
  test('has the anchors Notre mission, Expertise and Références', () => {
    renderWithProviders(<HomeBar />);
    const links = within(bar()!).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Notre mission', '#goal'],
      ['Expertise', '#services'],
      ['Références', '#references'],
    ]);
  });

  test('fades over the first 20px of scroll, then is hidden and out of the tab order', async () => {
    const { user } = renderWithProviders(
      <>
        <HomeBar />
        <button type="button">Après la barre</button>
      </>,
    );
    expect(bar()).toHaveStyle({ opacity: '1' });
    expect(bar()).toBeVisible();

    scrollTo(10);
    expect(bar()).toHaveStyle({ opacity: '0.5' });
    expect(bar()).toBeVisible();

    scrollTo(20);
    expect(bar()).toBeNull(); // no longer in the accessibility tree
    const hidden = screen.getByRole('navigation', { hidden: true });
    expect(hidden).toHaveStyle({ opacity: '0' });
    expect(hidden).not.toBeVisible();
    expect(hidden).toHaveAttribute('inert');

    scrollTo(300);
    expect(bar()).toBeNull();

    scrollTo(0);
    expect(bar()).toHaveStyle({ opacity: '1' });
    await user.tab();
    expect(within(bar()!).getByRole('link', { name: 'Notre mission' })).toHaveFocus();
  });

  test('a page opened already scrolled down starts with the bar hidden', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    renderWithProviders(<HomeBar />);
    expect(bar()).toBeNull();
  });
});
