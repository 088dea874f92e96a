import { screen, waitFor, within } from '@testing-library/react';
import type { AdminItem, AdminJob } from '../../../../../src/shared/admin';
import { staffUser } from '../../../support/fixtures';
import { json, network } from '../../../support/network';
import { fr as frPunctuation, location, loggedIn, PAGE_LOAD, renderApp } from '../../account/support';
import { adminList } from '../support';

const job: AdminJob = {
  id: 4,
  slug: 'developpeur-full-stack-js',
  title: { fr: 'Développeur full stack JS', en: 'Full-stack JS developer' },
  summary: { fr: 'Résumé', en: 'Summary' },
  description: { fr: 'Description', en: 'Description' },
  employmentType: 'FULL_TIME',
  location: 'Paris',
  salary: null,
  address: null,
  postedAt: '2026-10-01T00:00:00.000Z',
  validThrough: null,
  status: 'open',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

const item: AdminItem = {
  id: 7,
  slug: 'audit-seo',
  title: { fr: 'Audit SEO', en: 'SEO audit' },
  description: { fr: 'Un audit complet', en: 'A full audit' },
  image: '/uploads/content/0123456789abcdef0123456789abcdef.png',
  priceCents: 4990,
  status: 'active',
  position: 0,
  updatedAt: '2026-11-24T12:00:00.000Z',
};

/** French typography, guillemets included. */
const fr = (text: string) => frPunctuation(text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»'));

const jobsList = () => network.requests('GET /api/admin/jobs');

describe('a content section of the staff area', () => {
  test('the jobs list: closing an offer sends the whole offer with its new status, and the list is fetched again', async () => {
    let closed = false;
    network.use({
      'GET /api/admin/jobs': () => json(200, adminList([{ ...job, status: closed ? 'closed' : 'open' }])),
      'PUT /api/admin/jobs/4': (request) => {
        closed = true;
        return json(200, { data: { ...job, ...(request.body as object) } });
      },
    });
    const { user } = renderApp('/fr/admin/jobs', loggedIn(staffUser));
    const table = await screen.findByRole('table', { name: /Offres d’emploi/ }, PAGE_LOAD);
    const row = within(table).getByRole('row', { name: /Développeur full stack JS/ });
    expect(within(row).getByText('Ouverte')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: fr('Fermer : Développeur full stack JS') }));
    // findByText compares with the text's spaces collapsed: no-break spaces read as spaces.
    expect(await screen.findByText('« Développeur full stack JS » : Fermée.')).toBeInTheDocument();
    const { id: _id, updatedAt: _updatedAt, ...whole } = job;
    expect(network.requests('PUT /api/admin/jobs/4')[0]?.body).toEqual({ ...whole, status: 'closed' });
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Fermée')).toBeInTheDocument());
    expect(jobsList()).toHaveLength(2);
    expect(within(screen.getByRole('table')).getByRole('button', { name: fr('Rouvrir : Développeur full stack JS') })).toBeInTheDocument();
  });

  test('search and status filter ask the server, from page 1', async () => {
    network.use({ 'GET /api/admin/jobs': json(200, adminList([job])) });
    const { user } = renderApp('/fr/admin/jobs', loggedIn(staffUser));
    await screen.findByRole('table', { name: /Offres d’emploi/ }, PAGE_LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher par titre, nom ou adresse' }), 'paris');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(jobsList().at(-1)?.query).toEqual({ page: '1', q: 'paris' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Fermée');
    await waitFor(() => expect(jobsList().at(-1)?.query).toEqual({ page: '1', q: 'paris', status: 'closed' }));
  });

  test('deleting asks first; a refusal is said in the dialog; a deletion is announced', async () => {
    let refuse = true;
    network.use({
      'GET /api/admin/items': json(200, adminList([item])),
      'DELETE /api/admin/items/7': () =>
        refuse ? json(409, { code: 'itemHasPayments', message: 'paid' }) : json(200, { data: null }),
    });
    const { user } = renderApp('/fr/admin/items', loggedIn(staffUser));
    const table = await screen.findByRole('table', { name: /Prestations/ }, PAGE_LOAD);
    expect(within(table).getByText(/^49,90\s€$/)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: fr('Supprimer : Audit SEO') }));
    const dialog = screen.getByRole('alertdialog', { name: fr('Supprimer « Audit SEO » ?') });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/déjà été payé/);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    const notice = await screen.findByText('« Audit SEO » est supprimé.');
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('a new item: an empty title is refused with emptyItemTitle’s message, then the item is created and the list says so', async () => {
    network.use({
      'GET /api/admin/items': json(200, adminList([])),
      'POST /api/admin/images': json(201, { data: { url: item.image, width: 1600, height: 900 } }),
      'POST /api/admin/items': json(201, { data: item }),
    });
    const { user } = renderApp('/fr/admin/items', loggedIn(staffUser));
    expect(await screen.findByText('Aucune prestation pour le moment.', undefined, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Nouvelle prestation' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nouvelle prestation' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/admin/items/new');

    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByRole('textbox', { name: 'Titre (français)' })).toHaveAccessibleDescription('Veuillez saisir le titre de l’article');

    await user.type(screen.getByRole('textbox', { name: 'Titre (français)' }), 'Audit SEO');
    await user.type(screen.getByRole('textbox', { name: 'Titre (anglais)' }), 'SEO audit');
    await user.type(screen.getByRole('textbox', { name: 'Description (français)' }), 'Un audit complet');
    await user.type(screen.getByRole('textbox', { name: 'Description (anglais)' }), 'A full audit');
    await user.upload(screen.getByLabelText('Image', { selector: 'input' }), new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Aperçu de l’image' });
    await user.type(screen.getByRole('textbox', { name: 'Prix (en euros)' }), '49,90');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Créer' }));

    expect(await screen.findByText('Les modifications sont enregistrées et visibles sur le site.')).toBeInTheDocument();
    expect(location()).toBe('/fr/admin/items');
  });

  test('an edit loads the entry into its form', async () => {
    network.use({ 'GET /api/admin/jobs/4': json(200, { data: job }) });
    renderApp('/fr/admin/jobs/4', loggedIn(staffUser));
    expect(await screen.findByRole('heading', { level: 2, name: fr('Modifier : Développeur full stack JS') }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lieu de travail' })).toHaveValue('Paris');
    expect(screen.getByRole('link', { name: fr('Retour à la liste : Offres d’emploi') })).toHaveAttribute('href', '/fr/admin/jobs');
  });
});
