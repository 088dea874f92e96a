import type { RouteOptions } from 'fastify';
import { signUpStaff } from '../../support/staff';
import type { TestAccount } from '../../support/accounts';
import { buildTestApp, type TestApp } from '../../support/testApp';

// Every route the app declares, with its schemas: the walk below reads the staff routes' own.
const declared: { method: string; url: string; schema: RouteOptions['schema'] }[] = [];
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const withRouteList = (options: object) => {
    const app = actual(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) declared.push({ method, url: route.url, schema: route.schema });
    });
    return app;
  };
  return Object.assign(withRouteList, actual, { default: withRouteList, fastify: withRouteList });
});

interface ZodLike {
  _zod: { def: { type: string; shape?: Record<string, ZodLike>; innerType?: ZodLike; in?: ZodLike; element?: ZodLike; options?: ZodLike[] } };
  safeParse?: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}

/** The text fields of a zod (or zod/mini) schema, found by walking it: objects, arrays, defaults, pipes, unions. */
function stringFields(schema: ZodLike, path: string[] = []): { path: string[]; field: ZodLike }[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => stringFields(field, [...path, key]));
    case 'default':
    case 'prefault':
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return stringFields(def.innerType!, path);
    case 'pipe':
      return stringFields(def.in!, path);
    case 'array':
      return stringFields(def.element!, [...path, '0']);
    case 'union':
      // A text among other types (a price as "49,90" or 49.9): its checks are the union's.
      return def.options!.some((option) => stringFields(option).length > 0) ? [{ path, field: schema }] : [];
    case 'string':
      return [{ path, field: schema }];
    default:
      return [];
  }
}

/** `{a: {b: [value]}}` for the path `a.b.0`. */
function bodyWith(path: string[], value: string): unknown {
  return path.reduceRight<unknown>((inner, key) => (key === '0' ? [inner] : { [key]: inner }), value);
}

const CONTROLS = { NUL: '\u0000', BEL: '\u0007', ESC: '\u001b', DEL: '\u007f' };

describe('every staff text field refuses control characters', () => {
  let server: TestApp;
  let staff: TestAccount;
  beforeAll(async () => {
    declared.length = 0;
    server = await buildTestApp({ seed: false });
    staff = await signUpStaff(server.app);
  }, 60_000);
  afterAll(() => server.close());

  const staffRoutes = () => declared.filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD' && route.schema);
  const cases = () =>
    staffRoutes().flatMap((route) =>
      (['body', 'querystring'] as const).flatMap((part) => {
        const schema = route.schema?.[part] as ZodLike | undefined;
        return schema?._zod ? stringFields(schema).map(({ path, field }) => ({ route, part, path, field })) : [];
      }),
    );

  it('finds the fields in the schemas themselves: the inbox note, every content kind, the searches', () => {
    const found = cases().map(({ route, part, path }) => `${route.method} ${route.url} ${part} ${path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining(['PUT /api/admin/messages/:id body note', 'PUT /api/admin/candidacies/:id body note', 'GET /api/admin/messages querystring q']),
    );
    // Titles in both languages of the content kinds, and their bodies (several lines).
    expect(found.filter((name) => / body title\.(fr|en)$/.test(name)).length).toBeGreaterThanOrEqual(8);
    expect(found.length).toBeGreaterThan(60);
  });

  it.each(Object.entries(CONTROLS))('refuses %s in each of them with 400 and the field’s code, on the schema and through its route', async (_name, control) => {
    const accepted: string[] = [];
    for (const { route, part, path, field } of cases()) {
      const value = `Texte ${control} caché`;
      const parsed = field.safeParse!(value);
      const label = `${route.method} ${route.url} ${part} ${path.join('.')}`;
      if (parsed.success) {
        accepted.push(`${label} (schema)`);
        continue;
      }
      const code = parsed.error!.issues[0]!.message;
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const response = await server.app.inject({
        method: route.method as 'PUT',
        url: part === 'querystring' ? `${url}?${new URLSearchParams({ [path.join('.')]: value })}` : url,
        payload: part === 'body' ? (bodyWith(path, value) as object) : undefined,
        headers: staff.auth,
      });
      const fields = (response.json() as { fields?: Record<string, string> }).fields ?? {};
      if (response.statusCode !== 400 || fields[path.join('.')] !== code) accepted.push(`${label} → ${response.statusCode} ${JSON.stringify(fields[path.join('.')])}, not ${code}`);
    }
    expect(accepted).toEqual([]);
  }, 120_000);
});
