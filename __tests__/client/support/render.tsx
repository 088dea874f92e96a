import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { InterfaceLanguage } from '../../../src/shared/languages';
import { createI18n } from '../../../src/client/app/i18nResources';
import { makeStore, type AppStore, type PreloadedState } from '../../../src/client/app/store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The router's location. */
  route?: string;
  /** Starting state of a new store (ignored when `store` is given). */
  preloadedState?: PreloadedState;
  /** The interface language (and the language slice's, unless preloadedState sets it). */
  language?: InterfaceLanguage;
  /** A store made by the test (makeStore) instead of a new one. */
  store?: AppStore;
}

/**
 * Renders with what the app provides: the real store (token restored from localStorage, as on
 * a page load; no PersistGate, so a page sees the `pending` status first, as it would), the
 * translations, and a memory router at `route`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/fr', preloadedState, language = 'fr', store, ...renderOptions }: RenderWithProvidersOptions = {},
) {
  const appStore = store ?? makeStore({ preloadedState: { language: { current: language }, ...preloadedState } }).store;
  const i18n = createI18n(language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={appStore}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </I18nextProvider>
      </Provider>
    );
  }
  return { store: appStore, i18n, user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
