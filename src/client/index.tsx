import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { currentLanguage } from './app/i18n';
import { createBrowserI18n } from './app/i18nBrowser';
import { preloadRoute } from './app/router';
import { readRuntimeConfig } from './app/runtimeConfig';
import { readServerState } from './app/serverState';
import { makeStore } from './app/store';
import './styles/global.css';

const server = readServerState(document);
const i18n = createBrowserI18n(server ?? undefined);
const { store } = makeStore({ preloadedState: server?.state ?? {} });
// Taken before the stored token is read (a promise away): what the server rendered with.
const app = <App store={store} i18n={i18n} config={readRuntimeConfig(document)} hydrationState={store.getState()} />;
const root = document.getElementById('root');
if (root) {
  // The server rendered in the language it could see (?lng=, cookie, Accept-Language); a choice
  // kept only in this browser's storage means rendering again rather than hydrating.
  if (server && currentLanguage(i18n) === server.lng) {
    // A chunk that fails to load is the error boundary's business once rendering: hydrate anyway.
    // As a transition, hydration yields to the browser every few milliseconds (input, paint)
    // instead of holding the main thread for the whole page.
    void preloadRoute(window.location.pathname)
      .catch(() => undefined)
      .then(() => startTransition(() => void hydrateRoot(root, app)));
  } else createRoot(root).render(app);
}
// Measuring is not needed to use the page: its code comes after.
void import(/* webpackChunkName: "vitals" */ './app/vitals').then(({ startVitals }) => startVitals());
