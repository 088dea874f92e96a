import Stripe from 'stripe';
import fr from '../../../src/shared/locales/fr/errors.json';
import { seedIfEmpty } from '../../../src/server/db/seed/loader';
import { signUp, type TestAccount } from '../support/accounts';
import { PROVIDER_SECRET_MESSAGE, startStripeStub, type StripeStub } from '../support/stripeStub';
import { buildTestApp, captureLogger, type TestApp } from '../support/testApp';
import { fixture, idOf } from './support/contentFixture';

const WEBHOOK_SECRET = 'whsec_test_payments';
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_payments', STRIPE_PUBLISHABLE_KEY: 'pk_test_payments', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

// Only for signing test events: the webhooks helper needs no server.
const signer = new Stripe('sk_test_signer');

/** The content fixture has `audit` at 490 €, `atelier` at 1 200 € and `article-retire`, no longer sold. */
async function paymentsApp(stub: StripeStub | null, extra: { logger?: object } = {}): Promise<TestApp> {
  const env = stub ? { ...KEYS, STRIPE_API_BASE: stub.url } : {};
  const server = await buildTestApp({ env, seed: false, ...extra });
  await seedIfEmpty(server.app.db, fixture);
  return server;
}

describe('/api/payments', () => {
  let stub: StripeStub;
  let server: TestApp;
  let buyer: TestAccount;
  const warnings = captureLogger('warn');

  beforeAll(async () => {
    stub = await startStripeStub();
    server = await paymentsApp(stub, { logger: warnings.logger });
  });

  afterAll(async () => {
    await server.close();
    await stub.close();
  });

  beforeEach(async () => {
    // A new buyer per test: each has their own limit of payments opened.
    buyer = await signUp(server.app);
    stub.requests.length = 0;
    stub.failing = false;
  });

  const process = (payload: unknown, account: TestAccount | null = buyer) =>
    server.app.inject({ method: 'POST', url: '/api/payments/process', payload: payload as object, headers: account ? account.auth : {} });
  const mine = (account: TestAccount | null) => server.app.inject({ method: 'GET', url: '/api/payments/mine', headers: account ? account.auth : {} });
  const paymentRow = (id: number) => server.app.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  function sendEvent(type: string, intentId: string, { id = `evt_${Math.random().toString(36).slice(2)}`, secret = WEBHOOK_SECRET } = {}) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object: { id: intentId, object: 'payment_intent' } } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
  }

  async function openPayment(slug = 'audit'): Promise<{ paymentId: number; intentId: string }> {
    const response = await process({ itemId: slug }, await signUp(server.app));
    expect(response.statusCode).toBe(201);
    const { paymentId } = response.json().data;
    return { paymentId, intentId: (await paymentRow(paymentId)).stripe_payment_intent_id! };
  }

  describe('POST /process', () => {
    test('opens a PaymentIntent for the price stored in the database, whatever the client says', async () => {
      const itemId = await idOf(server, 'items', 'audit');
      const response = await process({ itemId, price: 490 });

      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toEqual({ clientSecret: 'pi_stub_1_secret_stub', paymentId: expect.any(Number), amount: 49000, currency: 'eur' });

      expect(stub.requests).toHaveLength(1);
      const sent = stub.requests[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.path).toBe('/v1/payment_intents');
      expect(sent.headers.authorization).toBe('Bearer sk_test_payments');
      expect(sent.form).toMatchObject({
        amount: '49000',
        currency: 'eur',
        'automatic_payment_methods[enabled]': 'true',
        'metadata[userId]': String(buyer.id),
        'metadata[itemId]': String(itemId),
        'metadata[paymentId]': String(data.paymentId),
      });
      expect(sent.headers['idempotency-key']).toBe(`payment-${buyer.id}-${itemId}-${data.paymentId}`);
    });

    test('stores the payment as pending, with its PaymentIntent id and the amount charged', async () => {
      const before = Date.now();
      const response = await process({ itemId: 'atelier' });
      const row = await paymentRow(response.json().data.paymentId);
      expect(row).toMatchObject({
        user_id: buyer.id,
        item_id: await idOf(server, 'items', 'atelier'),
        amount_cents: 120000,
        currency: 'eur',
        status: 'pending',
        stripe_payment_intent_id: expect.stringMatching(/^pi_stub_\d+$/),
      });
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(stub.requests[0]!.form.amount).toBe('120000');
    });

    test('each attempt has its own idempotency key (a second click is a second intent)', async () => {
      await process({ itemId: 'audit' });
      await process({ itemId: 'audit' });
      const keys = stub.requests.map((request) => request.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);
    });

    test.each([
      ['a lower price', 1],
      ['a higher price', 4900],
      ['a price one cent off', 489.99],
      ['zero', 0],
    ])('%s than the stored one: 400 priceMismatch, nothing sent to Stripe nor stored', async (_case, price) => {
      const count = async () => (await server.app.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
      const rowsBefore = await count();
      const response = await process({ itemId: 'audit', price });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'priceMismatch', message: fr.priceMismatch });
      expect(stub.requests).toHaveLength(0);
      expect(await count()).toBe(rowsBefore);
    });

    test('the price as a person reads it (490.00 €) is the stored price', async () => {
      const response = await process({ itemId: 'audit', price: 490.0 });
      expect(response.statusCode).toBe(201);
    });

    test('without a token: 401 unauthorized, nothing sent to Stripe', async () => {
      const response = await process({ itemId: 'audit' }, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: fr.unauthorized });
      expect(stub.requests).toHaveLength(0);
    });

    test.each([
      ['an unknown slug', 'licorne'],
      ['an unknown id', 8080],
      ['an item no longer sold', 'article-retire'],
    ])('%s: 404 notFound', async (_case, itemId) => {
      const response = await process({ itemId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'notFound', message: fr.notFound });
      expect(stub.requests).toHaveLength(0);
    });

    test.each([
      ['no body', undefined],
      ['no item', { price: 490 }],
      ['a negative price', { itemId: 'audit', price: -1 }],
      ['a price as text', { itemId: 'audit', price: '490' }],
      ['an item as an object', { itemId: { $gt: 0 } }],
      ['a list', [1, 2]],
    ])('bad input (%s): 400 badRequest', async (_case, payload) => {
      const response = await process(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'badRequest', message: fr.badRequest });
      expect(stub.requests).toHaveLength(0);
    });

    test('opening payments is limited per account: the eleventh in ten minutes answers 429', async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await process({ itemId: 'audit' })).statusCode).toBe(201);
      const refused = await process({ itemId: 'audit' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'tooManyRequests', message: fr.tooManyRequests });
      expect(stub.requests).toHaveLength(10);
      // Someone else is not affected.
      expect((await process({ itemId: 'audit' }, await signUp(server.app))).statusCode).toBe(201);
    });

    test('Stripe failing: 502 internal without the provider’s message, and no payment left behind', async () => {
      stub.failing = true;
      const rowsBefore = await server.app.db.selectFrom('payments').selectAll().execute();
      const response = await process({ itemId: 'audit' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'internal', message: fr.internal });
      expect(response.body).not.toContain(PROVIDER_SECRET_MESSAGE);
      expect(response.body).not.toMatch(/stripe|stack/i);
      expect(await server.app.db.selectFrom('payments').selectAll().execute()).toEqual(rowsBefore);
    });
  });

  describe('POST /webhook', () => {
    test.each([
      ['payment_intent.succeeded', 'succeeded'],
      ['payment_intent.payment_failed', 'failed'],
      ['payment_intent.canceled', 'canceled'],
    ])('a signed %s moves the payment to %s', async (type, status) => {
      const { paymentId, intentId } = await openPayment();
      const response = await sendEvent(type, intentId);
      expect(response.statusCode).toBe(200);
      expect((await paymentRow(paymentId)).status).toBe(status);
    });

    test('a bad signature is refused (400) and changes nothing', async () => {
      const { paymentId, intentId } = await openPayment();
      const forged = await sendEvent('payment_intent.succeeded', intentId, { secret: 'whsec_someone_else' });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ code: 'badRequest', message: fr.badRequest });

      const unsigned = await server.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: { id: 'evt_unsigned', type: 'payment_intent.succeeded', data: { object: { id: intentId } } },
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await paymentRow(paymentId)).status).toBe('pending');
    });

    test('a signed body altered on the way is refused', async () => {
      const { paymentId, intentId } = await openPayment();
      const payload = JSON.stringify({ id: 'evt_altered', object: 'event', type: 'payment_intent.payment_failed', data: { object: { id: intentId } } });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: payload.replace('payment_failed', 'succeeded'),
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(response.statusCode).toBe(400);
      expect((await paymentRow(paymentId)).status).toBe('pending');
    });

    test('the same event delivered twice is applied once', async () => {
      const { paymentId, intentId } = await openPayment();
      expect((await sendEvent('payment_intent.payment_failed', intentId, { id: 'evt_twice' })).statusCode).toBe(200);
      // Another card then succeeds on the same intent.
      expect((await sendEvent('payment_intent.succeeded', intentId)).statusCode).toBe(200);
      // A late repeat of the first failure must not undo it.
      expect((await sendEvent('payment_intent.payment_failed', intentId, { id: 'evt_twice' })).statusCode).toBe(200);
      expect((await paymentRow(paymentId)).status).toBe('succeeded');
      const stored = await server.app.db.selectFrom('stripe_events').selectAll().where('id', '=', 'evt_twice').execute();
      expect(stored).toHaveLength(1);
    });

    test('a success is final: a late failure or cancellation event leaves it succeeded', async () => {
      const { paymentId, intentId } = await openPayment();
      await sendEvent('payment_intent.succeeded', intentId);
      await sendEvent('payment_intent.payment_failed', intentId);
      await sendEvent('payment_intent.canceled', intentId);
      expect((await paymentRow(paymentId)).status).toBe('succeeded');
    });

    test('events of other types or other intents are acknowledged and change nothing', async () => {
      const { paymentId } = await openPayment();
      expect((await sendEvent('charge.refunded', 'ch_1')).statusCode).toBe(200);
      expect((await sendEvent('payment_intent.succeeded', 'pi_not_ours')).statusCode).toBe(200);
      expect((await paymentRow(paymentId)).status).toBe('pending');
    });

    const sendSigned = (payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      });

    test('a signed event of a type inherited from Object is acknowledged and changes nothing', async () => {
      const { paymentId, intentId } = await openPayment();
      const response = await sendSigned(JSON.stringify({ id: 'evt_proto', object: 'event', type: 'constructor', data: { object: { id: intentId, object: 'payment_intent' } } }));
      expect(response.statusCode).toBe(200);
      expect((await paymentRow(paymentId)).status).toBe('pending');
    });

    // `null` answered 500 (a TypeError reading its type); an id that is not a string made SQLite throw.
    test.each<[string, (intentId: string) => unknown]>([
      ['null', () => null],
      ['an array', () => []],
      ['an empty object', () => ({})],
      ['a string', () => 'payment_intent.succeeded'],
      ['a number', () => 42],
      ['no data', (intentId) => ({ id: 'evt_no_data', type: 'payment_intent.succeeded', object: intentId })],
      ['no data.object', () => ({ id: 'evt_no_object', type: 'payment_intent.succeeded', data: {} })],
      ['data.object null', () => ({ id: 'evt_null_object', type: 'payment_intent.succeeded', data: { object: null } })],
      ['data.object an array', (intentId) => ({ id: 'evt_array_object', type: 'payment_intent.succeeded', data: { object: [intentId] } })],
      ['an id that is not a string', (intentId) => ({ id: {}, type: 'payment_intent.succeeded', data: { object: { id: intentId } } })],
      ['an empty id', (intentId) => ({ id: '', type: 'payment_intent.succeeded', data: { object: { id: intentId } } })],
      ['a type that is not a string', (intentId) => ({ id: 'evt_type', type: ['payment_intent.succeeded'], data: { object: { id: intentId } } })],
      ['an intent id that is not a string', (intentId) => ({ id: 'evt_intent_id', type: 'payment_intent.succeeded', data: { object: { id: [intentId] } } })],
      ['an intent without an id', () => ({ id: 'evt_intent_no_id', type: 'payment_intent.canceled', data: { object: { object: 'payment_intent' } } })],
    ])('a signed body (%s) is refused with 400, logged, and changes nothing', async (_case, body) => {
      const { paymentId, intentId } = await openPayment();
      warnings.lines.length = 0;
      const response = await sendSigned(JSON.stringify(body(intentId)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message: fr.badRequest });
      expect(warnings.lines.map((line) => JSON.parse(line) as { msg: string }).map(({ msg }) => msg)).toEqual(['Malformed Stripe event refused']);
      expect((await paymentRow(paymentId)).status).toBe('pending');
    });
  });

  describe('GET /mine', () => {
    test('lists only the caller’s payments, newest first, with the item’s title in both languages', async () => {
      const shopper = await signUp(server.app);
      const other = await signUp(server.app);
      const first = await process({ itemId: 'audit' }, shopper);
      const second = await process({ itemId: 'atelier' }, shopper);
      await process({ itemId: 'audit' }, other);
      const intentOfSecond = (await paymentRow(second.json().data.paymentId)).stripe_payment_intent_id!;
      await sendEvent('payment_intent.succeeded', intentOfSecond);

      const response = await mine(shopper);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toEqual([
        {
          id: second.json().data.paymentId,
          item: { id: await idOf(server, 'items', 'atelier'), slug: 'atelier', title: { fr: 'Article atelier', en: 'Item atelier' } },
          amount: 120000,
          currency: 'eur',
          status: 'succeeded',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        expect.objectContaining({ id: first.json().data.paymentId, amount: 49000, status: 'pending' }),
      ]);
      expect(JSON.stringify(data)).not.toMatch(/secret|pi_stub/);
    });

    test('an account with no payment gets an empty list', async () => {
      const newcomer = await signUp(server.app);
      expect((await mine(newcomer)).json()).toEqual({ data: [] });
    });

    test('without a token: 401 unauthorized', async () => {
      const response = await mine(null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: fr.unauthorized });
    });
  });

  test('deleting the account keeps its payments (accounting) without the link to the person', async () => {
    const leaving = await signUp(server.app);
    const { paymentId } = await (async () => {
      const response = await process({ itemId: 'audit' }, leaving);
      return { paymentId: response.json().data.paymentId as number };
    })();
    await server.app.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await paymentRow(paymentId)).toMatchObject({ user_id: null, amount_cents: 49000 });
  });
});

describe('/api/payments without the Stripe keys', () => {
  let server: TestApp;
  let buyer: TestAccount;
  beforeAll(async () => {
    server = await paymentsApp(null);
    buyer = await signUp(server.app);
  });
  afterAll(() => server.close());

  test.each([
    ['POST', '/api/payments/process', { itemId: 'audit' }],
    ['GET', '/api/payments/mine', undefined],
    ['POST', '/api/payments/webhook', { id: 'evt_1' }],
  ] as const)('%s %s answers 503 paymentsDisabled', async (method, url, payload) => {
    const response = await server.app.inject({ method, url, payload, headers: buyer.auth });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'paymentsDisabled', message: fr.paymentsDisabled });
  });

  test.each([
    ['POST', '/api/payments/process', { itemId: 'audit' }],
    ['GET', '/api/payments/mine', undefined],
  ] as const)('%s %s without a session answers 401 first: the payment set-up is nobody else’s business', async (method, url, payload) => {
    const response = await server.app.inject({ method, url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: fr.unauthorized });
  });
});

describe('/api/payments with the keys but no webhook secret', () => {
  test('the webhook cannot verify anything: 503, and the start-up log says so', async () => {
    const stub = await startStripeStub();
    const { logger, lines } = captureLogger('warn');
    const server = await buildTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_API_BASE: stub.url }, logger });
    try {
      const response = await server.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: { id: 'evt_1' }, headers: { 'stripe-signature': 't=1,v1=x' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('paymentsDisabled');
      expect(lines.join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET is not set/);
    } finally {
      await server.close();
      await stub.close();
    }
  });
});
