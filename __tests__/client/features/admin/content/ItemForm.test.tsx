import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminItem } from '../../../../../src/shared/admin';
import { ItemForm } from '../../../../../src/client/features/admin/content/ItemForm';
import { deferred, json, network } from '../../../support/network';
import { renderWithProviders } from '../../../support/render';

const UPLOAD = 'POST /api/admin/images';
const CREATE = 'POST /api/admin/items';
const IMAGE_URL = '/uploads/content/0123456789abcdef0123456789abcdef.png';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], 'offre.png', { type: 'image/png' });

const saved: AdminItem = {
  id: 7,
  slug: 'audit-seo',
  title: { fr: 'Audit SEO', en: 'SEO audit' },
  description: { fr: 'Un audit complet', en: 'A full audit' },
  image: IMAGE_URL,
  priceCents: 4990,
  status: 'active',
  position: 0,
  updatedAt: '2026-11-24T12:00:00.000Z',
};

function renderForm(item?: AdminItem, language: 'fr' | 'en' = 'fr') {
  const onSaved = jest.fn();
  const view = renderWithProviders(<ItemForm item={item} onSaved={onSaved} />, { language });
  return { ...view, onSaved };
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the item form', () => {
  test('an empty form shows emptyItemTitle first, beside the French title, which takes the focus', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const title = box('Titre (français)');
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Veuillez saisir le titre de l’article');
    expect(box('Description (français)')).toHaveAccessibleDescription('Veuillez saisir la description de l’article');
    expect(screen.getByLabelText('Image', { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining('Veuillez ajouter une image'));
    expect(box('Prix (en euros)')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir le prix de l’article'));
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveAccessibleDescription('Veuillez choisir le statut de l’article');
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');
    expect(network.requests(CREATE)).toHaveLength(0);
  });

  test('the image goes up with its progress shown, then the item is created with its price in euros as typed', async () => {
    const gate = deferred();
    network.use({
      [UPLOAD]: async (_request, { uploadProgress, bodySize }) => {
        uploadProgress(bodySize / 2);
        await gate.promise;
        return json(201, { data: { url: IMAGE_URL, width: 1600, height: 900 } });
      },
      [CREATE]: json(201, { data: saved }),
    });
    const { user, onSaved } = renderForm();
    await user.type(box('Titre (français)'), 'Audit SEO');
    await user.type(box('Titre (anglais)'), 'SEO audit');
    await user.type(box('Description (français)'), 'Un audit complet');
    await user.type(box('Description (anglais)'), 'A full audit');
    fireEvent.change(screen.getByLabelText('Image', { selector: 'input' }), { target: { files: [png()] } });

    const bar = await screen.findByRole('progressbar', { name: 'Envoi de l’image' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '50\u00a0%'));
    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Aperçu de l’image' })).toBeInTheDocument();
    expect(network.requests(UPLOAD)[0]?.body).toEqual({ image: expect.objectContaining({ filename: 'offre.png', type: 'image/png' }) });

    await user.type(box('Prix (en euros)'), '49,90');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Créer' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(network.requests(CREATE)[0]?.body).toEqual({
      title: { fr: 'Audit SEO', en: 'SEO audit' },
      description: { fr: 'Un audit complet', en: 'A full audit' },
      image: IMAGE_URL,
      price: '49,90',
      status: 'active',
      slug: '',
      position: 0,
    });
  });

  test('a price with more than 2 decimals, or not above 0, is refused beside the price', async () => {
    const { user } = renderForm({ ...saved });
    const price = box('Prix (en euros)');
    expect(price).toHaveValue('49,90');
    for (const typed of ['49,999', '0', 'douze']) {
      await user.clear(price);
      await user.type(price, typed);
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(price).toHaveFocus();
      expect(price).toHaveAccessibleDescription(expect.stringContaining('avec au plus 2 décimales'));
    }
  });

  test('an edit shows the price with cents in the interface language and sends PUT', async () => {
    network.use({ 'PUT /api/admin/items/7': json(200, { data: { ...saved, priceCents: 5000 } }) });
    const { user, onSaved } = renderForm(saved, 'en');
    const price = screen.getByRole('textbox', { name: 'Price (in euros)' });
    expect(price).toHaveValue('49.90');
    await user.clear(price);
    await user.type(price, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(network.requests('PUT /api/admin/items/7')[0]?.body).toMatchObject({ price: '50', status: 'active' });
  });

  test('an image the server refuses is reported beside the image field', async () => {
    network.use({ [UPLOAD]: json(415, { code: 'unsupportedFileType', message: 'Ce type de fichier n’est pas accepté' }) });
    renderForm();
    const input = screen.getByLabelText('Image', { selector: 'input' });
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Ce type de fichier n’est pas accepté')));
    expect(input).toHaveFocus();
  });

  test('a file that is not an image is refused before anything is sent', async () => {
    renderForm();
    const input = screen.getByLabelText('Image', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(network.requests(UPLOAD)).toHaveLength(0);
  });
});
