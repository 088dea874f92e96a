/**
 * The app taking the server's page over (or rendering it), started by index.tsx once the page is
 * painted. Modules run when first imported: imported at once, the libraries, the app's code and its
 * state took one 50 ms task on a fast machine (four times that on a phone), during which a tap
 * waits. Imported in three steps, a task each (React and the store, the rest of the app's modules,
 * then its state), none took over 25 ms there. Only the app's own modules are imported by name: a
 * library imported whole (`import('i18next')`) would keep every export it has.
 */
import { withoutControlCharacters } from '../shared/paths';

/**
 * A task boundary: the browser may handle input and paint before the next step. A message,
 * unlike a timer, is not held back in a background tab.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  const [{ createRoot, hydrateRoot }, { startTransition }, { makeStore }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './app/store'),
  ]);
  await nextTask();
  const [{ App }, { currentLanguage }, { createBrowserI18n }, { preloadRoute }, { readRuntimeConfig }, { readServerState }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './lib/i18n'),
    import(/* webpackMode: "eager" */ './app/i18nBrowser'),
    import(/* webpackMode: "eager" */ './app/router'),
    import(/* webpackMode: "eager" */ './lib/runtimeConfig'),
    import(/* webpackMode: "eager" */ './app/serverState'),
  ]);
  await nextTask();

  // The address the server rendered: a control character in the path matches no route at all.
  const path = withoutControlCharacters(window.location.pathname);
  if (path !== window.location.pathname) window.history.replaceState(window.history.state, '', path + window.location.search + window.location.hash);
  const server = readServerState(document);
  const i18n = createBrowserI18n(server ?? undefined);
  // The stored session and the measurements wait for the page to be ready: their chunks and the
  // renders a restored session causes would otherwise cut into hydration's work.
  let shown!: () => void;
  const ready = new Promise<void>((resolve) => (shown = resolve));
  const { store } = makeStore({ preloadedState: server?.state ?? {}, persistAfter: ready });
  // Taken before the stored token is read (a promise away): what the server rendered with.
  const app = <App store={store} i18n={i18n} config={readRuntimeConfig(document)} hydrationState={store.getState()} onReady={shown} />;
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
  } else shown();
  // Measuring is not needed to use the page: its code comes after (web-vitals' observers are buffered).
  void ready.then(() => import(/* webpackChunkName: "vitals" */ './app/vitals')).then(({ startVitals }) => startVitals());
}

void start();
