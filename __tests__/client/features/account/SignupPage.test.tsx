import { screen, within } from '@testing-library/react';
import { token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { expectFieldError, field, location, PAGE_LOAD, renderApp } from './support';

const CREATE = 'POST /api/users/create-account';
const LOGIN = 'POST /api/auths/login';

async function renderSignup() {
  const view = renderApp('/fr/inscription');
  await screen.findByRole('heading', { level: 1, name: 'Créer un compte' }, PAGE_LOAD);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  return { ...view, submit };
}

describe('the sign-up page', () => {
  test('has every field of the spec, labelled, the phone optional, and a link to log in', async () => {
    await renderSignup();
    for (const name of ['Prénom', 'Nom', 'E-mail', 'Téléphone (facultatif)', 'Mot de passe', 'Confirmez le mot de passe']) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(field('Mot de passe')).toHaveAccessibleDescription('De 8 à 128 caractères.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/connexion');
  });

  test('walks the rules in the spec’s order, creates the account, logs in with it and opens mon-compte', async () => {
    network.use({
      [CREATE]: json(201, { data: user }),
      [LOGIN]: json(200, { user, token }),
    });
    const { user: person, submit } = await renderSignup();

    await submit();
    expectFieldError('Prénom', 'Veuillez saisir le prénom');
    await person.type(field('Prénom'), 'Ada');
    await submit();
    expectFieldError('Nom', 'Veuillez saisir le nom');
    await person.type(field('Nom'), 'Lovelace');
    await submit();
    expectFieldError('E-mail', 'Veuillez saisir votre e-mail');
    await person.type(field('E-mail'), 'ada@example');
    await submit();
    expectFieldError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    await person.type(field('E-mail'), '.com');
    await submit();
    expectFieldError('Mot de passe', 'Veuillez saisir un mot de passe');
    await person.type(field('Mot de passe'), 'short');
    await submit();
    expectFieldError('Mot de passe', 'Le mot de passe doit contenir de 8 à 128 caractères');
    await person.type(field('Mot de passe'), ' enough');
    await person.type(field('Téléphone (facultatif)'), 'pas un numéro');
    await submit();
    expectFieldError('Téléphone (facultatif)', 'Veuillez saisir un numéro de téléphone valide (ex : 0612345678)');
    await person.clear(field('Téléphone (facultatif)'));
    await person.type(field('Téléphone (facultatif)'), '06 12 34 56 78');
    await person.type(field('Confirmez le mot de passe'), 'short');
    await submit();
    expectFieldError('Confirmez le mot de passe', 'Les mots de passe ne sont pas identiques');
    expect(network.requests(CREATE)).toHaveLength(0);

    await person.type(field('Confirmez le mot de passe'), ' enough');
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/mon-compte');
    expect(network.requests(CREATE).map((request) => request.body)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '0612345678', password: 'short enough' },
    ]);
    expect(network.requests(LOGIN).map((request) => request.body)).toEqual([{ email: 'ada@example.com', password: 'short enough' }]);
  });

  test('an address that already has an account is refused beside the e-mail, nothing else happens', async () => {
    network.use({
      [CREATE]: json(409, { code: 'emailTaken', message: 'Un compte existe déjà avec cet e-mail', fields: { email: 'emailTaken' } }),
    });
    const { user: person, submit } = await renderSignup();
    await person.type(field('Prénom'), 'Ada');
    await person.type(field('Nom'), 'Lovelace');
    await person.type(field('E-mail'), 'ada@example.com');
    await person.type(field('Mot de passe'), 'correct horse');
    await person.type(field('Confirmez le mot de passe'), 'correct horse');
    await submit();

    await screen.findByText('Un compte existe déjà avec cet e-mail');
    expectFieldError('E-mail', 'Un compte existe déjà avec cet e-mail');
    expect(network.requests(LOGIN)).toHaveLength(0);
    expect(location()).toBe('/fr/inscription');
  });

  test('when the automatic login fails, the account is said to exist with a link to log in', async () => {
    network.use({
      [CREATE]: json(201, { data: user }),
      [LOGIN]: json(429, { code: 'tooManyRequests', message: 'Trop de tentatives' }),
    });
    const { user: person, submit } = await renderSignup();
    await person.type(field('Prénom'), 'Ada');
    await person.type(field('Nom'), 'Lovelace');
    await person.type(field('E-mail'), 'ada@example.com');
    await person.type(field('Mot de passe'), 'correct horse');
    await person.type(field('Confirmez le mot de passe'), 'correct horse');
    await submit();

    expect(await screen.findByRole('heading', { level: 2, name: 'Compte créé' })).toHaveFocus();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Se connecter' })[0]).toHaveAttribute('href', '/fr/connexion');
    expect(location()).toBe('/fr/inscription');
  });
});
