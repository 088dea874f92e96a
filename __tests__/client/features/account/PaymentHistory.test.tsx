import { screen, within } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import type { PaymentRecord } from '../../../../src/shared/api';
import { PaymentHistory } from '../../../../src/client/features/account/PaymentHistory';
import { token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const payments: PaymentRecord[] = [
  {
    id: 12,
    item: { id: 7, slug: 'audit', title: { fr: 'Audit de performance', en: 'Performance audit' } },
    amount: 123456,
    currency: 'eur',
    status: 'succeeded',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 9,
    item: { id: 6, slug: 'starter-pack', title: { fr: 'Starter pack', en: 'Starter pack' } },
    amount: 49000,
    currency: 'eur',
    status: 'failed',
    createdAt: '2026-10-02T08:30:00.000Z',
  },
];

function renderHistory(answer: ReturnType<typeof json> | null, language: 'fr' | 'en' = 'fr', key: string | null = 'pk_test_123') {
  if (answer) network.use({ 'GET /api/payments/mine': answer });
  return renderWithProviders(
    <RuntimeConfigProvider value={{ ...DEFAULT_RUNTIME_CONFIG, stripePublishableKey: key }}>
      <PaymentHistory />
    </RuntimeConfigProvider>,
    { language, preloadedState: { auth: { user, token, status: 'authenticated' } } },
  );
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('payment history (mon-compte)', () => {
  test('lists each payment in the order the server gives (newest first): item, amount, date, status', async () => {
    renderHistory(json(200, { data: payments }));
    const table = await screen.findByRole('table', { name: 'Mes paiements' });
    expect(screen.getByRole('heading', { level: 2, name: 'Mes paiements' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Prestation', 'Montant', 'Date', 'Statut']);

    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Audit de performance');
    expect(cells(first!)).toEqual([expect.stringMatching(/^1\s234,56\s€$/), '20 novembre 2026', 'Payé']);
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('Starter pack');
    expect(cells(second!)).toEqual([expect.stringMatching(/^490,00\s€$/), '2 octobre 2026', 'Échoué']);
    expect(network.requests('GET /api/payments/mine')[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  test('in English, amounts, dates and statuses are written the English way', async () => {
    renderHistory(json(200, { data: payments }), 'en');
    const table = await screen.findByRole('table', { name: 'My payments' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Performance audit');
    expect(cells(first!)).toEqual(['€1,234.56', 'November 20, 2026', 'Paid']);
  });

  test('an account without payments is told so', async () => {
    renderHistory(json(200, { data: [] }));
    expect(await screen.findByText('Vous n’avez encore effectué aucun paiement.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('with payments off (503), it says there is no online payment rather than an error', async () => {
    renderHistory(json(503, { code: 'paymentsDisabled', message: 'Les paiements ne sont pas disponibles pour le moment' }));
    expect(await screen.findByText(/Le paiement en ligne n’est pas activé sur ce site/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('without a publishable key, it says so without asking the server', async () => {
    renderHistory(null, 'fr', null);
    expect(screen.getByRole('heading', { level: 2, name: 'Mes paiements' })).toBeInTheDocument();
    expect(screen.getByText(/Le paiement en ligne n’est pas activé sur ce site/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.requests()).toHaveLength(0);
  });

  test('a failure to load is announced, with a retry that loads the history', async () => {
    const ui = renderHistory(json(500, { code: 'internal', message: 'Erreur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('L’historique de vos paiements n’a pas pu être chargé.');
    network.use({ 'GET /api/payments/mine': json(200, { data: payments }) });
    await ui.user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Mes paiements' })).toBeInTheDocument();
  });
});
