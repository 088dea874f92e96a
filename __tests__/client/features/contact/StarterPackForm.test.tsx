import { screen, within } from '@testing-library/react';
import { StarterPackForm } from '../../../../src/client/features/contact/StarterPackForm';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const SEND = 'POST /api/messages/create-message';

function renderForm(language: 'fr' | 'en' = 'fr') {
  const view = renderWithProviders(<StarterPackForm />, { route: '/fr/formulaire-starter-pack-form', language });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
  return { ...view, submit };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const options = () => screen.getByRole('group', { name: 'Ce dont votre projet a besoin' });

describe('the starter pack form', () => {
  test('offers every option, labelled', () => {
    renderForm();
    const boxes = within(options()).getAllByRole('checkbox');
    expect(boxes.map((checkbox) => checkbox.getAttribute('value'))).toEqual([
      'showcaseSite',
      'blog',
      'booking',
      'ecommerceCatalogue',
      'multilingual',
      'seo',
      'mobileApp',
      'maintenance',
    ]);
    expect(boxes.map((checkbox) => (checkbox as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Site vitrine',
      'Blog',
      'Prise de rendez-vous en ligne',
      'Catalogue de produits',
      'Site multilingue',
      'Référencement naturel (SEO)',
      'Application mobile',
      'Maintenance et hébergement',
    ]);
    expect(within(options()).getByRole('checkbox', { name: 'Référencement naturel (SEO)' })).toBeInTheDocument();
    expect(options()).toHaveAccessibleDescription('Cochez au moins une option.');
  });

  test('shows every field in error at once, the missing option included, then sends a starter pack message', async () => {
    network.use({ [SEND]: json(201, { data: { id: 3 } }) });
    const { user, submit } = renderForm();

    await submit();
    expect(box('Nom')).toHaveFocus();
    expect(box('Nom')).toHaveAccessibleDescription('Veuillez saisir le nom');
    expect(box('Prénom')).toHaveAccessibleDescription('Veuillez saisir le prénom');
    expect(box('E-mail')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir votre e-mail'));
    expect(box('Décrivez votre projet')).toHaveAccessibleDescription(
      'Votre activité, vos objectifs, vos délais… Veuillez saisir le message',
    );
    // No option: the form's own message, not the server's generic one.
    const first = within(options()).getByRole('checkbox', { name: 'Site vitrine' });
    expect(first).toHaveAccessibleDescription('Veuillez choisir au moins une option');
    expect(screen.queryByText('La requête n’est pas valide')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');

    await user.type(box('Prénom'), 'Ada');
    await user.type(box('Nom'), 'Lovelace');
    await user.type(box('E-mail'), 'ada@example.com');
    await user.type(box('Décrivez votre projet'), 'Une boulangerie qui veut vendre en ligne.');
    await submit();
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Veuillez choisir au moins une option');
    expect(network.requests(SEND)).toHaveLength(0);

    await user.click(within(options()).getByRole('checkbox', { name: 'Catalogue de produits' }));
    expect(screen.queryByText('Veuillez choisir au moins une option')).not.toBeInTheDocument();
    await user.click(within(options()).getByRole('checkbox', { name: 'Site vitrine' }));
    await submit();

    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toHaveFocus();
    expect(network.requests(SEND).map((request) => request.body)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '',
        message: 'Une boulangerie qui veut vendre en ligne.',
        kind: 'starterPack',
        options: ['showcaseSite', 'ecommerceCatalogue'],
      },
    ]);
  });

  test('“send another” brings back an empty form with no option ticked', async () => {
    network.use({ [SEND]: json(201, { data: { id: 3 } }) });
    const { user, submit } = renderForm();
    await user.type(box('Prénom'), 'Ada');
    await user.type(box('Nom'), 'Lovelace');
    await user.type(box('E-mail'), 'ada@example.com');
    await user.type(box('Décrivez votre projet'), 'Une application mobile');
    await user.click(within(options()).getByRole('checkbox', { name: 'Application mobile' }));
    await submit();

    await user.click(await screen.findByRole('button', { name: 'Envoyer une autre demande' }));
    expect(box('Nom')).toHaveFocus();
    expect(box('Décrivez votre projet')).toHaveValue('');
    for (const checkbox of within(options()).getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
  });

  test('the server’s refusal is shown beside its field', async () => {
    network.use({
      [SEND]: json(400, { code: 'notValidPhoneNumber', message: 'Numéro invalide', fields: { phoneNumber: 'notValidPhoneNumber' } }),
    });
    const { user, submit } = renderForm();
    await user.type(box('Prénom'), 'Ada');
    await user.type(box('Nom'), 'Lovelace');
    await user.type(box('E-mail'), 'ada@example.com');
    await user.type(box('Décrivez votre projet'), 'Un blog');
    await user.click(within(options()).getByRole('checkbox', { name: 'Blog' }));
    await submit();

    const phone = await screen.findByRole('textbox', { name: 'Téléphone (facultatif)', description: /Veuillez saisir un numéro/ });
    expect(phone).toHaveFocus();
  });

  test('is in English for an English-speaking visitor', () => {
    renderForm('en');
    expect(screen.getByRole('group', { name: 'What your project needs' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Online booking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my request' })).toBeInTheDocument();
  });
});
