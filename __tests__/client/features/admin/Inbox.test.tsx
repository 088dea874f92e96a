import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCandidacy, AdminMessage, AdminPayment } from '../../../../src/shared/admin';
import { staffUser, token } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { loggedIn, location, PAGE_LOAD, renderApp } from '../account/support';
import { adminList } from './support';

const message: AdminMessage = {
  id: 4,
  kind: 'contact',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.com',
  phoneNumber: null,
  language: 'fr',
  message: 'Bonjour, nous aimerions refaire notre site.',
  options: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'new',
  note: '',
  history: [],
};
const candidacy: AdminCandidacy = {
  id: 9,
  firstName: 'Hugo',
  lastName: 'Bernard',
  email: 'hugo@example.com',
  phoneNumber: '0612345678',
  language: 'en',
  presentation: 'Développeur depuis quatre ans.',
  job: { slug: 'developpeur-full-stack-js', title: { fr: 'Développeur full stack JS', en: 'Full stack JS developer' } },
  cv: { name: 'cv-hugo.pdf', size: 20480 },
  createdAt: '2026-11-21T09:30:00.000Z',
  status: 'new',
  note: '',
  history: [],
};
const counts = { contact: 1, starterPack: 1, candidacies: 1 };

describe('the inbox', () => {
  test('lists the messages with the count of new ones; filters by kind and searches by name or e-mail', async () => {
    network.use({
      'GET /api/admin/inbox/counts': json(200, { data: counts }),
      'GET /api/admin/messages': (request) => json(200, adminList(request.query.q === 'nobody' ? [] : [message])),
    });
    const { user: person } = renderApp('/fr/admin/inbox', loggedIn(staffUser));
    const tabs = await screen.findByRole('navigation', { name: 'Catégories de la boîte de réception' }, PAGE_LOAD);
    expect(await within(tabs).findByRole('link', { name: 'Messages 2 nouveaux' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Candidatures 1 nouveau' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Messages/ });
    expect(within(table).getByRole('link', { name: 'Léa Martin' })).toBeInTheDocument();
    expect(within(table).getByText('Nouveau')).toBeInTheDocument();

    await person.selectOptions(screen.getByLabelText('Type'), 'Demande de starter pack');
    await waitFor(() => expect(network.requests('GET /api/admin/messages').at(-1)?.query).toEqual({ page: '1', kind: 'starterPack' }));
    await person.type(screen.getByRole('searchbox', { name: 'Nom ou e-mail' }), 'nobody{Enter}');
    expect(await screen.findByText('Aucun message ne correspond.')).toBeInTheDocument();
    expect(network.requests('GET /api/admin/messages').at(-1)?.query).toEqual({ page: '1', kind: 'starterPack', q: 'nobody' });
  });

  test('an entry opens from the list; its status and note are saved and its history shown', async () => {
    const answered: AdminMessage = {
      ...message,
      status: 'answered',
      note: 'Devis envoyé',
      history: [{ status: 'answered', note: 'Devis envoyé', by: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' }, at: '2026-11-22T10:00:00.000Z' }],
    };
    let stored = message;
    network.use({
      'GET /api/admin/inbox/counts': json(200, { data: counts }),
      'GET /api/admin/messages': () => json(200, adminList([stored])),
      'GET /api/admin/messages/:id': () => json(200, { data: stored }),
      'PUT /api/admin/messages/:id': () => {
        stored = answered;
        return json(200, { data: answered });
      },
    });
    const { user: person } = renderApp('/fr/admin/inbox', loggedIn(staffUser));
    await person.click(await screen.findByRole('link', { name: 'Léa Martin' }, PAGE_LOAD));
    expect(await screen.findByRole('heading', { level: 3, name: 'Léa Martin' })).toBeInTheDocument();
    expect(location()).toBe('/fr/admin/inbox/messages/4');
    expect(screen.getByText('Bonjour, nous aimerions refaire notre site.')).toBeInTheDocument();
    expect(screen.getByText('Aucun changement pour l’instant.')).toBeInTheDocument();

    // Only the moves the workflow allows: never back to new once moved.
    const status = screen.getByRole('combobox', { name: 'Statut' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nouveau', 'En cours', 'Répondu', 'Archivé']);
    await person.selectOptions(status, 'Répondu');
    await person.type(screen.getByRole('textbox', { name: /Note interne/ }), 'Devis envoyé');
    await person.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Suivi enregistré.')).toBeInTheDocument();
    expect(network.requests('PUT /api/admin/messages/:id')[0]?.body).toEqual({ status: 'answered', note: 'Devis envoyé' });
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getByText(/par Ada Lovelace/)).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Statut' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Répondu', 'En cours', 'Archivé']);
  });

  test('a refused change shows the server\'s reason', async () => {
    network.use({
      'GET /api/admin/inbox/counts': json(200, { data: counts }),
      'GET /api/admin/messages/:id': json(200, { data: message }),
      'PUT /api/admin/messages/:id': json(409, { code: 'statusChangeNotAllowed', message: '…' }),
    });
    const { user: person } = renderApp('/fr/admin/inbox/messages/4', loggedIn(staffUser));
    await person.click(await screen.findByRole('button', { name: 'Enregistrer' }, PAGE_LOAD));
    expect(await screen.findByText('Cette entrée ne peut pas passer à ce statut depuis le sien')).toBeInTheDocument();
  });

  test('a candidacy shows its job, downloads its CV with the session, and is deleted after confirming', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:cv';
    };
    URL.revokeObjectURL = () => {};
    // jsdom does not download: the link the browser would follow is recorded instead.
    const followed: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.href, download: this.download });
    });
    network.use({
      'GET /api/admin/inbox/counts': json(200, { data: counts }),
      'GET /api/admin/messages': json(200, adminList([])),
      'GET /api/admin/candidacies': json(200, adminList([candidacy])),
      'GET /api/admin/candidacies/:id': json(200, { data: candidacy }),
      'GET /api/admin/candidacies/:id/cv': () => new Response('%PDF-1.7 cv', { status: 200, headers: { 'content-type': 'application/pdf' } }),
      'DELETE /api/admin/candidacies/:id': json(200, { data: null }),
    });
    const { user: person } = renderApp('/fr/admin/inbox', loggedIn(staffUser));
    await person.click(await screen.findByRole('link', { name: /Candidatures/ }, PAGE_LOAD));
    const table = await screen.findByRole('table', { name: /Candidatures/ });
    expect(within(table).getByText('Développeur full stack JS')).toBeInTheDocument();
    await person.click(within(table).getByRole('link', { name: 'Hugo Bernard' }));

    await person.click(await screen.findByRole('button', { name: /Télécharger le CV \(cv-hugo\.pdf, 20/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0]!.text()).toBe('%PDF-1.7 cv');
    expect(followed).toEqual([{ href: 'blob:cv', download: 'cv-hugo.pdf' }]);
    expect(network.requests('GET /api/admin/candidacies/:id/cv')[0]?.headers.authorization).toBe(`Bearer ${token}`);

    const remove = screen.getByRole('button', { name: 'Supprimer la candidature' });
    await person.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la candidature de Hugo Bernard\u00a0?' });
    await person.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(network.requests('DELETE /api/admin/candidacies/:id')).toHaveLength(0);
    expect(remove).toHaveFocus();

    await person.click(remove);
    await person.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(location()).toBe('/fr/admin/inbox/candidacies'));
    expect(network.requests('DELETE /api/admin/candidacies/:id')[0]?.params).toEqual({ id: '9' });
  });
});

describe('the payments', () => {
  test('every payment with item, account, amount and confirmed status; filtered by status', async () => {
    const payment: AdminPayment = {
      id: 1,
      item: { id: 3, title: { fr: 'Audit SEO', en: 'SEO audit' } },
      account: { id: 7, email: 'ada@example.com', name: 'Ada Lovelace' },
      amount: 49000,
      currency: 'eur',
      status: 'succeeded',
      createdAt: '2026-11-20T09:30:00.000Z',
      updatedAt: '2026-11-20T09:31:00.000Z',
    };
    network.use({ 'GET /api/admin/payments': (request) => json(200, adminList(request.query.status === 'failed' ? [] : [payment, { ...payment, id: 2, account: null }])) });
    const { user: person } = renderApp('/fr/admin/payments', loggedIn(staffUser));
    const table = await screen.findByRole('table', { name: /Paiements/ }, PAGE_LOAD);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Audit SEO')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ada Lovelace <ada@example.com>')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^490,00\s€$/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Réussi')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Compte supprimé')).toBeInTheDocument();
    await person.selectOptions(screen.getByLabelText('Statut'), 'Échoué');
    expect(await screen.findByText('Aucun paiement ne correspond.')).toBeInTheDocument();
  });
});
