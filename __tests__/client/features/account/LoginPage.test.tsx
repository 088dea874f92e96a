import { screen, waitFor, within } from '@testing-library/react';
import { token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { expectFieldError, field, fr, location, PAGE_LOAD, renderApp } from './support';

const LOGIN = 'POST /api/auths/login';

async function renderLogin(language: 'fr' | 'en' = 'fr') {
  const view = renderApp('/fr/connexion', { language });
  await screen.findByRole('heading', { level: 1, name: language === 'fr' ? 'Connexion' : 'Log in' }, PAGE_LOAD);
  const submit = () => view.user.click(screen.getByRole('button', { name: language === 'fr' ? 'Se connecter' : 'Log in' }));
  return { ...view, submit };
}

describe('the login page', () => {
  test('asks for the e-mail and password, with links to the lost password and sign-up pages', async () => {
    await renderLogin();
    const main = screen.getByRole('main');
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('Mot de passe')).toHaveAttribute('type', 'password');
    expect(within(main).getByRole('link', { name: fr('Mot de passe oublié ?') })).toHaveAttribute('href', '/fr/mot-de-passe-oublie');
    expect(within(main).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/fr/inscription');
  });

  test('checks the e-mail, then the password, then logs in and opens mon-compte', async () => {
    network.use({ [LOGIN]: json(200, { user, token }) });
    const { user: person, submit } = await renderLogin();

    await submit();
    expectFieldError('E-mail', 'Veuillez saisir votre e-mail');
    await person.type(field('E-mail'), 'ada');
    await submit();
    expectFieldError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    await person.type(field('E-mail'), '@example.com');
    await submit();
    expectFieldError('Mot de passe', 'Veuillez saisir un mot de passe');
    expect(network.requests(LOGIN)).toHaveLength(0);

    await person.type(field('Mot de passe'), 'correct horse');
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/mon-compte');
    expect(network.requests(LOGIN).map((request) => request.body)).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);
    await waitFor(() => expect(localStorage.getItem('token')).toBe(token));
  });

  test('wrong credentials are the form’s alert, and the visitor stays on the page', async () => {
    network.use({ [LOGIN]: json(401, { code: 'invalidCredentials', message: 'E-mail ou mot de passe incorrect' }) });
    const { user: person, submit } = await renderLogin();
    await person.type(field('E-mail'), 'ada@example.com');
    await person.type(field('Mot de passe'), 'wrong');
    await submit();

    const alert = await screen.findByText('E-mail ou mot de passe incorrect');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(location()).toBe('/fr/connexion');
    expect(field('E-mail')).toHaveValue('ada@example.com');
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  test('too many attempts are said in the alert', async () => {
    network.use({ [LOGIN]: json(429, { code: 'tooManyRequests', message: 'Trop de tentatives' }) });
    const { user: person, submit } = await renderLogin();
    await person.type(field('E-mail'), 'ada@example.com');
    await person.type(field('Mot de passe'), 'secret');
    await submit();

    expect(await screen.findByText('Trop de tentatives. Veuillez patienter un instant avant de réessayer')).toHaveAttribute('role', 'alert');
  });

  test('a visitor already logged in goes straight to mon-compte', async () => {
    renderApp('/fr/connexion', { preloadedState: { auth: { user, token } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/mon-compte');
  });

  test('speaks English to an English-speaking visitor', async () => {
    const { submit } = await renderLogin('en');
    await submit();
    expectFieldError('Email', 'Please enter your email');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
