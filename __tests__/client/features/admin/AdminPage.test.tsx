import { screen, waitFor, within } from '@testing-library/react';
import frAdmin from '../../../../src/client/locales/fr/admin.json';
import type { AuditEntry } from '../../../../src/shared/admin';
import { CONTENT_KINDS } from '../../../../src/shared/contentKinds';
import { staffUser, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { homeHeading, location, loggedIn, PAGE_LOAD, renderApp } from '../account/support';
import { adminList } from './support';

const entry = (id: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
  action: 'status',
  entity: 'message',
  entityId: 12,
  before: { status: 'new' },
  after: { status: 'answered' },
  at: '2026-11-20T09:30:00.000Z',
  ...changes,
});

describe('the staff area', () => {
  test('staff opens it from the site menu: the inbox first, then each section from the navigation', async () => {
    network.use({
      'GET /api/admin/audit': json(200, adminList([entry(1)])),
      'GET /api/admin/inbox/counts': json(200, { data: { contact: 0, starterPack: 0, candidacies: 0 } }),
      'GET /api/admin/messages': json(200, adminList([])),
    });
    const { user: person } = renderApp('/fr/services', loggedIn(staffUser));
    await person.click(await screen.findByRole('button', { name: 'Menu' }, PAGE_LOAD));
    await person.click(within(await screen.findByRole('dialog', { name: 'Menu du site' })).getByRole('link', { name: 'Espace équipe' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Espace équipe' }, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/fr/admin/inbox'));
    const nav = screen.getByRole('navigation', { name: 'Sections de l’espace équipe' });
    // One section per content kind (its label from the translations), between the inbox and the payments.
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Boîte de réception',
      ...CONTENT_KINDS.map((kind) => frAdmin.nav[kind.key]),
      'Paiements',
      'Journal des modifications',
    ]);
    expect(frAdmin.nav.articles).toBe('Articles');
    expect(within(nav).getByRole('link', { name: 'Boîte de réception' })).toHaveAttribute('aria-current', 'page');

    await person.click(within(nav).getByRole('link', { name: 'Journal des modifications' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Journal des modifications' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/fr/admin/audit');
    const table = await screen.findByRole('table', { name: /Journal des modifications/ });
    // The actor as they were when they acted: name and address.
    expect(within(table).getByText('Ada Lovelace (ada@example.com)')).toBeInTheDocument();
    expect(within(table).getByText('Message n° 12')).toBeInTheDocument();
    expect(within(table).getByText('status: "new" → "answered"')).toBeInTheDocument();
  });

  test('a member is sent home and told the page is for the staff', async () => {
    renderApp('/fr/admin/audit', loggedIn(user));
    expect(await homeHeading()).toBeInTheDocument();
    expect(location()).toBe('/fr');
    expect(await screen.findByText('Cette page est réservée à l’équipe de l’agence.')).toBeInTheDocument();
    expect(network.requests('GET /api/admin/audit')).toHaveLength(0);
  });

  test('the site menu offers a member their own pages, not the staff area', async () => {
    const { user: person } = renderApp('/fr/services', loggedIn(user));
    await person.click(await screen.findByRole('button', { name: 'Menu' }, PAGE_LOAD));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu du site' }));
    expect(menu.getByRole('link', { name: 'Mon compte' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Espace équipe' })).toBeNull();
  });

  test('an anonymous visitor is treated as on any protected page', async () => {
    renderApp('/fr/admin');
    expect(await homeHeading()).toBeInTheDocument();
    expect(await screen.findByText('Cette page est réservée aux titulaires d’un compte.')).toBeInTheDocument();
  });

  test('in English, every string of the area is English', async () => {
    network.use({ 'GET /api/admin/audit': json(200, adminList([entry(1, { actor: null, action: 'grant', entity: 'user', before: { role: 'member' }, after: { role: 'staff' } })])) });
    renderApp('/fr/admin/audit?lng=en', { ...loggedIn(staffUser), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff area' }, PAGE_LOAD)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Change log/ }, PAGE_LOAD);
    expect(within(table).getByText('Command line')).toBeInTheDocument();
    expect(within(table).getByText('Staff access given')).toBeInTheDocument();
  });
});

describe('a staff list (the audit log)', () => {
  test('shows an empty state, filters by entry type from page 1, and pages', async () => {
    network.use({
      'GET /api/admin/audit': (request) =>
        request.query.entity === 'candidacy'
          ? json(200, adminList([]))
          : json(200, adminList([entry(Number(request.query.page) * 100)], { page: Number(request.query.page), total: 45 })),
    });
    const { user: person } = renderApp('/fr/admin/audit', loggedIn(staffUser));
    const pages = await screen.findByRole('navigation', { name: 'Pages de la liste' }, PAGE_LOAD);
    expect(within(pages).getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await person.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    expect(network.requests('GET /api/admin/audit').at(-1)?.query).toEqual({ page: '2' });

    await person.selectOptions(screen.getByLabelText('Élément'), 'Candidature');
    expect(await screen.findByText('Aucune modification enregistrée.')).toBeInTheDocument();
    expect(network.requests('GET /api/admin/audit').at(-1)?.query).toEqual({ page: '1', entity: 'candidacy' });
  });

  test('a failed load says so with the server\'s reason, and retry loads it', async () => {
    network.use({ 'GET /api/admin/audit': json(503, { code: 'storageUnavailable', message: 'x' }) });
    const { user: person } = renderApp('/fr/admin/audit', loggedIn(staffUser));
    expect(await screen.findByText('Cette liste n’a pas pu être chargée.', {}, PAGE_LOAD)).toBeInTheDocument();
    network.use({ 'GET /api/admin/audit': json(200, adminList([entry(3)])) });
    await person.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: /Journal des modifications/ })).toBeInTheDocument();
  });
});
