import { screen, within } from '@testing-library/react';
import { json, network } from '../../support/network';
import { expectFieldError, field, PAGE_LOAD, renderApp } from './support';

const RESET = 'PUT /api/users/reset-password/';
const TOKEN = 'Zq3Xb0mF7kz1YtR9vW2cN8sL4pA6eH5uJ0gD3iO7nK1';

async function renderReset(query = '') {
  const view = renderApp(`/fr/reset-password${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' }, PAGE_LOAD);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  return { ...view, submit };
}

describe('the reset password page', () => {
  test('arrives filled in with the token and e-mail of the link', async () => {
    await renderReset(`?token=${TOKEN}&email=ada%2Bnews%40example.com`);
    expect(field('Code de réinitialisation')).toHaveValue(TOKEN);
    expect(field('E-mail')).toHaveValue('ada+news@example.com');
    expect(field('Nouveau mot de passe')).toHaveValue('');
  });

  test('walks the rules in order, then saves the password and offers to log in', async () => {
    network.use({ [RESET]: json(200, { data: null }) });
    const { user: person, submit } = await renderReset();

    await submit();
    expectFieldError('Code de réinitialisation', 'Veuillez saisir le jeton');
    await person.type(field('Code de réinitialisation'), TOKEN);
    await submit();
    expectFieldError('E-mail', 'Veuillez saisir votre e-mail');
    await person.type(field('E-mail'), 'ada');
    await submit();
    expectFieldError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    await person.type(field('E-mail'), '@example.com');
    await submit();
    expectFieldError('Nouveau mot de passe', 'Veuillez saisir un mot de passe');
    await person.type(field('Nouveau mot de passe'), 'short');
    await submit();
    expectFieldError('Nouveau mot de passe', 'Le mot de passe doit contenir de 8 à 128 caractères');
    await person.type(field('Nouveau mot de passe'), ' enough');
    await submit();
    expectFieldError('Confirmez le nouveau mot de passe', 'Les mots de passe ne sont pas identiques');
    expect(network.requests(RESET)).toHaveLength(0);
    await person.type(field('Confirmez le nouveau mot de passe'), 'short enough');
    await submit();

    expect(await screen.findByRole('heading', { level: 2, name: 'Mot de passe enregistré' })).toHaveFocus();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/connexion');
    expect(network.requests(RESET).map((request) => request.body)).toEqual([
      { new_password_token: TOKEN, email: 'ada@example.com', password: 'short enough' },
    ]);
  });

  test('a used or expired link is the form’s alert, with a link to ask for a new one', async () => {
    network.use({ [RESET]: json(400, { code: 'invalidToken', message: 'Ce lien est invalide ou a expiré' }) });
    const { user: person, submit } = await renderReset(`?token=${TOKEN}&email=ada%40example.com`);
    await person.type(field('Nouveau mot de passe'), 'correct horse');
    await person.type(field('Confirmez le nouveau mot de passe'), 'correct horse');
    await submit();

    const alert = await screen.findByText('Ce lien est invalide ou a expiré. Veuillez en demander un nouveau');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/fr/mot-de-passe-oublie');
  });
});
