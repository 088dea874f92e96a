import { screen, waitFor, within } from '@testing-library/react';
import { token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { expectFieldError, field, location, loggedIn, PAGE_LOAD, renderApp } from './support';

const CHANGE = 'PUT /api/users/change-password/:userId';

async function renderChangePassword() {
  const view = renderApp('/fr/changer-mot-de-passe', loggedIn());
  await screen.findByRole('heading', { level: 1, name: 'Changer de mot de passe' }, PAGE_LOAD);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  return { ...view, submit };
}

describe('the change password page', () => {
  test('checks the new password and its repeat, changes it, says so, and the user stays logged in', async () => {
    network.use({ [CHANGE]: json(200, { data: null }) });
    const { user: person, submit } = await renderChangePassword();

    await submit();
    expectFieldError('Mot de passe actuel', 'Veuillez saisir un mot de passe');
    await person.type(field('Mot de passe actuel'), 'my old password');
    await submit();
    expectFieldError('Nouveau mot de passe', 'Veuillez saisir un mot de passe');
    await person.type(field('Nouveau mot de passe'), 'short');
    await submit();
    expectFieldError('Nouveau mot de passe', 'Le mot de passe doit contenir de 8 à 128 caractères');
    await person.type(field('Nouveau mot de passe'), ' enough');
    await submit();
    expectFieldError('Confirmez le nouveau mot de passe', 'Les mots de passe ne sont pas identiques');
    await person.type(field('Confirmez le nouveau mot de passe'), 'short enougH');
    await submit();
    expectFieldError('Confirmez le nouveau mot de passe', 'Les mots de passe ne sont pas identiques');
    expect(network.requests(CHANGE)).toHaveLength(0);
    await person.clear(field('Confirmez le nouveau mot de passe'));
    await person.type(field('Confirmez le nouveau mot de passe'), 'short enough');
    await submit();

    await screen.findByText('Votre mot de passe a été modifié.');
    expect(screen.getByText('Votre mot de passe a été modifié.')).toHaveAttribute('role', 'status');
    const [request] = network.requests(CHANGE);
    expect(request?.params.userId).toBe(String(user.id));
    expect(request?.body).toEqual({ currentPassword: 'my old password', newPassword: 'short enough' });
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(field('Mot de passe actuel')).toHaveValue('');
    expect(field('Nouveau mot de passe')).toHaveValue('');
    expect(field('Confirmez le nouveau mot de passe')).toHaveValue('');
    expect(location()).toBe('/fr/changer-mot-de-passe');
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBe(token));
  });

  test('a wrong current password is shown beside its field, and the user stays logged in', async () => {
    network.use({
      [CHANGE]: json(401, { code: 'invalidCredentials', message: 'E-mail ou mot de passe incorrect', fields: { currentPassword: 'invalidCredentials' } }),
    });
    const { user: person, submit } = await renderChangePassword();
    await person.type(field('Mot de passe actuel'), 'not my password');
    await person.type(field('Nouveau mot de passe'), 'correct horse');
    await person.type(field('Confirmez le nouveau mot de passe'), 'correct horse');
    await submit();

    await waitFor(() => expectFieldError('Mot de passe actuel', 'Le mot de passe actuel n’est pas le bon'));
    expect(field('Mot de passe actuel')).toHaveFocus();
    expect(screen.queryByText('Votre mot de passe a été modifié.')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(token);
  });

  test('the server’s refusal is shown, and the link back leads to mon-compte', async () => {
    network.use({ [CHANGE]: json(403, { code: 'forbidden', message: 'Interdit' }) });
    const { user: person, submit } = await renderChangePassword();
    await person.type(field('Mot de passe actuel'), 'my old password');
    await person.type(field('Nouveau mot de passe'), 'correct horse');
    await person.type(field('Confirmez le nouveau mot de passe'), 'correct horse');
    await submit();

    expect(await screen.findByText('Vous n’êtes pas autorisé à faire cela')).toHaveAttribute('role', 'alert');
    await person.click(within(screen.getByRole('main')).getByRole('link', { name: 'Retour à mon compte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD)).toBeInTheDocument();
  });
});
