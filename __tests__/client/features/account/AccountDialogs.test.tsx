import { screen, waitFor, within } from '@testing-library/react';
import { selectAuthStatus } from '../../../../src/client/features/account/authSlice';
import { token } from '../../support/fixtures';
import { deferred, json, network, networkError } from '../../support/network';
import { expectFieldError, fr, homeHeading, location, loggedIn, PAGE_LOAD, renderApp } from './support';

const LOGOUT = 'GET /api/auths/logout';
const DELETE = 'PUT /api/users/delete-account';

async function renderAccount() {
  const view = renderApp('/fr/mon-compte', loggedIn());
  await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD);
  // The session is stored, as after a login.
  await waitFor(() => expect(localStorage.getItem('token')).toBe(token));
  return view;
}

const logoutButton = () => within(screen.getByRole('list', { name: 'Gérer mon compte' })).getByRole('button', { name: 'Se déconnecter' });
const deleteButton = () => within(screen.getByRole('list', { name: 'Gérer mon compte' })).getByRole('button', { name: 'Supprimer mon compte' });
const logoutDialog = () => screen.getByRole('dialog', { name: fr('Voulez-vous vous déconnecter ?') });
const deleteDialog = () => screen.getByRole('dialog', { name: fr('Voulez-vous supprimer votre compte ?') });

describe('logging out', () => {
  test('asks first; Cancel keeps the session and gives the focus back to the button', async () => {
    const { user: person, store } = await renderAccount();
    await person.click(logoutButton());

    const dialog = logoutDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await person.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logoutButton()).toHaveFocus();
    expect(network.requests(LOGOUT)).toHaveLength(0);
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    expect(location()).toBe('/fr/mon-compte');
  });

  test('Escape closes the question too', async () => {
    const { user: person } = await renderAccount();
    await person.click(logoutButton());
    expect(logoutDialog()).toBeInTheDocument();
    await person.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logoutButton()).toHaveFocus();
    expect(network.requests(LOGOUT)).toHaveLength(0);
  });

  test('confirmed, the server ends the session, the stored token goes and the visitor is home', async () => {
    network.use({ [LOGOUT]: json(200, { user: null, token: null }) });
    const { user: person, store } = await renderAccount();
    await person.click(logoutButton());
    await person.click(within(logoutDialog()).getByRole('button', { name: 'Se déconnecter' }));

    expect(await homeHeading()).toBeInTheDocument();
    expect(location()).toBe('/fr');
    expect(network.requests(LOGOUT)[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a logout that cannot reach the server says so and keeps the session', async () => {
    network.use({ [LOGOUT]: networkError() });
    const { user: person, store } = await renderAccount();
    await person.click(logoutButton());
    await person.click(within(logoutDialog()).getByRole('button', { name: 'Se déconnecter' }));

    // The alert region is always there (so that it is read out when it fills): wait for its text.
    await waitFor(() => expect(within(logoutDialog()).getByRole('alert')).toHaveTextContent('Le serveur est injoignable'));
    expect(within(logoutDialog()).getByRole('alert')).toHaveFocus();
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    expect(location()).toBe('/fr/mon-compte');
  });
});

describe('deleting the account', () => {
  test('asks for the e-mail, then the password, refuses a wrong pair without logging out, then deletes and says so at home', async () => {
    let attempts = 0;
    network.use({
      [DELETE]: () =>
        ++attempts === 1
          ? json(401, { code: 'invalidCredentials', message: 'E-mail ou mot de passe incorrect' })
          : json(200, { data: null }),
    });
    const { user: person, store } = await renderAccount();
    await person.click(deleteButton());

    const dialog = deleteDialog();
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Cette action est définitive'));
    const email = within(dialog).getByLabelText('E-mail');
    const password = within(dialog).getByLabelText('Mot de passe');
    expect(email).toHaveFocus();
    const confirm = () => person.click(within(deleteDialog()).getByRole('button', { name: 'Supprimer définitivement' }));

    await confirm();
    expectFieldError('E-mail', 'Veuillez saisir votre e-mail');
    await person.type(email, 'ada');
    await confirm();
    expectFieldError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    await person.type(email, '@example.com');
    await confirm();
    expectFieldError('Mot de passe', 'Veuillez saisir un mot de passe');
    expect(network.requests(DELETE)).toHaveLength(0);

    await person.type(password, 'wrong');
    await confirm();
    const alert = within(deleteDialog()).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('E-mail ou mot de passe incorrect'));
    expect(alert).toHaveFocus();
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe(token);

    await person.clear(password);
    await person.type(password, 'correct horse');
    await confirm();

    expect(await homeHeading()).toBeInTheDocument();
    expect(location()).toBe('/fr');
    const notice = await screen.findByText('Votre compte a été supprimé. À bientôt !');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
    expect(network.requests(DELETE).map((request) => request.body)).toEqual([
      { email: 'ada@example.com', password: 'wrong' },
      { email: 'ada@example.com', password: 'correct horse' },
    ]);
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());

    // The notice belongs to that visit of the home page.
    await person.click(screen.getByRole('link', { name: 'Connexion' }));
    await screen.findByRole('heading', { level: 1, name: 'Connexion' }, PAGE_LOAD);
    expect(screen.queryByText('Votre compte a été supprimé. À bientôt !')).not.toBeInTheDocument();
  });

  test('Cancel closes it, forgets what was typed and gives the focus back', async () => {
    const { user: person } = await renderAccount();
    await person.click(deleteButton());
    await person.type(within(deleteDialog()).getByLabelText('E-mail'), 'ada@example.com');
    await person.click(within(deleteDialog()).getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton()).toHaveFocus();
    await person.click(deleteButton());
    expect(within(deleteDialog()).getByLabelText('E-mail')).toHaveValue('');
    expect(network.requests(DELETE)).toHaveLength(0);
  });

  test('while the deletion is on its way, the dialog cannot be closed and says what it is doing', async () => {
    const answer = deferred();
    network.use({
      [DELETE]: async () => {
        await answer.promise;
        return json(200, { data: null });
      },
    });
    const { user: person } = await renderAccount();
    await person.click(deleteButton());
    await person.type(within(deleteDialog()).getByLabelText('E-mail'), 'ada@example.com');
    await person.type(within(deleteDialog()).getByLabelText('Mot de passe'), 'correct horse');
    await person.click(within(deleteDialog()).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await within(deleteDialog()).findByRole('button', { name: 'Suppression…' })).toBeDisabled();
    expect(within(deleteDialog()).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await person.keyboard('{Escape}');
    expect(deleteDialog()).toBeInTheDocument();

    answer.resolve();
    expect(await homeHeading()).toBeInTheDocument();
  });
});
