import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes, preloadRoute } from '../../../../src/client/app/router';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import { PaymentHistory } from '../../../../src/client/features/account/PaymentHistory';
import type { Item, PaymentIntentData } from '../../../../src/shared/api';
import { item, token, user } from '../../support/fixtures';
import { deferred, json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

/**
 * Stripe's React bindings are replaced at the module boundary only: the card frame cannot run in
 * jsdom, and what Stripe answers is what each test decides. Our store, hooks and network are real.
 */
const mockStripe = { confirmPayment: jest.fn(), retrievePaymentIntent: jest.fn() };
const mockElements = { submit: jest.fn() };
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  PaymentElement: () => <div>Champs de carte Stripe</div>,
  useStripe: () => mockStripe,
  useElements: () => mockElements,
}));

const starter: Item = { ...item, priceCents: 49000 };
const audit: Item = { ...item, id: 7, slug: 'audit', title: { fr: 'Audit de performance', en: 'Performance audit' }, priceCents: 123456 };
const intent: PaymentIntentData = { clientSecret: 'pi_1_secret_2', paymentId: 31, amount: 49000, currency: 'eur' };

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderItems({ key = 'pk_test_123' as string | null, language = 'fr' as 'fr' | 'en', route = '/fr/articles', withHistory = false } = {}) {
  network.use({
    'POST /api/language/send': json(200, { data: { code: language, nativeName: 'x' } }),
    'GET /api/items/get-all-items': json(200, { data: [starter, audit] }),
  });
  return renderWithProviders(
    <RuntimeConfigProvider value={{ ...DEFAULT_RUNTIME_CONFIG, stripePublishableKey: key }}>
      <AppRoutes />
      <Location />
      {withHistory && <PaymentHistory />}
    </RuntimeConfigProvider>,
    { route, language, preloadedState: { auth: { user, token, status: 'authenticated' } } },
  );
}

/** French typography as the translations and Intl write it: no-break spaces inside « » and before : and €. */
const nb = (text: string) => text.replace(/« /g, '«\u00a0').replace(/ (»|:|€)/g, '\u00a0$1').replace(/(\d) (\d{3})/g, '$1\u202f$2');

const main = () => screen.getByRole('main');
const panel = () => screen.getByRole('region', { name: /^Paiement de/ });

/** Opens the payment of the 490 € starter pack and waits for its form (a lazy chunk). */
async function openStarterPayment(ui: ReturnType<typeof renderItems>) {
  await ui.user.click(await within(main()).findByRole('button', { name: nb('Payer par carte « Starter pack »') }));
  return within(panel()).findByRole('button', { name: nb('Payer 490,00 €') });
}

// The page and its frame are lazy chunks: loaded once here, as the browser does before hydrating,
// so that no test's first query races their loading.
beforeAll(() => preloadRoute('/fr/articles'));

beforeEach(() => {
  mockStripe.confirmPayment.mockReset();
  mockStripe.retrievePaymentIntent.mockReset();
  mockElements.submit.mockReset().mockResolvedValue({});
});

describe('paying for an item by card', () => {
  test('each item has a pay button; choosing one opens its payment, focused, with the price in French', async () => {
    const ui = renderItems();
    const button = await within(main()).findByRole('button', { name: nb('Payer par carte « Audit de performance »') });
    expect(button).toHaveTextContent('Payer par carte');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await ui.user.click(button);
    const heading = within(panel()).getByRole('heading', { level: 2, name: nb('Paiement de « Audit de performance »') });
    expect(heading).toHaveFocus();
    expect(panel()).toHaveTextContent(/Montant à régler\s:\s1\s234,56\s€/);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel()).findByText('Champs de carte Stripe')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: nb('Payer 1 234,56 €') })).toBeEnabled();
  });

  test('a successful payment: the server opens it for this item and price, Stripe confirms, the success is said', async () => {
    network.use({ 'POST /api/payments/process': json(201, { data: intent }) });
    mockStripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const ui = renderItems();
    await ui.user.click(await openStarterPayment(ui));

    const success = await within(panel()).findByRole('heading', { name: 'Paiement accepté' });
    expect(success).toHaveFocus();
    expect(panel()).toHaveTextContent('Votre paiement de 490,00 € pour « Starter pack » a bien été reçu.');
    expect(within(panel()).getByRole('link', { name: 'Voir mon compte' })).toHaveAttribute('href', '/fr/mon-compte');
    expect(network.requests('POST /api/payments/process').map((request) => request.body)).toEqual([{ itemId: 6, price: 490 }]);
    expect(mockStripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        elements: mockElements,
        clientSecret: 'pi_1_secret_2',
        redirect: 'if_required',
        confirmParams: { return_url: 'http://localhost/fr/articles' },
      }),
    );
  });

  test('the account’s payment history, on screen at the same time, refreshes after a payment', async () => {
    let paid = false;
    network.use({
      'POST /api/payments/process': () => {
        paid = true;
        return json(201, { data: intent });
      },
      'GET /api/payments/mine': () =>
        json(200, {
          data: paid ? [{ id: 31, item: { id: 6, slug: 'starter-pack', title: starter.title }, amount: 49000, currency: 'eur', status: 'pending', createdAt: '2026-11-21T10:00:00.000Z' }] : [],
        }),
    });
    mockStripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const ui = renderItems({ withHistory: true });
    expect(await screen.findByText('Vous n’avez encore effectué aucun paiement.')).toBeInTheDocument();
    await ui.user.click(await openStarterPayment(ui));

    const history = await screen.findByRole('table', { name: 'Mes paiements' });
    expect(within(history).getByRole('rowheader')).toHaveTextContent('Starter pack');
    expect(within(history).getByText('En attente')).toBeInTheDocument();
  });

  test('while the payment is being opened, the button is disabled and says the payment is in progress', async () => {
    const answer = deferred();
    network.use({ 'POST /api/payments/process': () => answer.promise.then(() => json(201, { data: intent })) });
    mockStripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const ui = renderItems();
    await ui.user.click(await openStarterPayment(ui));

    await waitFor(() => expect(network.requests('POST /api/payments/process')).toHaveLength(1));
    const busy = within(panel()).getByRole('button', { name: 'Paiement en cours…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(mockStripe.confirmPayment).not.toHaveBeenCalled();

    answer.resolve();
    expect(await within(panel()).findByRole('heading', { name: 'Paiement accepté' })).toBeInTheDocument();
  });

  test('a declined card is said in French, not in Stripe’s English; another card then pays the same payment', async () => {
    network.use({ 'POST /api/payments/process': json(201, { data: intent }) });
    mockStripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    const ui = renderItems();
    const pay = await openStarterPayment(ui);
    await ui.user.click(pay);

    const alert = await within(panel()).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.'));
    expect(alert).toHaveFocus();
    expect(panel()).not.toHaveTextContent('Your card was declined');

    mockStripe.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    await ui.user.click(within(panel()).getByRole('button', { name: nb('Payer 490,00 €') }));
    expect(await within(panel()).findByRole('heading', { name: 'Paiement accepté' })).toBeInTheDocument();
    // The declined attempt's intent took the second card: one payment, not two.
    expect(network.requests('POST /api/payments/process')).toHaveLength(1);
    expect(mockStripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['expired_card', undefined, 'Votre carte a expiré. Utilisez une autre carte.'],
    ['incorrect_cvc', undefined, 'Le code de sécurité (CVC) est incorrect. Vérifiez-le au dos de votre carte.'],
    ['processing_error', undefined, 'Une erreur est survenue pendant le traitement de votre carte. Réessayez dans un instant.'],
    ['card_declined', 'insufficient_funds', 'Le solde de votre carte est insuffisant. Essayez une autre carte.'],
    ['payment_intent_authentication_failure', undefined, 'L’authentification auprès de votre banque a échoué : le paiement n’a pas été effectué.'],
  ])('Stripe’s %s (%s) is explained', async (code, declineCode, text) => {
    network.use({ 'POST /api/payments/process': json(201, { data: intent }) });
    mockStripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', code, decline_code: declineCode, message: 'English' } });
    const ui = renderItems();
    await ui.user.click(await openStarterPayment(ui));
    await waitFor(() => expect(within(panel()).getByRole('alert')).toHaveTextContent(text));
  });

  test('an incomplete card is caught before any payment is opened', async () => {
    mockElements.submit.mockResolvedValue({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    const ui = renderItems();
    await ui.user.click(await openStarterPayment(ui));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Vérifiez les informations de votre carte : certains champs sont incomplets ou incorrects.'),
    );
    expect(network.requests('POST /api/payments/process')).toHaveLength(0);
    expect(mockStripe.confirmPayment).not.toHaveBeenCalled();
  });

  test('in English, the form and the decline are in English', async () => {
    network.use({ 'POST /api/payments/process': json(201, { data: intent }) });
    mockStripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const ui = renderItems({ language: 'en' });
    await ui.user.click(await within(main()).findByRole('button', { name: 'Pay by card “Starter pack”' }));
    const region = screen.getByRole('region', { name: 'Payment for “Starter pack”' });
    await ui.user.click(await within(region).findByRole('button', { name: 'Pay €490.00' }));
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent('Your card was declined. Try another card or contact your bank.'));
  });

  test('a price changed meanwhile: the buyer is told, the list refreshes, nothing is confirmed', async () => {
    network.use({ 'POST /api/payments/process': json(400, { code: 'priceMismatch', message: 'Le prix a changé.' }) });
    const ui = renderItems();
    await ui.user.click(await openStarterPayment(ui));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Le prix de cette prestation vient de changer. La liste a été mise à jour : vérifiez le nouveau montant avant de payer.'),
    );
    await waitFor(() => expect(network.requests('GET /api/items/get-all-items')).toHaveLength(2));
    expect(mockStripe.confirmPayment).not.toHaveBeenCalled();
  });

  test('the server saying payments are off (503) replaces the form with that message', async () => {
    network.use({ 'POST /api/payments/process': json(503, { code: 'paymentsDisabled', message: 'Les paiements ne sont pas disponibles pour le moment' }) });
    const ui = renderItems();
    await ui.user.click(await openStarterPayment(ui));
    expect(await within(panel()).findByRole('heading', { level: 3, name: 'Paiement en ligne indisponible' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
    expect(mockStripe.confirmPayment).not.toHaveBeenCalled();
  });

  test('closing the payment (button or Escape) gives the focus back to the item’s pay button', async () => {
    const ui = renderItems();
    await openStarterPayment(ui);
    await ui.user.click(within(panel()).getByRole('button', { name: 'Fermer le paiement' }));
    expect(screen.queryByRole('region', { name: /^Paiement de/ })).not.toBeInTheDocument();
    const opener = within(main()).getByRole('button', { name: nb('Payer par carte « Starter pack »') });
    expect(opener).toHaveFocus();

    await ui.user.click(opener);
    await ui.user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Paiement de/ })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('payments off', () => {
  test('without a publishable key the page says so, lists the items and offers no form', async () => {
    renderItems({ key: null });
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Starter pack' })).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Paiement en ligne indisponible' })).toBeInTheDocument();
    expect(within(main()).getByText(/Le paiement par carte n’est pas activé sur ce site/)).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/fr/contact');
    expect(within(main()).queryByRole('button', { name: /Payer/ })).not.toBeInTheDocument();
  });
});

describe('back from the bank', () => {
  const returnRoute = '/fr/articles?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded';

  test('a payment that succeeded is said; closing the message clears the address', async () => {
    mockStripe.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 49000, currency: 'eur' } });
    const ui = renderItems({ route: returnRoute });
    const heading = await within(main()).findByRole('heading', { level: 2, name: 'Paiement accepté' });
    expect(heading).toHaveFocus();
    expect(main()).toHaveTextContent('Votre paiement de 490,00 € a bien été reçu.');
    expect(mockStripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_2');

    await ui.user.click(within(main()).getByRole('button', { name: 'Fermer' }));
    expect(within(main()).queryByRole('heading', { name: 'Paiement accepté' })).not.toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  test('a payment the bank refused is said with its reason', async () => {
    mockStripe.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'requires_payment_method', amount: 49000, currency: 'eur', last_payment_error: { type: 'card_error', code: 'authentication_required' } },
    });
    renderItems({ route: returnRoute });
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Paiement non abouti' })).toBeInTheDocument();
    expect(main()).toHaveTextContent('Votre banque demande une authentification.');
  });
});
