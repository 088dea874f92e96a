import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '../../../../src/shared/api';
import { token, user } from '../../support/fixtures';
import { json, network, type FilePart } from '../../support/network';
import { expectFieldError, field, loggedIn, PAGE_LOAD, renderApp } from './support';

const UPDATE = 'PUT /api/users/update-infos/:userId';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function renderAccount(who: User = user) {
  const view = renderApp('/fr/mon-compte', loggedIn(who));
  await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, PAGE_LOAD);
  return view;
}

async function openEdit(person: ReturnType<typeof userEvent.setup>) {
  await person.click(screen.getByRole('button', { name: 'Modifier mes informations' }));
  return screen.getByRole('form', { name: 'Modifier mes informations' });
}

const save = (person: ReturnType<typeof userEvent.setup>) =>
  person.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

const imageInput = () => field('Photo de profil (facultatif)');

const png = (name = 'me.png', size = 1024) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};

describe('mon-compte', () => {
  test('shows who is logged in: initials without an image, name, e-mail, and the account actions', async () => {
    await renderAccount();
    const profile = screen.getByRole('region', { name: 'Ada Lovelace' });
    expect(within(profile).getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(profile).getByText('AL')).toHaveAttribute('aria-hidden', 'true');
    expect(within(profile).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Non renseigné')).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Gérer mon compte' });
    expect(within(actions).getByRole('button', { name: 'Modifier mes informations' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(actions).getByRole('link', { name: 'Changer de mot de passe' })).toHaveAttribute('href', '/fr/changer-mot-de-passe');
    expect(within(actions).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Supprimer mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mes paiements' })).toBeInTheDocument();
    // The page where services agreed with the agency are paid for is reached from here.
    expect(screen.getByRole('link', { name: 'Régler une prestation' })).toHaveAttribute('href', '/fr/articles');
  });

  test('shows the profile image when there is one', async () => {
    await renderAccount({ ...user, profileImage: '/uploads/avatars/ab12.webp', phoneNumber: '0612345678' });
    expect(screen.getByRole('img', { name: 'Photo de profil de Ada Lovelace' })).toHaveAttribute('src', '/uploads/avatars/ab12.webp');
    expect(screen.getByText('0612345678')).toBeInTheDocument();
  });

  test('the edit form opens filled in, shows every field in error at once, and saves; the profile changes at once', async () => {
    network.use({
      [UPDATE]: (request) => {
        const body = request.body as Record<string, string>;
        return json(200, { data: { ...user, ...body, phoneNumber: body.phoneNumber || null } });
      },
    });
    const { user: person } = await renderAccount();
    const form = await openEdit(person);
    expect(screen.getByRole('button', { name: 'Modifier mes informations' })).toHaveAttribute('aria-expanded', 'true');
    expect(field('Nom')).toHaveFocus();
    expect(field('Nom')).toHaveValue('Lovelace');
    expect(field('Prénom')).toHaveValue('Ada');
    expect(field('E-mail')).toHaveValue('ada@example.com');
    expect(field('Téléphone (facultatif)')).toHaveValue('');

    for (const name of ['Nom', 'Prénom', 'E-mail']) await person.clear(field(name));
    await person.type(field('Téléphone (facultatif)'), '06 12');
    await save(person);
    expectFieldError('Nom', 'Veuillez saisir le nom');
    expect(field('Prénom')).toHaveAccessibleDescription('Veuillez saisir le prénom');
    expect(field('E-mail')).toHaveAccessibleDescription('Veuillez saisir votre e-mail');
    expect(field('Téléphone (facultatif)')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir un numéro de téléphone valide'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');
    await person.type(field('Prénom'), 'Augusta Ada');
    await person.type(field('Nom'), 'King');
    await person.type(field('E-mail'), 'ada.king');
    await save(person);
    expectFieldError('E-mail', 'Veuillez saisir une adresse e-mail valide');
    expect(within(form).queryByText('Les champs obligatoires ne peuvent pas être vides.')).not.toBeInTheDocument();
    await person.type(field('E-mail'), '@example.com');
    await save(person);
    expectFieldError('Téléphone (facultatif)', 'Veuillez saisir un numéro de téléphone valide');
    expect(network.requests(UPDATE)).toHaveLength(0);
    await person.clear(field('Téléphone (facultatif)'));
    await save(person);

    expect(await screen.findByText('Vos informations ont été mises à jour.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: 'Modifier mes informations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier mes informations' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Augusta Ada King' })).toBeInTheDocument();
    expect(screen.getByText('ada.king@example.com')).toBeInTheDocument();
    const [request] = network.requests(UPDATE);
    expect(request?.params.userId).toBe(String(user.id));
    expect(request?.bodyType).toBe('multipart');
    expect(request?.body).toEqual({ lastName: 'King', firstName: 'Augusta Ada', email: 'ada.king@example.com', phoneNumber: '' });
  });

  test('an edit refreshes the user fetched by the automatic login, so every place showing it follows', async () => {
    let current: User = user;
    network.use({
      'GET /api/users/me': () => json(200, { data: current }),
      [UPDATE]: (request) => {
        current = { ...current, firstName: (request.body as { firstName: string }).firstName };
        return json(200, { data: current });
      },
    });
    localStorage.setItem('token', token);
    const view = renderApp('/fr/mon-compte');
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' });
    const { user: person } = view;
    await openEdit(person);
    await person.clear(field('Prénom'));
    await person.type(field('Prénom'), 'Augusta');
    await save(person);

    expect(await screen.findByRole('heading', { level: 2, name: 'Augusta Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(network.requests('GET /api/users/me')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeInTheDocument();
  });

  test('a chosen image is previewed, then sent with the details', async () => {
    network.use({ [UPDATE]: json(200, { data: { ...user, profileImage: '/uploads/avatars/new.png' } }) });
    const revoked = jest.spyOn(URL, 'revokeObjectURL');
    const { user: person } = await renderAccount();
    await openEdit(person);

    await person.upload(imageInput(), png('first.png'));
    const firstPreview = screen.getByRole('img', { name: 'Aperçu de la nouvelle photo de profil' }).getAttribute('src');
    expect(firstPreview).toMatch(/^blob:/);
    await person.upload(imageInput(), png('me.png', 2048));
    const preview = screen.getByRole('img', { name: 'Aperçu de la nouvelle photo de profil' });
    expect(preview.getAttribute('src')).not.toBe(firstPreview);
    expect(revoked).toHaveBeenCalledWith(firstPreview);
    await save(person);

    expect(await screen.findByRole('img', { name: 'Photo de profil de Ada Lovelace' })).toHaveAttribute('src', '/uploads/avatars/new.png');
    const image = (network.requests(UPDATE)[0]?.body as Record<string, FilePart>).profileImage;
    expect(image).toMatchObject({ filename: 'me.png', type: 'image/png', size: 2048 });
    // The preview went with the form.
    expect(revoked).toHaveBeenCalledWith(preview.getAttribute('src'));
    revoked.mockRestore();
  });

  test('the image is chosen like the CV: a translated button, a zone to drop it on, the file named, a preview', async () => {
    const { user: person } = await renderAccount();
    await openEdit(person);
    const zone = screen.getByRole('group', { name: 'Photo de profil (facultatif)' });
    // The native input is replaced by its label styled as a button; the keyboard still reaches the input.
    expect(within(zone).getByText('Choisir un fichier').tagName).toBe('LABEL');
    expect(imageInput()).toHaveAccessibleDescription(expect.stringMatching(/^Au format PNG, JPEG ou WebP, 2\sMo maximum\. Aucune nouvelle photo choisie\s:/));
    field('Téléphone (facultatif)').focus();
    await person.tab();
    expect(imageInput()).toHaveFocus();

    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png', 2048)], types: ['Files'] } });
    expect(within(zone).getByRole('img', { name: 'Aperçu de la nouvelle photo de profil' }).getAttribute('src')).toMatch(/^blob:/);
    expect(within(zone).getByText(/^Nouvelle photo\s:\sdropped\.png \(2\sko\)$/)).toHaveAttribute('aria-live', 'polite');
  });

  test('a GIF or an image over 2 MB is refused in the browser, before anything is sent', async () => {
    network.use({ [UPDATE]: json(200, { data: user }) });
    const { user: person } = await renderAccount();
    // A file picker can be told to show every file: the accept attribute is no guarantee.
    const anyFile = userEvent.setup({ applyAccept: false });
    await openEdit(person);

    await anyFile.upload(imageInput(), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expectFieldError('Photo de profil (facultatif)', 'Ce type de fichier n’est pas accepté');
    expect(screen.queryByRole('img', { name: 'Aperçu de la nouvelle photo de profil' })).not.toBeInTheDocument();

    await anyFile.upload(imageInput(), png('huge.png', 2 * 1024 * 1024 + 1));
    expectFieldError('Photo de profil (facultatif)', 'Le fichier est trop volumineux');
    expect(screen.queryByRole('img', { name: 'Aperçu de la nouvelle photo de profil' })).not.toBeInTheDocument();
    expect(network.requests()).not.toContainEqual(expect.objectContaining({ method: 'PUT' }));

    // Saving now sends the details without the refused file.
    await save(person);
    await screen.findByText('Vos informations ont été mises à jour.');
    expect(network.requests(UPDATE)[0]?.body).not.toHaveProperty('profileImage');
  });

  test('a file the server refuses is shown beside the image field', async () => {
    network.use({ [UPDATE]: json(415, { code: 'unsupportedFileType', message: 'Type refusé' }) });
    const { user: person } = await renderAccount();
    await openEdit(person);
    // Named and typed as a PNG, but the server reads its content.
    fireEvent.change(imageInput(), { target: { files: [new File(['not an image'], 'fake.png', { type: 'image/png' })] } });
    await save(person);

    await waitFor(() => expectFieldError('Photo de profil (facultatif)', 'Ce type de fichier n’est pas accepté'));
    expect(screen.getByRole('form', { name: 'Modifier mes informations' })).toBeInTheDocument();
  });

  test('Cancel closes the edit form without saving and gives the focus back', async () => {
    const { user: person } = await renderAccount();
    await openEdit(person);
    await person.clear(field('Prénom'));
    await person.click(screen.getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('form', { name: 'Modifier mes informations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier mes informations' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
