import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '../../../src/client/app/store';
import { accountApi } from '../../../src/client/features/account/accountApi';
import { selectAuthStatus, selectToken, selectUser } from '../../../src/client/features/account/authSlice';
import { token, user } from '../support/fixtures';
import { deferred, json, network, networkError } from '../support/network';

const credentials = { email: user.email, password: 'correct horse' };

/** Everything in localStorage, to check that the store writes the token and nothing else. */
function storedEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i)!;
    entries[key] = window.localStorage.getItem(key)!;
  }
  return entries;
}

async function settled(store: AppStore) {
  await waitFor(() => expect(selectAuthStatus(store.getState())).not.toBe('pending'));
  return selectAuthStatus(store.getState());
}

async function logIn(): Promise<AppStore> {
  network.use({ 'POST /api/auths/login': json(200, { user, token }) });
  const { store } = makeStore();
  expect(await settled(store)).toBe('anonymous');
  await store.dispatch(accountApi.endpoints.login.initiate(credentials)).unwrap();
  return store;
}

describe('the session across page loads', () => {
  test('a login keeps the raw token in localStorage under `token`, and nothing else', async () => {
    const store = await logIn();

    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    expect(selectUser(store.getState())).toEqual(user);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe(token));
    expect(storedEntries()).toEqual({ token });
  });

  test('a new page restores the token, asks for the user with it, and ends authenticated', async () => {
    await logIn();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe(token));

    const me = deferred();
    network.use({ 'GET /api/users/me': () => me.promise.then(() => json(200, { data: user })) });
    const { store } = makeStore();

    // Waiting for the server: neither logged in nor anonymous yet.
    await waitFor(() => expect(network.requests('GET /api/users/me')).toHaveLength(1));
    expect(selectAuthStatus(store.getState())).toBe('pending');
    expect(selectToken(store.getState())).toBe(token);
    expect(network.requests('GET /api/users/me')[0]?.headers.authorization).toBe(`Bearer ${token}`);

    me.resolve();
    expect(await settled(store)).toBe('authenticated');
    expect(selectUser(store.getState())).toEqual(user);
    expect(storedEntries()).toEqual({ token });
  });

  test('a stored token the server refuses (401) ends anonymous and is removed', async () => {
    window.localStorage.setItem('token', 'expired-token');
    network.use({ 'GET /api/users/me': json(401, { code: 'unauthorized', message: 'Non autorisé' }) });
    const { store } = makeStore();

    expect(await settled(store)).toBe('anonymous');
    expect(selectToken(store.getState())).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(storedEntries()).toEqual({});
  });

  test('a server out of reach at start-up ends anonymous but keeps the token for the next load', async () => {
    window.localStorage.setItem('token', token);
    network.use({ 'GET /api/users/me': networkError() });
    const { store } = makeStore();

    expect(await settled(store)).toBe('anonymous');
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  test('without a stored token the visitor is anonymous at once, without any request', async () => {
    const { store } = makeStore();
    expect(await settled(store)).toBe('anonymous');
    expect(network.requests()).toEqual([]);
    expect(storedEntries()).toEqual({});
  });

  test('a logout sends the token, then clears the session and localStorage', async () => {
    const store = await logIn();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe(token));
    network.use({ 'GET /api/auths/logout': json(200, { user: null, token: null }) });

    await store.dispatch(accountApi.endpoints.logout.initiate()).unwrap();

    expect(network.requests('GET /api/auths/logout')[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(selectUser(store.getState())).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(storedEntries()).toEqual({});
  });

  test('a preloaded logged-in state is trusted: no request for the user', async () => {
    const { store } = makeStore({ preloadedState: { auth: { user, token } } });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe(token));
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    expect(network.requests()).toEqual([]);
  });

  test('with persist: false nothing is read from or written to localStorage', async () => {
    window.localStorage.setItem('token', 'left-by-someone-else');
    network.use({ 'POST /api/auths/login': json(200, { user, token }) });
    const { store, persistor } = makeStore({ persist: false });

    expect(persistor).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    await store.dispatch(accountApi.endpoints.login.initiate(credentials)).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(selectToken(store.getState())).toBe(token);
    expect(storedEntries()).toEqual({ token: 'left-by-someone-else' });
    expect(network.requests()).toHaveLength(1);
  });
});
