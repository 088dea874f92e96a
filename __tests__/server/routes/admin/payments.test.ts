import type { AdminPayment } from '../../../../src/shared/admin';
import { signUp } from '../../support/accounts';
import { signUpStaff } from '../../support/staff';
import { buildTestApp, type TestApp } from '../../support/testApp';

describe('GET /api/admin/payments', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  test('every payment, newest first, with item, account and the confirmed status; filtered by status', async () => {
    const staff = await signUpStaff(server.app);
    const client = await signUp(server.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const item = await server.app.db.selectFrom('items').select(['id', 'title_fr', 'title_en', 'price_cents']).orderBy('id').executeTakeFirstOrThrow();
    const payment = (id: string | null, status: 'pending' | 'succeeded' | 'failed', at: string, userId: number | null = client.id) => ({
      user_id: userId,
      item_id: item.id,
      amount_cents: item.price_cents,
      currency: 'eur',
      stripe_payment_intent_id: id,
      status,
      created_at: at,
      updated_at: at,
    });
    await server.app.db
      .insertInto('payments')
      .values([
        payment('pi_1', 'succeeded', '2026-11-01T10:00:00.000Z'),
        payment('pi_2', 'failed', '2026-11-02T10:00:00.000Z'),
        // Stripe never answered: not a payment.
        payment(null, 'pending', '2026-11-03T10:00:00.000Z'),
        // The account was deleted since: the money received stays listed.
        payment('pi_3', 'succeeded', '2026-11-04T10:00:00.000Z', null),
      ])
      .execute();

    const response = await server.app.inject({ method: 'GET', url: '/api/admin/payments', headers: staff.auth });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    expect(list.data.map((row: AdminPayment) => [row.status, row.account?.email ?? null])).toEqual([
      ['succeeded', null],
      ['failed', client.email],
      ['succeeded', client.email],
    ]);
    expect(list.data[1]).toEqual({
      id: expect.any(Number),
      item: { id: item.id, title: { fr: item.title_fr, en: item.title_en } },
      account: { id: client.id, email: client.email, name: 'Ada Lovelace' },
      amount: item.price_cents,
      currency: 'eur',
      status: 'failed',
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    } satisfies AdminPayment);

    const succeeded = (await server.app.inject({ method: 'GET', url: '/api/admin/payments?status=succeeded&pageSize=1', headers: staff.auth })).json();
    expect(succeeded).toMatchObject({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
  });
});
