import { signUp, type TestAccount } from '../support/accounts';
import { buildTestApp, type TestApp } from '../support/testApp';
import { PAYMENTS_DISABLED } from './support/contract';
import { FUZZ_RUNS, FUZZ_SEED, fuzzRoute } from './support/run';
import { routesOf } from './support/routes';
import { setUpVictim, snapshotOf, type VictimSnapshot } from './support/victim';
import { knownValues, worldFor } from './support/world';

/** Without the Stripe keys, every /api/payments route answers 503 paymentsDisabled (or 401 first, without a session), whatever it is sent. */
describe(`fuzzing /api/payments with payments off (FUZZ_SEED=${FUZZ_SEED}, ${FUZZ_RUNS} runs a route)`, () => {
  let server: TestApp;
  let victim: TestAccount;
  let attacker: TestAccount;
  let before: VictimSnapshot;

  beforeAll(async () => {
    server = await buildTestApp();
    await server.app.ready();
    victim = await setUpVictim(server.app, { withPayment: false });
    attacker = await signUp(server.app);
    before = await snapshotOf(server.app, victim.id);
    // Two sign-ups hash with scrypt: seconds on a loaded machine, past Jest's default 5 s.
  }, 60_000);

  afterAll(async () => server.close());

  test('no payments route answers a 5xx other than paymentsDisabled, nor a body outside the error contract', async () => {
    const routes = routesOf(server.app).filter((route) => route.url.startsWith('/api/payments/'));
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const values = await knownValues(server.app, [attacker, victim]);
    const failures: string[] = [];
    for (const route of routes) {
      const world = await worldFor(server.app, attacker, values, { webhookSecret: null, intentIds: [] });
      const outcome = await fuzzRoute({ app: server.app, world, allowed: [PAYMENTS_DISABLED] }, route);
      if (outcome.failure) failures.push(outcome.failure);
      // Nothing gets past the switch: every answer is the 503, or the 401 that comes first without a session.
      const expected = route.url === '/api/payments/webhook' ? ['503'] : ['401', '503'];
      const statuses = Object.keys(outcome.statuses);
      expect({ route: route.url, statuses }).toEqual({ route: route.url, statuses: expected.filter((status) => statuses.includes(status)) });
      expect(statuses).toContain('503');
    }
    expect(failures).toEqual([]);
  }, 60_000);

  test('B’s account, sessions and profile image are unchanged', async () => {
    expect(await snapshotOf(server.app, victim.id)).toEqual(before);
  });
});
