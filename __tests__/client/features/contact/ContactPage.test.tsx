import { screen, waitFor, within } from '@testing-library/react';
import ContactPage from '../../../../src/client/features/contact/ContactPage';
import { deferred, json, network, networkError } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const SEND = 'POST /api/messages/create-message';

function renderPage(language: 'fr' | 'en' = 'fr') {
  const view = renderWithProviders(<ContactPage />, { route: '/fr/contact', language });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
  return { ...view, submit };
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

function expectError(name: string | RegExp, message: string) {
  const field = box(name);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  await user.type(box('Nom'), 'Lovelace');
  await user.type(box('Prénom'), 'Ada');
  await user.type(box('E-mail'), 'ada@example.com');
  await user.type(box('Votre message'), 'Bonjour, un projet de site ?');
}

describe('the contact page', () => {
  test('has its title and every field, labelled', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    for (const name of ['Nom', 'Prénom', 'E-mail', 'Téléphone (facultatif)', 'Votre message']) {
      expect(box(name)).toBeInTheDocument();
    }
  });

  test('beside the form: address, phone, e-mail, hours, the response promise, a privacy note and a map', () => {
    renderPage();
    const details = screen.getByRole('complementary', { name: 'Nous trouver' });
    expect(details).toHaveTextContent('12 rue de l’Exemple93000 Bobigny, France');
    expect(within(details).getByRole('link', { name: '+33 1 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(within(details).getByRole('link', { name: 'contact@example.com' })).toHaveAttribute('href', 'mailto:contact@example.com');
    expect(details).toHaveTextContent('Du lundi au vendredi, de 09:00 à 18:00');
    expect(details).toHaveTextContent('Nous répondons à chaque message sous 1 jour ouvré.');
    expect(within(details).getByRole('link', { name: 'Notre politique de confidentialité' })).toHaveAttribute('href', '/fr/politique-de-confidentialite');
    expect(within(details).getByRole('img', { name: /l’agence est à Bobigny/ })).toHaveAttribute('src', '/media/illustrations/map-fr.svg');
  });

  test('in English, the details and the map are in English', () => {
    renderPage('en');
    const details = screen.getByRole('complementary', { name: 'Find us' });
    expect(details).toHaveTextContent('Monday to Friday, 09:00 to 18:00');
    expect(within(details).getByRole('img', { name: /the office is in Bobigny/ })).toHaveAttribute('src', '/media/illustrations/map-en.svg');
  });

  test('an empty form marks every required field with its message at once, then the corrected one is sent', async () => {
    network.use({ [SEND]: json(201, { data: { id: 1 } }) });
    const { user, submit } = renderPage();

    await submit();
    const expected: [string, string][] = [
      ['Nom', 'Veuillez saisir le nom'],
      ['Prénom', 'Veuillez saisir le prénom'],
      ['E-mail', 'Veuillez saisir votre e-mail'],
      ['Votre message', 'Veuillez saisir le message'],
    ];
    for (const [name, message] of expected) {
      expect(box(name)).toHaveAttribute('aria-invalid', 'true');
      expect(box(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(box('Téléphone (facultatif)')).not.toHaveAttribute('aria-invalid');
    // The first field on screen, although the spec checks the first name first.
    expect(box('Nom')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');

    await user.type(box('Prénom'), 'Ada');
    await user.type(box('Nom'), 'Lovelace');
    await user.type(box('E-mail'), 'ada');
    await user.type(box('Votre message'), '  Bonjour !  ');
    await user.type(box('Téléphone (facultatif)'), 'pas un numéro');
    await submit();
    expectError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    expect(box('Téléphone (facultatif)')).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez saisir un numéro de téléphone valide (ex : 0612345678)'),
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(network.requests(SEND)).toHaveLength(0);

    await user.type(box('E-mail'), '@example.com');
    await user.clear(box('Téléphone (facultatif)'));
    await user.type(box('Téléphone (facultatif)'), '06 12 34 56 78');
    await submit();

    expect(await screen.findByRole('heading', { name: 'Message envoyé' })).toHaveFocus();
    expect(network.requests(SEND).map((request) => request.body)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '0612345678', message: 'Bonjour !' },
    ]);
  });

  test('the server’s refusal of a field is shown beside it, the fields kept', async () => {
    network.use({
      [SEND]: json(400, { code: 'notValidEmail', message: 'Adresse e-mail invalide', fields: { email: 'notValidEmail' } }),
    });
    const { user, submit } = renderPage();
    await fillValid(user);
    await submit();

    await waitFor(() => expectError('E-mail', 'Veuillez saisir une adresse e-mail valide (ex : nom@exemple.fr)'));
    expect(box('Nom')).toHaveValue('Lovelace');
    expect(box('Votre message')).toHaveValue('Bonjour, un projet de site ?');
    expect(screen.queryByRole('heading', { name: 'Message envoyé' })).not.toBeInTheDocument();
  });

  test('a network failure is the form’s alert, and nothing typed is lost', async () => {
    network.use({ [SEND]: networkError() });
    const { user, submit } = renderPage();
    await fillValid(user);
    await submit();

    const alert = await screen.findByText('Le serveur est injoignable. Vérifiez votre connexion et réessayez');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(box('Prénom')).toHaveValue('Ada');
    expect(box('E-mail')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
  });

  test('the button is disabled and says so while the message is on its way', async () => {
    const answer = deferred();
    network.use({
      [SEND]: async () => {
        await answer.promise;
        return json(201, { data: { id: 1 } });
      },
    });
    const { user, submit } = renderPage();
    await fillValid(user);
    await submit();

    const busy = await screen.findByRole('button', { name: 'Envoi en cours…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    answer.resolve();
    expect(await screen.findByRole('heading', { name: 'Message envoyé' })).toBeInTheDocument();
    expect(network.requests(SEND)).toHaveLength(1);
  });

  test('“send another” brings back an empty form, focused on its first field', async () => {
    network.use({ [SEND]: json(201, { data: { id: 1 } }) });
    const { user, submit } = renderPage();
    await fillValid(user);
    await submit();
    expect(await screen.findByText('Merci ! Nous avons bien reçu votre message et nous vous répondrons très vite.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer un autre message' }));

    expect(box('Nom')).toHaveFocus();
    for (const name of ['Nom', 'Prénom', 'E-mail', 'Votre message']) expect(box(name)).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Message envoyé' })).not.toBeInTheDocument();
  });

  test('a robot that fills the honeypot sends it, for the server to ignore', async () => {
    network.use({ [SEND]: json(201, { data: { id: 1 } }) });
    const { user, submit } = renderPage();
    await fillValid(user);
    await user.type(screen.getByLabelText('Laissez ce champ vide'), 'https://spam.example');
    await submit();
    await screen.findByRole('heading', { name: 'Message envoyé' });
    expect(network.requests(SEND)[0]?.body).toMatchObject({ website: 'https://spam.example' });
  });

  test('speaks English to an English-speaking visitor', async () => {
    const { user } = renderPage('en');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(box('First name')).toHaveAccessibleDescription('Please enter the first name');
    expect(box('Phone (optional)')).toBeInTheDocument();
  });
});
