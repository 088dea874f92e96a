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
    // The names in the order of every form: last name, then first name.
    expect(within(screen.getByRole('main')).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'lastName',
      'firstName',
      'email',
      'phoneNumber',
    ]);
    for (const name of ['Nom', 'Prénom', 'E-mail', 'Téléphone (facultatif)', 'Mot de passe', 'Confirmez le mot de passe']) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(field('Mot de passe')).toHaveAccessibleDescription('De 8 à 128 caractères.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/connexion');
  });

  test('shows every field in error at once, creates the corrected account, logs in with it and opens mon-compte', async () => {
    network.use({
      [CREATE]: json(201, { data: user }),
      [LOGIN]: json(200, { user, token }),
    });
    const { user: person, submit } = await renderSignup();

    await submit();
    for (const [name, message] of [
      ['Nom', 'Veuillez saisir le nom'],
      ['Prénom', 'Veuillez saisir le prénom'],
      ['E-mail', 'Veuillez saisir votre e-mail'],
      ['Mot de passe', 'Veuillez saisir un mot de passe'],
    ]) {
      expect(field(name!)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name!)).toHaveAccessibleDescription(expect.stringContaining(message!));
    }
    expect(field('Nom')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');

    await person.type(field('Nom'), 'Lovelace');
    await person.type(field('Prénom'), 'Ada');
    await person.type(field('E-mail'), 'ada@example');
    await person.type(field('Mot de passe'), 'short');
    await person.type(field('Téléphone (facultatif)'), 'pas un numéro');
    await person.type(field('Confirmez le mot de passe'), 'short');
    await submit();
    expectFieldError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    expect(field('Mot de passe')).toHaveAccessibleDescription(expect.stringContaining('Le mot de passe doit contenir de 8 à 128 caractères'));
    expect(field('Téléphone (facultatif)')).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez saisir un numéro de téléphone valide (ex : 0612345678)'),
    );

    await person.type(field('E-mail'), '.com');
    await person.type(field('Mot de passe'), ' enough');
    await person.clear(field('Téléphone (facultatif)'));
    await person.type(field('Téléphone (facultatif)'), '06 12 34 56 78');
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
