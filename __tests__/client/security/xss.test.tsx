import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../src/client/app/router';
import type { Article } from '../../../src/shared/api';
import { article, token, user } from '../support/fixtures';
import { json, network } from '../support/network';
import { renderWithProviders, type RenderWithProvidersOptions } from '../support/render';

// What an attacker would store in a profile or an article: markup that runs script if parsed as HTML.
const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';
const PAGE_LOAD = { timeout: 5000 };

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(route: string, options: RenderWithProvidersOptions = {}) {
  network.use({
    'POST /api/language/send': json(200, { data: { code: 'fr', nativeName: 'Français' } }),
    'GET /api/payments/mine': json(200, { data: [] }),
  });
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route, ...options },
  );
}

/** Nothing in the page was made from the hostile text: no such image, no script element, no alert. */
function expectNoElementFromText() {
  expect(document.querySelector('img[src="x"], img[onerror]')).toBeNull();
  // Only the page's JSON-LD, whose text escapes every `<`.
  const scripts = [...document.querySelectorAll('script')];
  expect(scripts.filter((script) => script.type !== 'application/ld+json')).toEqual([]);
  for (const script of scripts) expect(script.textContent).not.toContain('<');
  expect([...document.querySelectorAll('*')].filter((element) => element.hasAttribute('onerror'))).toEqual([]);
  expect(window.alert).not.toHaveBeenCalled();
}

beforeEach(() => {
  window.alert = jest.fn();
});

describe('stored XSS is shown as text', () => {
  test('in a profile name', async () => {
    const hostile = { ...user, firstName: IMG, lastName: SCRIPT };
    renderApp('/fr/mon-compte', { preloadedState: { auth: { user: hostile, token } } });
    const name = `${IMG} ${SCRIPT}`;
    const profile = await screen.findByRole('region', { name }, PAGE_LOAD);
    expect(within(profile).getByRole('heading', { level: 2 })).toHaveTextContent(name, { normalizeWhitespace: false });
    expectNoElementFromText();
  });

  test('in an article title and body', async () => {
    const hostile: Article = {
      ...article,
      title: { fr: `Titre ${IMG}`, en: `Title ${IMG}` },
      body: { fr: `Avant ${IMG}\n\n## ${SCRIPT}\n\n- **${IMG}**`, en: `Before ${IMG}` },
    };
    network.use({
      'GET /api/articles/unique/:id': json(200, { data: hostile }),
      'GET /api/articles/related-cards/:category/:exclude': json(200, { data: [] }),
    });
    renderApp(`/fr/article/${article.slug}`);
    const main = () => screen.getByRole('main');
    expect(await screen.findByRole('heading', { level: 1, name: `Titre ${IMG}` }, PAGE_LOAD)).toBeInTheDocument();
    expect(within(main()).getByText(`Avant ${IMG}`).tagName).toBe('P');
    expect(within(main()).getByRole('heading', { level: 2, name: SCRIPT })).toBeInTheDocument();
    expect(within(main()).getByText(IMG).tagName).toBe('STRONG');
    expectNoElementFromText();
  });
});
