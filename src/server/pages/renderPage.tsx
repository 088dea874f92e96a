import type { ReactNode } from 'react';
// The edge build, not Node's: Node's runs each render inside an AsyncLocalStorage, and the first
// one turns async hooks on for the whole process, for good, so that every promise and async
// resource of every later request pays for them (a bare async Fastify route with two awaits
// answered 4 to 13 % fewer requests a second). The edge build uses AsyncLocalStorage only where it
// is a global, which it is not in Node.
import { renderToReadableStream } from 'react-dom/server.edge';
import { StaticRouter } from 'react-router-dom';
import type { InterfaceLanguage } from '../../shared/languages';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import type { PageHead } from '../../shared/seo/headTags';
import { api } from '../../client/api/api';
import { AppShell } from '../../client/app/App';
import { usedResources } from '../../client/lib/i18n';
import { createI18n } from '../../client/app/i18nResources';
import { newServerRenderState } from '../../client/lib/serverRender';
import type { ServerPageState } from '../../client/app/serverState';
import type { ApiFetch } from '../../client/api/baseQuery';
import { makeStore, type AppStore } from '../../client/app/store';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  lng: InterfaceLanguage;
  /** The language the request's Accept-Language chose, if any (see ServerPageState). */
  browserLanguage: InterfaceLanguage | null;
  config: RuntimeConfig;
  /** Answers the page's API calls in-process. */
  apiFetch: ApiFetch;
}

export interface RenderedPage {
  status: number;
  /** Set when the route redirects (`/` → `/fr`): nothing else is meaningful then. */
  redirect: string | null;
  head: PageHead | null;
  /** The markup of #root. */
  html: string;
  /** For the browser to hydrate with. */
  state: ServerPageState;
}

/**
 * Data needs are found by rendering: each pass starts the API calls its components make (RTK
 * Query's hooks do so while rendering on the server), the next pass renders with their answers.
 * A page whose calls depend on earlier answers (an article, then its related articles) needs one
 * more pass per step; four covers every page with room to spare.
 */
const MAX_PASSES = 4;
/** A page that does not finish rendering by then is sent as it is (its missing parts load in the browser). */
const RENDER_TIMEOUT_MS = 5000;

export async function renderPage({ url, lng, browserLanguage, config, apiFetch }: RenderRequest): Promise<RenderedPage> {
  const { store } = makeStore({
    persist: false,
    // As in the browser before the stored token is read: no user, protected pages render nothing.
    preloadedState: { auth: { status: 'pending' }, language: { current: lng } },
    apiFetch,
  });
  const i18n = createI18n(lng, { recordUsedKeys: true });
  for (let pass = 1; ; pass += 1) {
    // A failed call (an unknown slug's 404) is made again by every render that uses it: only
    // calls to new addresses need another pass.
    const failedBefore = failedQueryKeys(store);
    const server = newServerRenderState();
    const html = await renderToString(
      <AppShell
        store={store}
        i18n={i18n}
        config={config}
        server={server}
        router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
      />,
    );
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    await Promise.all(running);
    const newCalls = running.filter((query) => !failedBefore.has(query.queryCacheKey));
    if (server.redirect || newCalls.length === 0 || pass === MAX_PASSES) {
      const { api: apiState, language } = store.getState();
      return {
        status: server.status,
        redirect: server.redirect,
        head: server.head,
        html,
        state: { lng, resources: usedResources(i18n, lng), browserLanguage, state: { api: apiState, language } },
      };
    }
  }
}

function failedQueryKeys(store: AppStore): Set<string> {
  const queries = store.getState().api.queries;
  return new Set(Object.keys(queries).filter((key) => queries[key]?.status === 'rejected'));
}

/** React's streaming renderer, read to the end once everything (lazy pages included) is ready. */
async function renderToString(element: ReactNode): Promise<string> {
  const timeout = new AbortController();
  // Aborted, the render finishes at once: what is still loading is left to the browser.
  const timer = setTimeout(() => timeout.abort(), RENDER_TIMEOUT_MS);
  try {
    // Rejects when the shell itself fails to render.
    const stream = await renderToReadableStream(element, {
      // The page is sent whole: React would otherwise move a large part (an article) to the end
      // of the document with an inline script to put it back, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: timeout.signal,
    });
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
}
