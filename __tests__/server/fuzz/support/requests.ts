import fc from 'fast-check';
import Stripe from 'stripe';
import { PASSWORD } from '../../support/accounts';
import type { FuzzRoute } from './routes';

/** What the fuzzer knows of the world: the attacker's token and values worth trying. */
export interface FuzzWorld {
  /** A's live token (the attacker's own account). */
  attackerToken: string;
  /** Ids, slugs, e-mails and URLs of real rows (including B's), for paths, queries and bodies. */
  knownValues: string[];
  /** Every field name the API's schemas know, plus the file parts. */
  fieldNames: string[];
  /** Set when webhooks are on: some events are then correctly signed, to reach the handler. */
  webhookSecret: string | null;
  /** Stripe PaymentIntent ids that signed events may name (never B's). */
  intentIds: string[];
  /** B's id: `{userId}` routes also get well-formed requests aimed at B with A's token. */
  victimId?: number;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** Payments on: the Stripe stub fails this request (a documented 502). */
  stripeDown: boolean;
}

const EDGE_STRINGS = [
  '', ' ', '\t\n', '0', '-1', '1e3', '0x10', '1.5', 'NaN', 'Infinity', '-0', '9007199254740993', '99999999999999999999999',
  'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'toString',
  '..', '../../../etc/passwd', '..%2f..%2fapp.db', '%00', '\u0000', '\uFEFF', '\u202Eevil', 'e\u0301', 'İı', 'ß', '＠',
  '👨‍👩‍👧‍👦', '\uD800', '\uDFFF', 'a'.repeat(300), '<script>alert(1)</script>', "' OR 1=1 --", 'Robert"); DROP TABLE users;--',
  'http://169.254.169.254/latest/meta-data', 'file:///etc/passwd', '//evil.example/x.png', 'data:image/png;base64,AAAA',
  '/media/intro.mp4', '/media/../../data/app.db', '/uploads/avatars/../app.db', '/uploads/cv.pdf', '/media/%2e%2e/x',
  'person@example.com', 'PERSON@EXAMPLE.COM', 'a@b', 'x@y.z', '@', 'fr', 'en', 'de', 'FR', 'fr-FR',
];

/** TEST-NET-2 and TEST-NET-3: a new client address for (almost) each request, so per-IP limits rarely answer. */
const remoteAddress = fc
  .tuple(fc.constantFrom('198.51.100', '203.0.113'), fc.integer({ min: 1, max: 254 }))
  .map(([net, host]) => `${net}.${host}`);

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });

const huge = fc.constantFrom(1_000, 20_000, 70_000).chain((size) => fc.constantFrom('a', 'é', '😀', '0', ' ').map((c) => c.repeat(size)));

function text(world: FuzzWorld): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS, ...world.knownValues) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: huge },
  );
}

/** Values that pass the shared schemas, so that many requests get past validation into the handlers. */
function plausible(world: FuzzWorld): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.emailAddress(),
    fc.constantFrom('Léa', 'Martin', 'correct horse battery', 'un mot de passe sûr', '+33 6 12 34 56 78', '06.12.34.56.78', 'fr', 'en'),
    fc.constantFrom(...world.knownValues),
    fc.integer({ min: 1, max: 12 }),
    fc.constantFrom(490, 1200, 0, 4.9),
  );
}

function jsonish(world: FuzzWorld): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(world) },
    { weight: 3, arbitrary: text(world) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** Percent-encodes a value (lone surrogates become U+FFFD first, as a browser would send them). */
function encode(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}

/** A path or query value: mostly encoded, sometimes raw with broken escapes. */
function urlValue(world: FuzzWorld): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: text(world).map(encode) },
    // Real ids, slugs and e-mails (B's among them) often, so that handlers are reached.
    { weight: 4, arbitrary: fc.constantFrom(...world.knownValues).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AF', '%FF', '..', '.', '%2e%2e%2f', 'a%00b', ';x=1', '%23', '*') },
  );
}

function query(world: FuzzWorld): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom('imageURL', 'width', 'height', 'slug', 'lng', 'page', 'id', '__proto__', 'imageURL[]'), printable.map(encode));
  return fc
    .array(fc.tuple(key, urlValue(world)), { maxLength: 6 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}

function headers(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.option(
    fc.oneof(
      fc.constant(`Bearer ${world.attackerToken}`),
      fc.constant(`Bearer ${world.attackerToken}`),
      fc.base64String({ minLength: 20, maxLength: 80 }).map((token) => `Bearer ${token}`),
      fc.constantFrom('Bearer', 'Bearer ', `bearer ${world.attackerToken}`, `Bearer ${world.attackerToken}x`, 'Basic YTpi'),
      printable,
    ),
  );
  const optional = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { freq: 2 });
  return fc
    .record({
      authorization,
      'accept-language': optional(fc.oneof(fc.constantFrom('en', 'fr', 'en-US,en;q=0.9', '*', 'de;q=abc'), printable)),
      cookie: optional(fc.oneof(fc.constantFrom('i18next=en', 'i18next=', 'i18next=%E0', 'i18next'), printable)),
      accept: optional(fc.oneof(fc.constantFrom('image/avif,image/webp,*/*', 'image/webp', 'text/html', '*/*;q=0'), printable)),
      'if-none-match': optional(fc.oneof(fc.constantFrom('*', 'W/"x"', '""'), printable)),
      'stripe-signature': optional(printable),
    })
    .map((record) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== null)));
}

interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const OVER_BODY_LIMIT = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });

function jsonObject(world: FuzzWorld): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...world.fieldNames) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }), jsonish(world), {
    maxKeys: 6,
  });
}

function multipartBody(world: FuzzWorld): fc.Arbitrary<Body> {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const name = fc.oneof(fc.constantFrom(...world.fieldNames), printable);
  const fileContent = fc.oneof(
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(bytes)])),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from(bytes)])),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), Buffer.from(bytes)])),
  );
  const part = fc.oneof(
    fc.tuple(name, text(world)).map(([field, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)),
    fc
      .tuple(name, fc.oneof(fc.constantFrom('cv.pdf', '../../evil.pdf', 'photo.png', '', 'a"b.pdf', 'résumé 😀.pdf'), printable), fc.constantFrom('application/pdf', 'image/png', 'image/webp', 'text/html', 'application/octet-stream'), fileContent)
      .map(([field, filename, type, content]) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
          content,
          Buffer.from('\r\n'),
        ]),
      ),
    fc.uint8Array({ maxLength: 100 }).map((bytes) => Buffer.from(bytes)),
  );
  return fc
    .tuple(fc.array(part, { maxLength: 14 }), fc.constantFrom(`--${boundary}--\r\n`, '', `--${boundary}`, '--other--\r\n'), fc.constantFrom(`boundary=${boundary}`, '', 'boundary=', 'boundary=x'))
    .map(([parts, end, boundaryParam]) => ({
      payload: Buffer.concat([...parts, Buffer.from(end)]),
      headers: { 'content-type': `multipart/form-data; ${boundaryParam}` },
    }));
}

function body(world: FuzzWorld): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Body>({ headers: {} }) },
    { weight: 4, arbitrary: jsonObject(world).map((object) => ({ payload: JSON.stringify(object), headers: JSON_TYPE })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ payload: JSON.stringify(value) ?? '', headers: JSON_TYPE })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(jsonObject(world), fc.nat())
        .map(([object, cut]) => {
          const json = JSON.stringify(object);
          return { payload: json.slice(0, cut % (json.length + 1)) + (cut % 3 === 0 ? ',}' : ''), headers: JSON_TYPE };
        }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((payload) => ({ payload, headers: JSON_TYPE })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'multipart/form-data', 'image/png'), printable), jsonObject(world))
        .map(([type, object]) => ({ payload: JSON.stringify(object), headers: { 'content-type': type } })),
    },
    { weight: 2, arbitrary: multipartBody(world) },
    // Just over the 1 MB limit of JSON bodies.
    { weight: 1, arbitrary: fc.constant<Body>({ payload: OVER_BODY_LIMIT, headers: JSON_TYPE }) },
  );
}

/** A Stripe event with hostile content but a valid signature: it reaches the webhook handler. */
function signedEvent(world: FuzzWorld): fc.Arbitrary<Body> {
  const signer = new Stripe('sk_test_fuzz_signer');
  const secret = world.webhookSecret!;
  const intent = fc.oneof(fc.constantFrom(...world.intentIds, 'pi_unknown'), text(world), fc.jsonValue({ maxDepth: 1 }));
  const type = fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled', 'charge.refunded', '', 'x'.repeat(300));
  const event = fc.record(
    {
      id: fc.oneof(fc.string({ maxLength: 30 }).map((s) => `evt_${s}`), fc.jsonValue({ maxDepth: 1 })),
      object: fc.constant('event'),
      type,
      data: fc.oneof(fc.record({ object: fc.oneof(fc.record({ id: intent, object: fc.constant('payment_intent') }), fc.jsonValue({ maxDepth: 1 })) }), fc.jsonValue({ maxDepth: 1 })),
    },
    { requiredKeys: ['object'] },
  );
  return event.map((value) => {
    const payload = JSON.stringify(value);
    return { payload, headers: { ...JSON_TYPE, 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) } };
  });
}

/**
 * A well-formed request with A's token against B's `{userId}`: what would change B's data if the
 * ownership check failed. Random values rarely get this far, so the property needs it to be tested.
 */
function aimedAtVictim(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> | null {
  if (world.victimId === undefined || !route.params.includes('userId') || route.method !== 'PUT') return null;
  const url = route.url.replace(':userId', String(world.victimId));
  const authorization = `Bearer ${world.attackerToken}`;
  const withBody = (headers: Record<string, string>, payload: string) =>
    remoteAddress.map((address): FuzzRequest => ({ method: 'PUT', url, headers: { authorization, ...headers }, payload, remoteAddress: address, stripeDown: false }));
  if (url.includes('/change-password/')) {
    return withBody(JSON_TYPE, JSON.stringify({ currentPassword: PASSWORD, newPassword: 'taken over by a stranger' }));
  }
  const boundary = 'fuzzboundary7f3a';
  const parts = { firstName: 'Taken', lastName: 'Over', email: 'taken-over@example.com', phoneNumber: '' };
  const payload =
    Object.entries(parts)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return withBody({ 'content-type': `multipart/form-data; boundary=${boundary}` }, payload);
}

/** Any request to `route`: its path parameters, query, headers and body all random. */
export function requestFor(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const aimed = aimedAtVictim(route, world);
  const random = randomRequestFor(route, world);
  return aimed ? fc.oneof({ weight: 1, arbitrary: aimed }, { weight: 3, arbitrary: random }) : random;
}

function randomRequestFor(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...route.params.map(() => urlValue(world)));
  const isWebhook = route.url === '/api/payments/webhook' && world.webhookSecret !== null;
  const bodies = isWebhook ? fc.oneof(body(world), signedEvent(world)) : body(world);
  return fc.record({ params, query: query(world), headers: headers(world), body: bodies, remoteAddress, stripeDown: fc.integer({ min: 0, max: 9 }).map((n) => n === 0) }).map((r) => {
    let index = 0;
    const path = route.url.replace(/:\w+/g, () => r.params[index++] ?? '');
    return {
      method: route.method,
      url: path + r.query,
      headers: { ...r.headers, ...r.body.headers },
      ...(r.body.payload !== undefined ? { payload: r.body.payload } : {}),
      remoteAddress: r.remoteAddress,
      stripeDown: r.stripeDown,
    };
  });
}
