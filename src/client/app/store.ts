import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
// The constants alone: the rest of redux-persist is not needed to show the page (see makeStore).
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants';
import { api } from '../api/api';
import type { ApiFetch, ThunkExtra } from '../api/baseQuery';
import { loadingReducer, type LoadingState } from '../api/loadingSlice';
import { AUTH_PERSIST_KEY, authReducer, initialAuthState, sessionUnchecked, type AuthState } from '../features/account/authSlice';
import type { AppDispatch } from '../lib/hooks';
import { languageReducer, type LanguageState } from './language/languageSlice';
import { menuReducer, type MenuState } from './layout/menuSlice';
import { tokenStorage } from './tokenStorage';
import { importWithRetry } from '../lib/lazyWithRetry';

/**
 * The store's reducer; `auth` is replaced by redux-persist's wrapper once that is loaded (one per
 * store: persistReducer keeps its persistence machinery in the reducer's closure).
 */
function createRootReducer(auth: Reducer<AuthState> = authReducer) {
  return combineReducers({
    auth,
    language: languageReducer,
    menu: menuReducer,
    loading: loadingReducer,
    [api.reducerPath]: api.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

declare module '../lib/hooks' {
  // useAppSelector's state is this one (lib/hooks.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppState extends RootState {}
}

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
  /** Persisting starts once this settles (the page hydrated): its chunk then interrupts nothing. */
  persistAfter?: Promise<unknown>;
}

function createAppStore(preloadedState: Partial<RootState> | undefined, extra: ThunkExtra) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

/**
 * Automatic login: a stored token is checked with GET /users/me, the status `pending` until it
 * answers. The query stays subscribed, so that invalidating `User` refreshes the user. The account
 * calls' chunk comes first: no page needs it to be shown.
 */
function restoreSession(store: AppStore): void {
  const { auth } = store.getState();
  if (auth.status !== 'pending' || !auth.token) return;
  importWithRetry(() => import(/* webpackChunkName: "account-api" */ '../features/account/accountApi')).then(
    ({ accountApi }) => void store.dispatch(accountApi.endpoints.getMe.initiate()),
    () => store.dispatch(sessionUnchecked()),
  );
}

/**
 * The app's store. With `persist` (default) the token is restored from localStorage and, when
 * there is one, the user is fetched (GET /users/me); without, the preloaded state is all there is.
 *
 * `preloadedState.auth` is merged into the initial auth state; its status defaults to
 * `authenticated` with a user and a token, `pending` with a token alone (the user is fetched),
 * and otherwise `pending` until rehydration when persisting, `anonymous` when not.
 */
export function makeStore(options?: MakeStoreOptions & { persist?: true }): { store: AppStore; persistor: Promise<Persistor | null> };
export function makeStore(options: MakeStoreOptions & { persist: false }): { store: AppStore; persistor: null };
export function makeStore(options: MakeStoreOptions): { store: AppStore; persistor: Promise<Persistor | null> | null };
export function makeStore({ preloadedState = {}, persist = true, apiFetch, persistAfter }: MakeStoreOptions = {}): {
  store: AppStore;
  persistor: Promise<Persistor | null> | null;
} {
  const auth = preloadedState.auth ?? {};
  const status =
    auth.status ?? (auth.user && auth.token ? 'authenticated' : auth.token ? 'pending' : persist ? 'pending' : 'anonymous');
  const store = createAppStore({
    ...preloadedState,
    auth: { ...initialAuthState, ...auth, status } as RootState['auth'],
  } as Partial<RootState>, { apiFetch }) satisfies { dispatch: AppDispatch };

  if (persist) return { store, persistor: startPersisting(store, persistAfter) };
  restoreSession(store);
  return { store, persistor: null };
}

/**
 * redux-persist in its own chunk: the token is read after the first render in any case (no
 * PersistGate), so the page is shown and hydrated without it. Then the session is restored once
 * the stored token is read (redux-persist's bootstrap callback).
 */
async function startPersisting(store: AppStore, after?: Promise<unknown>): Promise<Persistor | null> {
  try {
    await after;
    const { persistReducer, persistStore } = await importWithRetry(() => import(/* webpackChunkName: "persist" */ 'redux-persist'));
    const persistedAuth = persistReducer(
      // The storage answers at once: no need for redux-persist's 5 s guard timer.
      { key: AUTH_PERSIST_KEY, storage: tokenStorage, whitelist: ['token'], timeout: 0 },
      authReducer,
    );
    // Its state adds redux-persist's own `_persist` entry to the slice, which nothing else reads.
    store.replaceReducer(createRootReducer(persistedAuth as unknown as Reducer<AuthState>));
    return persistStore(store, null, () => restoreSession(store));
  } catch {
    // No stored session without its code: the visitor is signed out, not left pending.
    store.dispatch({ type: REHYDRATE, key: AUTH_PERSIST_KEY, payload: null });
    return null;
  }
}
