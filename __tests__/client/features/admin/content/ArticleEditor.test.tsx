import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminArticle, AdminCategory } from '../../../../../src/shared/admin';
import { ArticleEditor } from '../../../../../src/client/features/admin/content/ArticleEditor';
import { json, network } from '../../../support/network';
import { renderWithProviders } from '../../../support/render';

const CATEGORIES = 'GET /api/admin/categories';
const CREATE = 'POST /api/admin/articles';
const COVER = '/uploads/content/0123456789abcdef0123456789abcdef.webp';

const category: AdminCategory = { id: 3, slug: 'developpement', name: { fr: 'Développement', en: 'Development' }, description: { fr: '', en: '' }, updatedAt: '2026-11-01T00:00:00.000Z' };
const list = (data: unknown[]) => json(200, { data, page: 1, pageSize: 100, total: data.length, totalPages: 1 });

const saved: AdminArticle = {
  id: 12,
  slug: 'pourquoi-une-pwa',
  categoryId: 3,
  title: { fr: 'Pourquoi une PWA ?', en: 'Why a PWA?' },
  excerpt: { fr: 'Le résumé', en: 'The summary' },
  body: { fr: 'Texte', en: 'Text' },
  image: COVER,
  imageAlt: { fr: 'Un téléphone', en: 'A phone' },
  status: 'published',
  publishedAt: '2026-11-24T12:00:00.000Z',
  updatedAt: '2026-11-24T12:00:00.000Z',
};

function renderEditor(article?: AdminArticle) {
  network.use({ [CATEGORIES]: list([category]) });
  const onSaved = jest.fn();
  const view = renderWithProviders(<ArticleEditor article={article} onSaved={onSaved} />);
  return { ...view, onSaved };
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the article editor', () => {
  test('the address follows the French title until it is typed', async () => {
    const { user } = renderEditor();
    await user.type(box('Titre (français)'), 'Pourquoi une PWA ?');
    expect(box(/Adresse web/)).toHaveValue('pourquoi-une-pwa');
    await user.clear(box(/Adresse web/));
    await user.type(box(/Adresse web/), 'pwa');
    await user.type(box('Titre (français)'), ' Vraiment');
    expect(box(/Adresse web/)).toHaveValue('pwa');
  });

  test('an empty article shows each field’s first rule, the French title first and focused', async () => {
    const { user } = renderEditor();
    await screen.findByRole('option', { name: 'Développement' });
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(box('Titre (français)')).toHaveFocus();
    expect(box('Titre (français)')).toHaveAccessibleDescription('Veuillez saisir le titre');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveAccessibleDescription('Veuillez choisir une catégorie');
    expect(box('Résumé (anglais)')).toHaveAccessibleDescription('Veuillez saisir le résumé');
    expect(box('Texte (français)')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir le texte'));
    expect(network.requests(CREATE)).toHaveLength(0);
  });

  test('scheduled: a date is asked for, in the future', async () => {
    const { user } = renderEditor(saved);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Publication' }), 'Programmé');
    const date = screen.getByLabelText('Date de publication');
    // The date it was published on is past: a schedule needs a date to come.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(date).toHaveFocus();
    expect(date).toHaveAccessibleDescription(expect.stringContaining('une publication programmée doit être dans le futur'));
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Veuillez choisir la date de publication'));
  });

  test('a cover goes up, the preview shows the article as its page will in either language, then it is published', async () => {
    network.use({
      'POST /api/admin/images': json(201, { data: { url: COVER, width: 1600, height: 900 } }),
      [CREATE]: json(201, { data: saved }),
    });
    const { user, onSaved } = renderEditor();
    await user.type(box('Titre (français)'), 'Pourquoi une PWA ?');
    await user.type(box('Titre (anglais)'), 'Why a PWA?');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Catégorie' }), 'Développement');
    await user.type(box('Résumé (français)'), 'Le résumé');
    await user.type(box('Résumé (anglais)'), 'The summary');
    fireEvent.change(box('Texte (français)'), { target: { value: '## Hors ligne\n\nUne PWA **marche** sans réseau.\n\n<script>alert(1)</script>' } });
    fireEvent.change(box('Texte (anglais)'), { target: { value: '## Offline\n\nA PWA works offline.' } });
    fireEvent.change(screen.getByLabelText(/^Image de couverture/, { selector: 'input' }), {
      target: { files: [new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'pwa.webp', { type: 'image/webp' })] },
    });
    await screen.findByRole('img', { name: 'Aperçu de l’image' });
    await user.type(box(/^Description de l’image \(français\)/), 'Un téléphone');
    await user.type(box(/^Description de l’image \(anglais\)/), 'A phone');

    await user.click(screen.getByRole('button', { name: 'Aperçu en français' }));
    const preview = screen.getByRole('region', { name: 'Aperçu de l’article' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Pourquoi une PWA ?' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 3, name: 'Hors ligne' })).toBeInTheDocument();
    expect(within(preview).getByText('marche').tagName).toBe('STRONG');
    // Rich text, never HTML: the tag is shown as text.
    expect(within(preview).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByRole('img', { name: 'Un téléphone' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Développement' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aperçu en anglais' }));
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why a PWA?' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 3, name: 'Offline' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Publication' }), 'Publié');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(network.requests(CREATE)[0]?.body).toEqual({
      title: { fr: 'Pourquoi une PWA ?', en: 'Why a PWA?' },
      slug: 'pourquoi-une-pwa',
      categoryId: 3,
      excerpt: { fr: 'Le résumé', en: 'The summary' },
      body: { fr: '## Hors ligne\n\nUne PWA **marche** sans réseau.\n\n<script>alert(1)</script>', en: '## Offline\n\nA PWA works offline.' },
      image: COVER,
      imageAlt: { fr: 'Un téléphone', en: 'A phone' },
      status: 'published',
      publishedAt: '',
    });
  });

  test('an address another article has is reported beside the address', async () => {
    network.use({ 'PUT /api/admin/articles/12': json(409, { code: 'slugTaken', message: 'taken' }) });
    const { user } = renderEditor(saved);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(box(/Adresse web/)).toHaveAccessibleDescription(expect.stringContaining('déjà utilisée')));
  });
});
