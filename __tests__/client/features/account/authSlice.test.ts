import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '../../../../src/client/app/store';
import { accountApi } from '../../../../src/client/features/account/accountApi';
import {
  loggedOut,
  selectAuthStatus,
  selectToken,
  selectUser,
} from '../../../../src/client/features/account/authSlice';
import { token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';

function loggedInStore(): AppStore {
  return makeStore({ persist: false, preloadedState: { auth: { user, token } } }).store;
}

describe('the session', () => {
  test('an account edit shows the new details at once', async () => {
    network.use({ 'PUT /api/users/update-infos/:id': json(200, { data: { ...user, firstName: 'Augusta' } }) });
    const store = loggedInStore();

    await store
      .dispatch(
        accountApi.endpoints.updateInfos.initiate({
          userId: user.id,
          firstName: 'Augusta',
          lastName: user.lastName,
          email: user.email,
          phoneNumber: null,
        }),
      )
      .unwrap();

    expect(selectUser(store.getState())?.firstName).toBe('Augusta');
  });

  test('an account edit refreshes the user wherever it is shown from GET /users/me', async () => {
    let firstName = 'Ada';
    network.use({
      'GET /api/users/me': () => json(200, { data: { ...user, firstName } }),
      'PUT /api/users/update-infos/:id': () => {
        firstName = 'Augusta';
        return json(204);
      },
    });
    const store = loggedInStore();
    const me = store.dispatch(accountApi.endpoints.getMe.initiate());
    await me;

    await store
      .dispatch(
        accountApi.endpoints.updateInfos.initiate({
          userId: user.id,
          firstName: 'Augusta',
          lastName: user.lastName,
          email: user.email,
        }),
      )
      .unwrap();

    await waitFor(() => expect(network.requests('GET /api/users/me')).toHaveLength(2));
    await waitFor(() => expect(selectUser(store.getState())?.firstName).toBe('Augusta'));
    me.unsubscribe();
  });

  test('a deleted account ends the session', async () => {
    network.use({ 'PUT /api/users/delete-account': json(204) });
    const store = loggedInStore();

    await store.dispatch(accountApi.endpoints.deleteAccount.initiate({ email: user.email, password: 'correct horse' })).unwrap();

    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(selectToken(store.getState())).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
  });

  test('a failed refresh of the user does not log out a logged-in user', async () => {
    network.use({ 'GET /api/users/me': json(500, { code: 'internal', message: 'Erreur' }) });
    const store = loggedInStore();

    await store.dispatch(accountApi.endpoints.getMe.initiate());

    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    expect(selectToken(store.getState())).toBe(token);
  });

  test('loggedOut clears the session', () => {
    const store = loggedInStore();
    store.dispatch(loggedOut());
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(selectToken(store.getState())).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
  });

  test('a failed login leaves the visitor anonymous, with the error to show', async () => {
    network.use({ 'POST /api/auths/login': json(401, { code: 'invalidCredentials', message: 'Identifiants invalides' }) });
    const { store } = makeStore({ persist: false });

    await expect(
      store.dispatch(accountApi.endpoints.login.initiate({ email: user.email, password: 'wrong' })).unwrap(),
    ).rejects.toMatchObject({ status: 401, code: 'invalidCredentials' });
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(network.requests()[0]?.headers).not.toHaveProperty('authorization');
  });
});
