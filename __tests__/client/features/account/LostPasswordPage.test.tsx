import { screen, within } from '@testing-library/react';
import { json, network } from '../../support/network';
import { expectFieldError, field, PAGE_LOAD, renderApp } from './support';

const LOST = 'GET /api/users/lost-password/:email';

async function renderLostPassword() {
  const view = renderApp('/fr/mot-de-passe-oublie');
  await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' }, PAGE_LOAD);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Recevoir un lien' }));
  return { ...view, submit };
}

describe('the lost password page', () => {
  test('checks the address, asks for a link, then confirms it was sent, with a link back to login', async () => {
    network.use({ [LOST]: json(200, { data: { sent: true } }) });
    const { user: person, submit } = await renderLostPassword();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/fr/connexion');

    await submit();
    expectFieldError('E-mail', 'Veuillez saisir votre e-mail');
    await person.type(field('E-mail'), 'ada');
    await submit();
    expectFieldError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    expect(network.requests(LOST)).toHaveLength(0);
    await person.type(field('E-mail'), '@example.com');
    await submit();

    expect(await screen.findByRole('heading', { level: 2, name: 'Vérifiez votre messagerie' })).toHaveFocus();
    expect(screen.getByText(/Si un compte existe pour l’adresse ada@example.com, un e-mail/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Retour à la connexion' })).toBeInTheDocument();
    const [request] = network.requests(LOST);
    expect(request?.params.email).toBe('ada@example.com');
    expect(request?.path).toBe('/api/users/lost-password/ada%40example.com');
  });

  test('“use another address” brings back an empty form, focused', async () => {
    network.use({ [LOST]: json(200, { data: { sent: true } }) });
    const { user: person, submit } = await renderLostPassword();
    await person.type(field('E-mail'), 'ada@example.com');
    await submit();
    await person.click(await screen.findByRole('button', { name: 'Utiliser une autre adresse' }));

    expect(field('E-mail')).toHaveValue('');
    expect(field('E-mail')).toHaveFocus();
  });

  test('too many requests are said in the form’s alert', async () => {
    network.use({ [LOST]: json(429, { code: 'tooManyRequests', message: 'Trop de tentatives' }) });
    const { user: person, submit } = await renderLostPassword();
    await person.type(field('E-mail'), 'ada@example.com');
    await submit();

    expect(await screen.findByText('Trop de tentatives. Veuillez patienter un instant avant de réessayer')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { name: 'Vérifiez votre messagerie' })).not.toBeInTheDocument();
  });
});
