import { screen, waitFor, within } from '@testing-library/react';
import { RETURN_PATH_STORAGE_KEY } from '../../../../src/client/features/account/returnPath';
import { token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { field, homeHeading, location, loggedIn, PAGE_LOAD, renderApp } from './support';

const LOGIN = 'POST /api/auths/login';

describe('a protected page and the way back to it', () => {
  test('an anonymous visitor of mon-compte is sent home, then logging in brings them back there', async () => {
    network.use({ [LOGIN]: json(200, { user, token }) });
    const { user: person } = renderApp('/fr/mon-compte');
    expect(await homeHeading()).toBeInTheDocument();
    expect(location()).toBe('/fr');

    await person.click(screen.getByRole('link', { name: 'Connexion' }));
    await screen.findByRole('heading', { level: 1, name: 'Connexion' }, PAGE_LOAD);
    await person.type(field('E-mail'), 'ada@example.com');
    await person.type(field('Mot de passe'), 'correct horse');
    await person.click(within(screen.getByRole('main')).getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/mon-compte');
  });

  test('the home page says why the visitor landed there, and its login link returns to the page asked for', async () => {
    network.use({ [LOGIN]: json(200, { user, token }), 'GET /api/items/get-all-items': json(200, { data: [] }) });
    const { user: person } = renderApp('/fr/articles');
    expect(await homeHeading()).toBeInTheDocument();
    expect(location()).toBe('/fr');
    const notice = await screen.findByText('Cette page est réservée aux titulaires d’un compte.');
    expect(notice).toHaveFocus();
    const login = within(notice).getByRole('link', { name: 'Se connecter pour y accéder' });
    expect(login).toHaveAttribute('href', '/fr/connexion');

    await person.click(login);
    await person.type(await screen.findByLabelText('E-mail', {}, PAGE_LOAD), 'ada@example.com');
    await person.type(field('Mot de passe'), 'correct horse');
    await person.click(within(screen.getByRole('main')).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Régler une prestation' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/articles');
  });

  test('the page remembered is the one the visitor was going to, query included', async () => {
    network.use({ [LOGIN]: json(200, { user, token }) });
    const { user: person } = renderApp('/fr/changer-mot-de-passe?from=mail');
    expect(await homeHeading()).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBe('/fr/changer-mot-de-passe?from=mail');

    await person.click(screen.getByRole('link', { name: 'Connexion' }));
    await person.type(await screen.findByLabelText('E-mail', {}, PAGE_LOAD), 'ada@example.com');
    await person.type(field('Mot de passe'), 'correct horse');
    await person.click(within(screen.getByRole('main')).getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Changer de mot de passe' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/changer-mot-de-passe?from=mail');
    // Used once: the next login goes to mon-compte.
    expect(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();
  });

  test('a logged-in user who logs out is not sent back to mon-compte as if they had been turned away', async () => {
    network.use({ 'GET /api/auths/logout': json(200, { user: null, token: null }) });
    const { user: person } = renderApp('/fr/mon-compte', loggedIn());
    await person.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Se déconnecter' }));

    expect(await homeHeading()).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();
  });

  test('a remembered address that leads off the site is ignored', async () => {
    sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '//evil.example/phish');
    network.use({ [LOGIN]: json(200, { user, token }) });
    const { user: person } = renderApp('/fr/connexion');
    await person.type(await screen.findByLabelText('E-mail', {}, PAGE_LOAD), 'ada@example.com');
    await person.type(field('Mot de passe'), 'correct horse');
    await person.click(within(screen.getByRole('main')).getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/mon-compte');
  });
});
