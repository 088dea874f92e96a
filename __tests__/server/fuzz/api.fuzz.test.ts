import fs from 'node:fs';
import path from 'node:path';
import { signUp, type TestAccount } from '../support/accounts';
import { startStripeStub, type StripeStub } from '../support/stripeStub';
import { buildTestApp, type TestApp } from '../support/testApp';
import { STRIPE_OUTAGE } from './support/contract';
import { FUZZ_RUNS, FUZZ_SEED, fuzzRoute } from './support/run';
import { isApiRoute, routesOf } from './support/routes';
import { setUpVictim, snapshotOf, type VictimSnapshot } from './support/victim';
import { knownValues, worldFor } from './support/world';

const WEBHOOK_SECRET = 'whsec_test_fuzz';
const STAFF_ROUTE_RUNS = Math.min(FUZZ_RUNS, 20);
const SEARCH_ENGINE_FILES = ['/sitemap.xml', '/robots.txt'];
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

/**
 * Property-based fuzzing of every route the app declares, payments on (Stripe stub), with A's
 * token, none or garbage. B's data must come out unchanged.
 */
describe(`fuzzing every API route, payments on (FUZZ_SEED=${FUZZ_SEED}, ${FUZZ_RUNS} runs a route)`, () => {
  let stub: StripeStub;
  let server: TestApp;
  let victim: TestAccount;
  let attacker: TestAccount;
  let before: VictimSnapshot;

  beforeAll(async () => {
    stub = await startStripeStub();
    server = await buildTestApp({ env: { ...KEYS, STRIPE_API_BASE: stub.url } });
    await server.app.ready();
    victim = await setUpVictim(server.app, { withPayment: true });
    attacker = await signUp(server.app);
    before = await snapshotOf(server.app, victim.id);
    // Two sign-ups hash with scrypt: seconds on a loaded machine, past Jest's default 5 s.
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await stub.close();
  });

  test('the routes come from the app itself: every one is an API route, a file of the client build or a search engine file', () => {
    const routes = routesOf(server.app);
    expect(routes.filter(isApiRoute).length).toBeGreaterThanOrEqual(28);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/payments/webhook', params: [] });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/users/update-infos/:userId', params: ['userId'] });
    const staticFiles = routes.filter((route) => !isApiRoute(route));
    for (const route of staticFiles) {
      // /sitemap.xml and /robots.txt take no input: nothing to fuzz.
      expect(route.url === '*' || SEARCH_ENGINE_FILES.includes(route.url) || fs.existsSync(path.join(server.config.clientDir, route.url))).toBe(true);
    }
  });

  test('no route answers a 5xx (but a Stripe outage), a stack trace, or a body outside the error contract', async () => {
    const values = await knownValues(server.app, [attacker, victim]);
    const attackerIntents = await server.app.db.selectFrom('payments').select('stripe_payment_intent_id').where('user_id', '=', attacker.id).execute();
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const route of routesOf(server.app).filter(isApiRoute)) {
      const world = await worldFor(server.app, attacker, values, {
        webhookSecret: WEBHOOK_SECRET,
        intentIds: attackerIntents.map((row) => row.stripe_payment_intent_id ?? 'pi_none'),
        victimId: victim.id,
      });
      // A member's request stops at the staff scope's guard, before any input is read (guard.test
      // walks every staff route; adminContent.fuzz fuzzes them as staff): a few runs show it holds.
      const runs = route.url.startsWith('/api/admin') ? STAFF_ROUTE_RUNS : FUZZ_RUNS;
      const outcome = await fuzzRoute({ app: server.app, world, allowed: [STRIPE_OUTAGE], setStripeDown: (down) => (stub.failing = down), runs }, route);
      if (outcome.failure) failures.push(outcome.failure);
      for (const [status, count] of Object.entries(outcome.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
    }
    stub.failing = false;
    expect(failures).toEqual([]);

    // Most requests reach the handlers: rate limits answer only a few of them.
    const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    expect((statuses[429] ?? 0) / total).toBeLessThan(0.1);
    // And the fuzzer gets past validation too, not only errors.
    expect(Object.keys(statuses).some((status) => Number(status) < 300)).toBe(true);
  }, 180_000);

  test('B’s account, sessions, profile image and payments are unchanged, and B is still logged in', async () => {
    expect(await snapshotOf(server.app, victim.id)).toEqual(before);
    const me = await server.app.inject({ method: 'GET', url: '/api/users/me', headers: victim.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(victim.email);
  });
});
