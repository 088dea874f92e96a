/**
 * The security inventory: each row is a known attack, what it must answer, and what must stay as
 * it was. Per-route tests go deeper; this table is the one place that lists them all.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { InjectOptions, Response } from 'light-my-request';
import sharp from 'sharp';
import Stripe from 'stripe';
import { CV_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES } from '../../../src/shared/schemas/limits';
import { seedIfEmpty } from '../../../src/server/db/seed/loader';
import { createResetToken } from '../../../src/server/services/passwordResets';
import { createSession } from '../../../src/server/services/sessions';
import { PASSWORD, signUp, someAddress, type TestAccount } from '../support/accounts';
import { pngDeclaring } from '../support/images';
import { multipart, type FilePart } from '../support/multipart';
import { startStripeStub, type StripeStub } from '../support/stripeStub';
import { buildTestApp, type TestApp } from '../support/testApp';
import { fixture, idOf } from '../routes/support/contentFixture';

const WEBHOOK_SECRET = 'whsec_attacks';
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_attacks', STRIPE_PUBLISHABLE_KEY: 'pk_test_attacks', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const XSS = '<img src=x onerror=alert(1)><script>alert(document.cookie)</script>';
const SQL_INJECTIONS = ["' OR '1'='1", '1 OR 1=1', '1; DROP TABLE users; --', "1' UNION SELECT email, password_hash FROM users --"];
const POLYGLOT = '%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n';

interface World {
  server: TestApp;
  stub: StripeStub;
  alice: TestAccount;
  bob: TestAccount;
  itemId: number;
  paymentId: number;
  intentId: string;
  /** Connections received by a server standing for any other machine (SSRF target). */
  outsideConnections: () => number;
  outsideUrl: string;
}

interface Attack {
  attack: string;
  send: (w: World) => Promise<Response>;
  status: number;
  code?: string;
  /** What must be the same before and after (default: the whole stored state). */
  unchanged?: (w: World) => Promise<unknown>;
  /** Further checks on the answer or the stored rows. */
  then?: (response: Response, w: World) => Promise<void> | void;
}

let world: World;

const inject = (options: InjectOptions) =>
  world.server.app.inject({ remoteAddress: someAddress(), ...options });
const as = (account: TestAccount) => account.auth;

/** Every row an attack could touch, and every file written under the data folder. */
async function storedState(w: World): Promise<unknown> {
  const db = w.server.app.db;
  // PostgreSQL keeps no file there: the folder appears with the first upload.
  const dataDir = fs.existsSync(w.server.config.dataDir) ? w.server.config.dataDir : null;
  const files = (dataDir === null ? [] : fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/app\.db/.test(entry.name) && !entry.parentPath.includes('outbox') && !entry.parentPath.includes('image-cache'))
    .map((entry) => path.relative(w.server.config.dataDir, path.join(entry.parentPath, entry.name)))
    .sort();
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
    resets: await db.selectFrom('password_resets').selectAll().orderBy('id').execute(),
    messages: await db.selectFrom('messages').selectAll().orderBy('id').execute(),
    candidacies: await db.selectFrom('candidacies').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    files,
  };
}

const json = (response: Response) => response.json() as { code?: string; data?: Record<string, unknown> };
const cspForbidsInlineScript = (response: Response) => {
  const directives = String(response.headers['content-security-policy']).split(';').map((part) => part.trim());
  // Without its own script-src, scripts follow default-src.
  const scripts = directives.find((part) => part.startsWith('script-src ')) ?? directives.find((part) => part.startsWith('default-src '));
  expect(scripts).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
};

function imageUrl(imageURL: string, width = 100): string {
  return `/api/images/get-image?${new URLSearchParams({ imageURL, width: String(width) })}`;
}

function candidacy(cv: FilePart) {
  const body = multipart({
    firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', phoneNumber: '06 12 34 56 78',
    presentation: 'Développeuse front depuis quatre ans.', cv,
  });
  return inject({ method: 'POST', url: '/api/candidacies/create-candidacy', payload: body.payload, headers: body.headers });
}

function profileUpdate(account: TestAccount, userId: number, fields: Record<string, string | FilePart>) {
  const body = multipart({ firstName: 'Léa', lastName: 'Martin', email: account.email, ...fields });
  return inject({ method: 'PUT', url: `/api/users/update-infos/${userId}`, payload: body.payload, headers: { ...body.headers, ...as(account) } });
}

/** Content ids are "an id or a slug": a hostile one names nothing (404); the related articles ignore it (200). */
const PATH_PARAMETERS: [string, (value: string) => string, number, string | undefined][] = [
  ['article id', (v) => `/api/articles/unique/${v}`, 404, 'notFound'],
  ['related articles', (v) => `/api/articles/get-3-articles/${v}/${v}`, 200, undefined],
  ['item id', (v) => `/api/items/unique/${v}`, 404, 'notFound'],
  ['job id', (v) => `/api/jobs/unique/${v}`, 404, 'notFound'],
  ['project id', (v) => `/api/projects/unique/${v}`, 404, 'notFound'],
  ['client slug', (v) => `/api/clients/get-by-slug/${v}`, 404, 'notFound'],
  ['avatar name', (v) => `/uploads/avatars/${v}`, 404, 'notFound'],
  ['lost-password e-mail', (v) => `/api/users/lost-password/${v}`, 400, 'notValidEmail'],
];

const attacks: Attack[] = [
  // SQL injection: parameters are bound, never spliced into SQL; hostile values are refused or find nothing.
  ...PATH_PARAMETERS.flatMap(([name, url, status, code]) =>
    SQL_INJECTIONS.map<Attack>((value) => ({
      attack: `SQL injection in the ${name}: ${value}`,
      send: () => inject({ method: 'GET', url: url(encodeURIComponent(value)) }),
      status,
      code,
      // Nothing but published content: no other table's rows, no database message.
      then: (response) => expect(response.body).not.toMatch(/password_hash|@example\.com|SQLITE|syntax/i),
    })),
  ),
  ...SQL_INJECTIONS.flatMap<Attack>((value) => [
    {
      attack: `SQL injection in the {userId} of change-password: ${value}`,
      send: (w) => inject({ method: 'PUT', url: `/api/users/change-password/${encodeURIComponent(value)}`, payload: { currentPassword: PASSWORD, newPassword: 'a long passphrase' }, headers: as(w.alice) }),
      status: 400,
      code: 'badRequest',
    },
    {
      attack: `SQL injection in the {userId} of update-infos: ${value}`,
      send: (w) => inject({ method: 'PUT', url: `/api/users/update-infos/${encodeURIComponent(value)}`, payload: { firstName: 'x' }, headers: as(w.alice) }),
      status: 400,
      code: 'badRequest',
    },
  ]),
  {
    attack: 'SQL injection in the login e-mail',
    send: () => inject({ method: 'POST', url: '/api/auths/login', payload: { email: "' OR 1=1 --", password: 'anything' } }),
    status: 400,
    code: 'notValidEmail',
  },
  {
    attack: 'SQL injection in the login password',
    send: (w) => inject({ method: 'POST', url: '/api/auths/login', payload: { email: w.alice.email, password: "' OR '1'='1" } }),
    status: 401,
    code: 'invalidCredentials',
  },
  {
    attack: 'SQL injection in a sign-up name: stored as text, every table still there',
    send: () => inject({ method: 'POST', url: '/api/users/create-account', payload: { firstName: "Robert'); DROP TABLE users; --", lastName: 'Tables', email: 'bobby@example.com', password: PASSWORD } }),
    status: 201,
    unchanged: (w) => w.server.app.db.selectFrom('payments').selectAll().execute(),
    then: async (_response, w) => {
      const row = await w.server.app.db.selectFrom('users').selectAll().where('email', '=', 'bobby@example.com').executeTakeFirstOrThrow();
      expect(row.first_name).toBe("Robert'); DROP TABLE users; --");
      const ids = (await w.server.app.db.selectFrom('users').select('id').execute()).map((user) => user.id);
      expect(ids).toEqual(expect.arrayContaining([w.alice.id, w.bob.id, row.id]));
    },
  },
  {
    attack: 'SQL injection in a contact message: stored verbatim',
    send: () => inject({ method: 'POST', url: '/api/messages/create-message', payload: { firstName: 'Eve', lastName: 'Sql', email: 'eve@example.com', message: "'); DELETE FROM messages; --" } }),
    status: 201,
    unchanged: (w) => w.server.app.db.selectFrom('users').selectAll().execute(),
    then: async (_response, w) => {
      const rows = await w.server.app.db.selectFrom('messages').selectAll().where('email', '=', 'eve@example.com').execute();
      expect(rows.map((row) => row.message)).toEqual(["'); DELETE FROM messages; --"]);
    },
  },

  // Stored XSS: kept as the text it is, answered as JSON (never HTML), under a CSP without inline scripts.
  {
    attack: 'stored XSS in a contact message',
    send: () => inject({ method: 'POST', url: '/api/messages/create-message', payload: { firstName: XSS, lastName: 'Xss', email: 'mallory@example.com', message: XSS } }),
    status: 201,
    unchanged: (w) => w.server.app.db.selectFrom('users').selectAll().execute(),
    then: async (response, w) => {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      cspForbidsInlineScript(response);
      const row = await w.server.app.db.selectFrom('messages').selectAll().where('email', '=', 'mallory@example.com').executeTakeFirstOrThrow();
      expect([row.first_name, row.message]).toEqual([XSS, XSS]);
    },
  },
  {
    attack: 'stored XSS in profile fields',
    send: (w) => profileUpdate(w.bob, w.bob.id, { firstName: XSS, lastName: XSS }).then(() => inject({ method: 'GET', url: '/api/users/me', headers: as(w.bob) })),
    status: 200,
    unchanged: (w) => w.server.app.db.selectFrom('messages').selectAll().execute(),
    then: (response) => {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      cspForbidsInlineScript(response);
      expect(json(response).data).toMatchObject({ firstName: XSS, lastName: XSS });
      // JSON text: the markup is inside a string, and no browser renders application/json as a page.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  },

  // Path traversal: file paths come from the site's own folders, never from the request.
  ...['/media/../../data/app.db', '/media/%2e%2e/%2e%2e/data/app.db', '/uploads/../app.db', '/uploads/avatars/../cv/x.pdf', '/media/..%5c..%5capp.db'].map<Attack>((imageURL) => ({
    attack: `path traversal in the image endpoint: ${imageURL}`,
    send: () => inject({ method: 'GET', url: imageUrl(imageURL) }),
    status: 400,
    code: 'badRequest',
  })),
  ...['..%2f..%2fapp.db', '..%2F..%2Fdata%2Fapp.db', '%2e%2e%2fcv'].map<Attack>((name) => ({
    attack: `path traversal in the avatar file name: ${name}`,
    send: () => inject({ method: 'GET', url: `/uploads/avatars/${name}` }),
    status: 404,
    code: 'notFound',
  })),
  {
    attack: 'path traversal in a CV file name: stored under a random name inside uploads/cv',
    send: () => candidacy({ filename: '../../../app.db', contentType: 'application/pdf', content: '%PDF-1.4\n%%EOF\n' }),
    status: 201,
    unchanged: (w) => w.server.app.db.selectFrom('users').selectAll().execute(),
    then: async (_response, w) => {
      const row = await w.server.app.db.selectFrom('candidacies').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.cv_path).toMatch(/^cv\/[A-Za-z0-9_-]+\.pdf$/);
      expect(row.cv_name).not.toContain('/');
      // SQLite's file is still whole; with PostgreSQL, the CV did not become a file of that name.
      const dbFile = path.join(w.server.config.dataDir, 'app.db');
      if (w.server.app.dbKind === 'sqlite') expect(fs.statSync(dbFile).size).toBeGreaterThan(1000);
      else expect(fs.existsSync(dbFile)).toBe(false);
    },
  },
  {
    attack: 'path traversal in a profile image file name: stored under a random name inside uploads/avatars',
    send: async (w) => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
      return profileUpdate(w.alice, w.alice.id, { profileImage: { filename: '../../../app.db', contentType: 'image/png', content: png } });
    },
    status: 200,
    unchanged: (w) => w.server.app.db.selectFrom('messages').selectAll().execute(),
    then: (response) => expect(String(json(response).data?.profileImage)).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.webp$/),
  },

  // SSRF: the image endpoint reads files of this site only and never opens a connection.
  ...[(w: World) => `${w.outsideUrl}/x.png`, () => 'http://169.254.169.254/latest/meta-data/', (w: World) => w.outsideUrl.replace('http:', ''), () => 'file:///etc/passwd'].map<Attack>((target, index) => ({
    attack: `SSRF through the image endpoint (${['a local server', 'cloud metadata', 'scheme-relative', 'file:'][index]})`,
    send: (w) => inject({ method: 'GET', url: imageUrl(target(w)) }),
    status: 400,
    code: 'badRequest',
    then: (_response, w) => expect(w.outsideConnections()).toBe(0),
  })),

  // Oversized bodies and files: refused while streaming, nothing kept.
  {
    attack: 'a JSON body over 1 MB',
    send: () => inject({ method: 'POST', url: '/api/messages/create-message', payload: { firstName: 'A', lastName: 'B', email: 'big@example.com', message: 'x'.repeat(1024 * 1024 + 1) } }),
    status: 413,
    code: 'fileTooLarge',
  },
  {
    attack: 'a CV over the size limit',
    send: () => candidacy({ filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CV_MAX_BYTES + 1, 0x20)]) }),
    status: 413,
    code: 'fileTooLarge',
  },
  {
    attack: 'a profile image over the size limit',
    send: (w) => profileUpdate(w.alice, w.alice.id, { profileImage: { filename: 'big.png', contentType: 'image/png', content: Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1, 1) } }),
    status: 413,
    code: 'fileTooLarge',
  },

  // Pixel flood: a small file declaring a huge image is refused by the sides its header declares (an upload) or sharp's pixel limit (a source), not decoded.
  {
    attack: 'a PNG pixel flood as a profile image',
    send: async (w) => profileUpdate(w.alice, w.alice.id, { profileImage: { filename: 'flood.png', contentType: 'image/png', content: await pngDeclaring(50_000, 50_000) } }),
    status: 400,
    code: 'profileImageTooLarge',
  },
  {
    attack: 'a PNG pixel flood as an image source',
    send: async (w) => {
      fs.writeFileSync(path.join(w.server.config.clientDir, 'media', 'flood.png'), await pngDeclaring(30_000, 30_000));
      return inject({ method: 'GET', url: imageUrl('/media/flood.png') });
    },
    status: 400,
    code: 'badRequest',
  },

  // PDF polyglot: accepted as a CV (it starts with %PDF-) but never served back by any route.
  {
    attack: 'a PDF/HTML polyglot CV is stored and never served back',
    send: () => candidacy({ filename: 'cv.pdf', contentType: 'application/pdf', content: POLYGLOT }),
    status: 201,
    unchanged: (w) => w.server.app.db.selectFrom('users').selectAll().execute(),
    then: async (_response, w) => {
      const row = await w.server.app.db.selectFrom('candidacies').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(fs.readFileSync(path.join(w.server.config.uploadsDir, row.cv_path), 'utf8')).toBe(POLYGLOT);
      const name = path.basename(row.cv_path);
      for (const url of [`/uploads/${row.cv_path}`, `/uploads/avatars/${name}`, `/${row.cv_path}`, `/${name}`, imageUrl(`/uploads/${row.cv_path}`), imageUrl(`/uploads/avatars/../${row.cv_path}`)]) {
        const served = await inject({ method: 'GET', url });
        expect({ url, polyglot: served.body.includes('<script>alert(1)') }).toEqual({ url, polyglot: false });
        expect(served.headers['content-type'] ?? '').not.toMatch(/pdf/);
      }
    },
  },
  {
    attack: 'an HTML file renamed .pdf as a CV',
    send: () => candidacy({ filename: 'cv.pdf', contentType: 'application/pdf', content: '<html><script>alert(1)</script></html>' }),
    status: 415,
    code: 'unsupportedFileType',
  },

  // IDOR: a {userId} route acts on the token's own user only.
  {
    attack: "IDOR: updating another account's profile",
    send: (w) => profileUpdate(w.alice, w.bob.id, { firstName: 'Pirate' }),
    status: 403,
    code: 'forbidden',
  },
  {
    attack: "IDOR: changing another account's password",
    send: (w) => inject({ method: 'PUT', url: `/api/users/change-password/${w.bob.id}`, payload: { currentPassword: PASSWORD, newPassword: 'a long passphrase' }, headers: as(w.alice) }),
    status: 403,
    code: 'forbidden',
  },

  // Price tampering: the stored price decides; a different one is refused and nothing is charged.
  {
    attack: 'price tampering: paying 1 € for a 490 € item',
    send: (w) => inject({ method: 'POST', url: '/api/payments/process', payload: { itemId: w.itemId, price: 1 }, headers: as(w.alice) }),
    status: 400,
    code: 'priceMismatch',
    then: (_response, w) => expect(w.stub.requests.filter((request) => request.method === 'POST' && request.path.includes('payment_intents'))).toHaveLength(1),
  },
  {
    attack: 'price tampering: a negative price',
    send: (w) => inject({ method: 'POST', url: '/api/payments/process', payload: { itemId: w.itemId, price: -490 }, headers: as(w.alice) }),
    status: 400,
    code: 'badRequest',
  },

  // Forged and expired tokens.
  {
    attack: 'a forged session token',
    send: () => inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${'A'.repeat(43)}` } }),
    status: 401,
    code: 'unauthorized',
  },
  {
    attack: 'an expired session token',
    send: async (w) => {
      const token = await createSession(w.server.app.db, w.bob.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
      return inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    },
    status: 401,
    code: 'unauthorized',
    unchanged: (w) => w.server.app.db.selectFrom('users').selectAll().execute(),
  },
  {
    attack: 'a forged reset token',
    send: (w) => inject({ method: 'PUT', url: '/api/users/reset-password/', payload: { new_password_token: 'A'.repeat(43), email: w.bob.email, password: 'a long passphrase' } }),
    status: 400,
    code: 'invalidToken',
  },
  {
    attack: 'an expired reset token',
    send: async (w) => {
      const token = await createResetToken(w.server.app.db, w.bob.id, new Date(Date.now() - 61 * 60 * 1000));
      return inject({ method: 'PUT', url: '/api/users/reset-password/', payload: { new_password_token: token, email: w.bob.email, password: 'a long passphrase' } });
    },
    status: 400,
    code: 'invalidToken',
    unchanged: (w) => w.server.app.db.selectFrom('users').selectAll().execute(),
  },
  {
    attack: 'a reset token used a second time',
    send: async (w) => {
      const token = await createResetToken(w.server.app.db, w.bob.id);
      const reset = (password: string) => inject({ method: 'PUT', url: '/api/users/reset-password/', payload: { new_password_token: token, email: w.bob.email, password } });
      expect((await reset('the first new passphrase')).statusCode).toBe(200);
      const hash = (await w.server.app.db.selectFrom('users').select('password_hash').where('id', '=', w.bob.id).executeTakeFirstOrThrow()).password_hash;
      const second = await reset('the attacker passphrase');
      const after = (await w.server.app.db.selectFrom('users').select('password_hash').where('id', '=', w.bob.id).executeTakeFirstOrThrow()).password_hash;
      expect(after).toBe(hash);
      return second;
    },
    status: 400,
    code: 'invalidToken',
    unchanged: (w) => w.server.app.db.selectFrom('messages').selectAll().execute(),
  },

  // Webhooks: only Stripe's signature moves a payment.
  {
    attack: 'a webhook signed with another secret',
    send: (w) => {
      const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: w.intentId, object: 'payment_intent' } } });
      const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      return inject({ method: 'POST', url: '/api/payments/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    },
    status: 400,
    code: 'badRequest',
  },
  {
    attack: 'a webhook without a signature',
    send: (w) => inject({ method: 'POST', url: '/api/payments/webhook', payload: { id: 'evt_unsigned', type: 'payment_intent.succeeded', data: { object: { id: w.intentId } } } }),
    status: 400,
    code: 'badRequest',
  },
];

describe('known attacks', () => {
  let outside: http.Server;
  let connections = 0;

  beforeAll(async () => {
    outside = http.createServer((_request, response) => response.end());
    outside.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const stub = await startStripeStub();
    const server = await buildTestApp({ env: { ...KEYS, STRIPE_API_BASE: stub.url }, seed: false });
    await seedIfEmpty(server.app.db, fixture);
    const [alice, bob] = [await signUp(server.app), await signUp(server.app)];
    const itemId = await idOf(server, 'items', 'audit');
    const opened = await server.app.inject({ method: 'POST', url: '/api/payments/process', payload: { itemId }, headers: bob.auth });
    const paymentId = opened.json().data.paymentId as number;
    const payment = await server.app.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    world = {
      server, stub, alice: alice!, bob: bob!, itemId, paymentId, intentId: payment.stripe_payment_intent_id!,
      outsideConnections: () => connections,
      outsideUrl: `http://127.0.0.1:${(outside.address() as AddressInfo).port}`,
    };
    // Two sign-ups hash with scrypt: seconds on a loaded machine, past Jest's default 5 s.
  }, 60_000);

  afterAll(async () => {
    await world?.server.close();
    await world?.stub.close();
    await new Promise((resolve) => outside.close(resolve));
  });

  it.each(attacks.map((row) => [row.attack, row] as const))('%s', async (_name, { send, status, code, unchanged = storedState, then }) => {
    const before = await unchanged(world);
    const response = await send(world);
    expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({ status, body: expect.any(String) });
    // An error is the API's error body, never a stack or a 500.
    if (code) expect(json(response).code).toBe(code);
    expect(await unchanged(world)).toEqual(before);
    await then?.(response, world);
  });
});
