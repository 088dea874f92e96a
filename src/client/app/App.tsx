import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import { HtmlLanguage } from './language/HtmlLanguage';
import { AppRoutes } from './router';
import { RuntimeConfigProvider } from '../lib/runtimeConfig';
import { ServerRenderProvider, type ServerRenderState } from '../lib/serverRender';
import { HydrationWatchProvider, Suspense, watchHydration, type HydrationWatch } from '../lib/hydration';
import { usePartialTextsOnceHydrated } from '../lib/partialTexts';
import type { AppStore, RootState } from './store';

interface AppShellProps {
  store: AppStore;
  i18n: I18n;
  config: RuntimeConfig;
  /** The router: BrowserRouter in the browser, StaticRouter on the server. */
  router: (children: ReactNode) => ReactNode;
  /** The server's record of the render; null in the browser. */
  server?: ServerRenderState | null;
  /**
   * The store's state the page was rendered with, for hydration to start from: the stored token
   * is read, and the user may be fetched, before React gets to the header.
   */
  hydrationState?: RootState;
  /** Told when each Suspense boundary shows its content; null on the server. */
  hydration?: HydrationWatch | null;
}

/**
 * The whole app, the same tree in the browser and on the server so that hydration matches.
 * No PersistGate: the stored token is read after the first render, and until then the auth
 * status is `pending`, on the server as in the browser (protected pages render nothing).
 */
export function AppShell({ store, i18n, config, router, server = null, hydrationState, hydration = null }: AppShellProps) {
  return (
    <StrictMode>
      <ServerRenderProvider value={server}>
        <HydrationWatchProvider watch={hydration}>
          <Provider store={store} serverState={hydrationState}>
            <I18nextProvider i18n={i18n}>
              <RuntimeConfigProvider value={config}>
                <HtmlLanguage />
                <PartialTextsOnceHydrated />
                {/* A page's translations may still be on their way (a page rendered in the browser only). */}
                <Suspense fallback={null}>{router(<AppRoutes />)}</Suspense>
              </RuntimeConfigProvider>
            </I18nextProvider>
          </Provider>
        </HydrationWatchProvider>
      </ServerRenderProvider>
    </StrictMode>
  );
}

function PartialTextsOnceHydrated() {
  usePartialTextsOnceHydrated();
  return null;
}

// Without transitions, a link shows the next page (or its loading state, scrolled to the top) at
// once: in a transition React kept the old page on screen, at its old position, under the new
// address, until the next page's code had come. Hydration itself still runs as a transition (start.tsx).
const browserRouter = (children: ReactNode) => <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;

export function App({ onReady, ...props }: Omit<AppShellProps, 'router' | 'server' | 'hydration'> & { onReady?: () => void }) {
  // Said on the page once the app has taken it over (hydrated or rendered), every part of it
  // included, so that the browser tests know clicks and typing now reach it and the taps held
  // until then (earlyTaps.ts) meet no part of the server's markup still waiting to hydrate.
  const [hydration] = useState(() =>
    watchHydration(() => {
      document.documentElement.dataset.app = 'ready';
      onReady?.();
    }),
  );
  useEffect(() => hydration.check(), [hydration]);
  return <AppShell {...props} router={browserRouter} hydration={hydration} />;
}
