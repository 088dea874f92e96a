import { CONTENT_KINDS } from '../../../src/shared/contentKinds';
import * as adminSchemas from '../../../src/shared/schemas/admin';
import { signUpStaff } from '../support/staff';
import { buildTestApp, type TestApp } from '../support/testApp';
import { FUZZ_RUNS, FUZZ_SEED, fuzzRoute } from './support/run';
import { routesOf, type FuzzRoute } from './support/routes';
import { knownValues, worldFor } from './support/world';

/** Every content kind's staff routes (from the descriptors: a new kind is fuzzed as soon as it is declared), and the image upload. */
const KINDS: string[] = CONTENT_KINDS.map((kind) => kind.key);
const TARGETS = [...KINDS, 'images'];
const CONTENT_ROUTE = new RegExp(`^/api/admin/(${TARGETS.join('|')})(/|$)`);

/** The admin schemas' field names and their nested ones (title.fr...), so bodies name real fields too. */
function adminFieldNames(): string[] {
  const names = new Set(['fr', 'en', 'image']);
  for (const value of Object.values(adminSchemas)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (typeof shape === 'object' && shape !== null) for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names];
}

/**
 * The staff's content routes fuzzed WITH a staff token (the API fuzz runs them as a member, which
 * only meets the guard): hostile ids, queries and bodies get a 4xx with the error body, never a 5xx.
 */
describe(`fuzzing the staff content routes as staff (FUZZ_SEED=${FUZZ_SEED}, ${FUZZ_RUNS} runs a route)`, () => {
  let server: TestApp;
  let routes: FuzzRoute[] = [];
  let world: Awaited<ReturnType<typeof worldFor>>;

  beforeAll(async () => {
    server = await buildTestApp();
    await server.app.ready();
    const staff = await signUpStaff(server.app);
    routes = routesOf(server.app).filter((route) => CONTENT_ROUTE.test(route.url));
    const base = await worldFor(server.app, staff, await knownValues(server.app, [staff]), { webhookSecret: null, intentIds: [] });
    world = { ...base, fieldNames: [...new Set([...base.fieldNames, ...adminFieldNames()])] };
  }, 60_000);
  afterAll(() => server.close());

  test('every content kind has its routes, and the image upload', () => {
    const methodsOf = (kind: string) => [...new Set(routes.filter((route) => route.url.startsWith(`/api/admin/${kind}`)).map((route) => route.method))].sort();
    for (const kind of KINDS) expect(methodsOf(kind)).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
    expect(methodsOf('images')).toEqual(['POST']);
  });

  test.each(TARGETS)('/api/admin/%s: no 5xx, always the error contract', async (kind) => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.url.startsWith(`/api/admin/${kind}`))) {
      const outcome = await fuzzRoute({ app: server.app, world, allowed: [] }, route);
      if (outcome.failure) failures.push(outcome.failure);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
