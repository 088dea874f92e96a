import { combineReducers, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
  type Storage,
} from 'redux-persist';
import { TOKEN_STORAGE_KEY } from '../../shared/languages';
import { api } from '../api/api';
import { authApi } from '../features/auth/authApi';
import { AUTH_PERSIST_KEY, authReducer, initialAuthState, type AuthState } from '../features/auth/authSlice';
import { languageReducer, type LanguageState } from '../features/language/languageSlice';
import { loadingReducer, type LoadingState } from '../features/loading/loadingSlice';
import { menuReducer, type MenuState } from '../features/menu/menuSlice';

/**
 * redux-persist storage that keeps the session token as the raw string under the key `token`,
 * instead of redux-persist's own JSON blob under `persist:<key>`: the spec names that key
 * (sections 4 and 9) and whatever else reads the session there (e2e tests, tools) expects the
 * token itself. redux-persist hands over and expects back its serialized form,
 * `JSON.stringify({ token: JSON.stringify(token), _persist: ... })`; only the token crosses.
 */
export const tokenStorage: Storage = {
  async getItem() {
    const token = readToken();
    return token ? JSON.stringify({ token: JSON.stringify(token) }) : null;
  },
  async setItem(_key: string, serialized: string) {
    const token = tokenIn(serialized);
    if (token) writeToken(token);
    else removeToken();
  },
  async removeItem() {
    removeToken();
  },
};

function tokenIn(serialized: string): string | null {
  try {
    const outer = JSON.parse(serialized) as { token?: string };
    const token: unknown = outer.token === undefined ? null : JSON.parse(outer.token);
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

// Storage can be unavailable or full (private browsing, blocked cookies): the session then
// lasts as long as the page.
function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function writeToken(token: string): void {
  try {
    if (window.localStorage.getItem(TOKEN_STORAGE_KEY) !== token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // See readToken.
  }
}

function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See readToken.
  }
}

/** One per store: persistReducer keeps its persistence machinery in the reducer's closure. */
function createRootReducer() {
  const persistedAuth = persistReducer(
    // The storage answers at once: no need for redux-persist's 5 s guard timer.
    { key: AUTH_PERSIST_KEY, storage: tokenStorage, whitelist: ['token'], timeout: 0 },
    authReducer,
  );
  return combineReducers({
    auth: persistedAuth,
    language: languageReducer,
    menu: menuReducer,
    loading: loadingReducer,
    [api.reducerPath]: api.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

/** Starting state for tests and server-side needs. `auth` may be partial (see makeStore). */
export interface PreloadedState {
  auth?: Partial<AuthState>;
  language?: LanguageState;
  menu?: MenuState;
  loading?: LoadingState;
  /** The API cache the server rendered the page with. */
  api?: RootState['api'];
}

export interface MakeStoreOptions {
  preloadedState?: PreloadedState;
  /** Keep the token in localStorage and restore it (default). `false`: nothing read or written. */
  persist?: boolean;
  /** Where API calls go instead of the network (the server renderer answers them in-process). */
  apiFetch?: ApiFetch;
}

/** A fetch for the API's requests; the base query finds it in the store's thunk extra argument. */
export type ApiFetch = (input: RequestInfo, init?: RequestInit) => Promise<Response>;
export interface ThunkExtra {
  apiFetch?: ApiFetch;
}

function isAuthRehydration(action: UnknownAction): boolean {
  return action.type === REHYDRATE && (action as { key?: unknown }).key === AUTH_PERSIST_KEY;
}

/**
 * Automatic login: a restored token is checked with GET /users/me; the status stays `pending`
 * until it answers. The query stays subscribed so that invalidating `User` refreshes the user.
 * (A plain middleware: the listener middleware would weigh more than the whole rule.)
 */
const sessionRestore: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (isAuthRehydration(action as UnknownAction)) {
    const { auth } = storeApi.getState() as RootState;
    if (auth.status === 'pending' && auth.token) void storeApi.dispatch(authApi.endpoints.getMe.initiate() as unknown as UnknownAction);
  }
  return result;
};

function createAppStore(preloadedState: Partial<RootState> | undefined, extra: ThunkExtra) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionRestore)
        .concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The app's store. With `persist` (default) the token is restored from localStorage and, when
 * there is one, the user is fetched (GET /users/me); without, the preloaded state is all there is.
 *
 * `preloadedState.auth` is merged into the initial auth state; its status defaults to
 * `authenticated` with a user and a token, `pending` with a token alone (the user is fetched),
 * and otherwise `pending` until rehydration when persisting, `anonymous` when not.
 */
export function makeStore(options?: MakeStoreOptions & { persist?: true }): { store: AppStore; persistor: Persistor };
export function makeStore(options: MakeStoreOptions & { persist: false }): { store: AppStore; persistor: null };
export function makeStore(options: MakeStoreOptions): { store: AppStore; persistor: Persistor | null };
export function makeStore({ preloadedState = {}, persist = true, apiFetch }: MakeStoreOptions = {}): {
  store: AppStore;
  persistor: Persistor | null;
} {
  const auth = preloadedState.auth ?? {};
  const status =
    auth.status ?? (auth.user && auth.token ? 'authenticated' : auth.token ? 'pending' : persist ? 'pending' : 'anonymous');
  const store = createAppStore({
    ...preloadedState,
    auth: { ...initialAuthState, ...auth, status } as RootState['auth'],
  } as Partial<RootState>, { apiFetch });

  if (persist) return { store, persistor: persistStore(store) };
  if (status === 'pending' && auth.token) void store.dispatch(authApi.endpoints.getMe.initiate());
  return { store, persistor: null };
}
