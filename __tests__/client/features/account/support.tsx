import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../../src/client/app/router';
import type { User } from '../../../../src/shared/api';
import { token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders, type RenderWithProvidersOptions } from '../../support/render';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * The whole site at `route` (routes, layout with its flash notices, lazy pages), as a visitor gets it.
 */
export function renderApp(route: string, options: RenderWithProvidersOptions = {}) {
  network.use({
    'POST /api/language/send': (request) => {
      const lang = (request.body as { lang: string }).lang;
      return json(200, { data: { code: lang, nativeName: lang === 'fr' ? 'Français' : 'English' } });
    },
    // mon-compte shows the payment history, the home page the client references.
    'GET /api/payments/mine': json(200, { data: [] }),
    'GET /api/clients/cards': json(200, { data: [] }),
    'GET /api/projects/cards/:count': json(200, { data: [] }),
  });
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route, ...options },
  );
}

/** A logged-in visitor: the session in the store, as after a login. */
export function loggedIn(who: User = user): RenderWithProvidersOptions {
  return { preloadedState: { auth: { user: who, token } } };
}

/** For the first look at a lazy page: its chunk may take a while to load on a busy machine. */
export const PAGE_LOAD = { timeout: 5000 };

export const location = () => screen.getByTestId('location').textContent;

export const homeHeading = () => screen.findByRole('heading', { level: 1, name: /Nous concevons des sites/ }, PAGE_LOAD);

/** French typography: a narrow no-break space before ? ! ; and a no-break space before :. */
export const fr = (text: string) => text.replace(/ ([?!;])/g, '\u202f$1').replace(/ :/g, '\u00a0:');

/** The field named `name`: a text box, or a password input (which has no role). */
export const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** The field has the focus, is marked invalid and is described by `message`. */
export function expectFieldError(name: string, message: string) {
  const input = field(name);
  expect(input).toHaveFocus();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}
