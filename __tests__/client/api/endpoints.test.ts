import { readdirSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { api } from '../../../src/client/api/api';
import { isApiError, type ApiError } from '../../../src/client/api/baseQuery';
import { makeStore, type AppStore } from '../../../src/client/app/store';
import { selectAuthStatus, selectToken } from '../../../src/client/features/account/authSlice';
import { article, client, item, job, project, token, user } from '../support/fixtures';
import { json, network, networkError, text, type FormPart, type MockResponse } from '../support/network';

/**
 * Each feature injects its endpoints into the one API when its `*Api.ts` file is loaded: load them
 * all, found on disk, so an endpoint of a new module is in `api.endpoints` and must have its row.
 */
const CLIENT_SOURCES = path.join(__dirname, '../../../src/client');
const API_MODULES = (readdirSync(CLIENT_SOURCES, { recursive: true }) as string[]).filter((file) => /Api\.ts$/.test(file)).sort();
// The modules run for what they inject; jest's own loader, as any `import` of the test is.
for (const file of API_MODULES) jest.requireActual(path.join(CLIENT_SOURCES, file));

type Initiate = (arg: unknown) => { unwrap: () => Promise<unknown>; unsubscribe?: () => void };

/** Runs an endpoint the way a hook does, by name, and gives its result (or throws its error). */
async function call(store: AppStore, endpointName: string, arg?: unknown): Promise<unknown> {
  const endpoint = (api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>)[endpointName];
  if (!endpoint) throw new Error(`No endpoint ${endpointName}`);
  const running = store.dispatch(endpoint.initiate(arg) as never) as unknown as ReturnType<Initiate>;
  try {
    return await running.unwrap();
  } finally {
    running.unsubscribe?.();
  }
}

function loggedInStore(): AppStore {
  return makeStore({ persist: false, preloadedState: { auth: { user, token, status: 'authenticated' } } }).store;
}

function anonymousStore(): AppStore {
  return makeStore({ persist: false }).store;
}

const pdf = () => new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });
const png = () => new File(['\x89PNG image'], 'me.png', { type: 'image/png' });

interface Row {
  endpoint: string;
  arg?: unknown;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as sent, percent-encoding included. */
  path: string;
  query?: Record<string, string>;
  /** The exact JSON body. */
  json?: unknown;
  /** The exact multipart parts. */
  parts?: Record<string, FormPart>;
  answer: MockResponse;
  /** What the endpoint gives the component. */
  result: unknown;
}

const staffPage = { data: [], page: 1, pageSize: 20, total: 0, totalPages: 0 };

const filePart = (filename: string, type: string, content: string) => ({
  filename,
  type,
  size: new TextEncoder().encode(content).length,
  text: content,
});

/** The spec's calls (section 7), GET /payments/mine and the staff area's calls. A row per call; a few calls have a second case. */
const calls: Row[] = [
  // Articles and blog
  {
    endpoint: 'getAllArticles',
    method: 'GET',
    path: '/api/articles/get-all-articles',
    answer: json(200, { data: [article] }),
    result: [article],
  },
  {
    endpoint: 'getUniqueArticle',
    arg: 'progressive-web-app',
    method: 'GET',
    path: '/api/articles/unique/progressive-web-app',
    answer: json(200, { data: article }),
    result: article,
  },
  {
    endpoint: 'getUniqueArticle',
    arg: 12,
    method: 'GET',
    path: '/api/articles/unique/12',
    answer: json(200, { data: article }),
    result: article,
  },
  {
    endpoint: 'getRelatedCards',
    arg: { category: 'mobile', exclude: 'progressive-web-app' },
    method: 'GET',
    path: '/api/articles/related-cards/mobile/progressive-web-app',
    answer: json(200, { data: [article] }),
    result: [article],
  },
  {
    endpoint: 'getBlogCards',
    arg: 2,
    method: 'GET',
    path: '/api/blog/cards/2',
    answer: json(200, { data: [article], page: 2, pageSize: 6, total: 7, totalPages: 2 }),
    result: { data: [article], page: 2, pageSize: 6, total: 7, totalPages: 2 },
  },
  {
    endpoint: 'getBlogCards',
    arg: 'abc',
    method: 'GET',
    path: '/api/blog/cards/1',
    answer: json(200, { data: [], page: 1, pageSize: 6, total: 0, totalPages: 0 }),
    result: { data: [], page: 1, pageSize: 6, total: 0, totalPages: 0 },
  },
  // Clients
  {
    endpoint: 'getClientCards',
    method: 'GET',
    path: '/api/clients/cards',
    answer: json(200, { data: [client] }),
    result: [client],
  },
  {
    endpoint: 'getClientBySlug',
    arg: 'acme',
    method: 'GET',
    path: '/api/clients/get-by-slug/acme',
    answer: json(200, { data: client }),
    result: client,
  },
  // Items, jobs, projects
  {
    endpoint: 'getAllItems',
    method: 'GET',
    path: '/api/items/get-all-items',
    answer: json(200, { data: [item] }),
    result: [item],
  },
  {
    endpoint: 'getAllJobs',
    method: 'GET',
    path: '/api/jobs/get-all-jobs',
    answer: json(200, { data: [job] }),
    result: [job],
  },
  {
    endpoint: 'getUniqueJob',
    arg: 'developpeur-full-stack-js',
    method: 'GET',
    path: '/api/jobs/unique/developpeur-full-stack-js',
    answer: json(200, { data: job }),
    result: job,
  },
  {
    endpoint: 'getProjectCards',
    method: 'GET',
    path: '/api/projects/cards',
    answer: json(200, { data: [project] }),
    result: [project],
  },
  {
    endpoint: 'getProjectCards',
    arg: 3,
    method: 'GET',
    path: '/api/projects/cards/3',
    answer: json(200, { data: [project] }),
    result: [project],
  },
  {
    endpoint: 'getUniqueProject',
    arg: 4,
    method: 'GET',
    path: '/api/projects/unique/4',
    answer: json(200, { data: project }),
    result: project,
  },
  // Session and account
  {
    endpoint: 'login',
    arg: { email: 'ada@example.com', password: 'correct horse' },
    method: 'POST',
    path: '/api/auths/login',
    json: { email: 'ada@example.com', password: 'correct horse' },
    answer: json(200, { user, token }),
    result: { user, token },
  },
  {
    endpoint: 'logout',
    method: 'GET',
    path: '/api/auths/logout',
    answer: json(200, { user: null, token: null }),
    result: { user: null, token: null },
  },
  {
    endpoint: 'createAccount',
    arg: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '0612345678', password: 'correct horse' },
    method: 'POST',
    path: '/api/users/create-account',
    json: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '0612345678', password: 'correct horse' },
    answer: json(201, { data: user }),
    result: user,
  },
  {
    endpoint: 'getMe',
    method: 'GET',
    path: '/api/users/me',
    answer: json(200, { data: user }),
    result: user,
  },
  {
    endpoint: 'updateInfos',
    arg: { userId: 7, lastName: 'Byron', firstName: 'Ada', email: 'ada@example.com', phoneNumber: '0612345678', profileImage: png() },
    method: 'PUT',
    path: '/api/users/update-infos/7',
    parts: {
      lastName: 'Byron',
      firstName: 'Ada',
      email: 'ada@example.com',
      phoneNumber: '0612345678',
      profileImage: filePart('me.png', 'image/png', '\x89PNG image'),
    },
    answer: json(200, { data: { ...user, lastName: 'Byron' } }),
    result: { ...user, lastName: 'Byron' },
  },
  {
    endpoint: 'updateInfos',
    arg: { userId: 7, lastName: 'Byron', firstName: 'Ada', email: 'ada@example.com', phoneNumber: null },
    method: 'PUT',
    path: '/api/users/update-infos/7',
    // No phone: an empty part (spec); no image chosen: no part.
    parts: { lastName: 'Byron', firstName: 'Ada', email: 'ada@example.com', phoneNumber: '' },
    answer: json(200, { data: { ...user, lastName: 'Byron' } }),
    result: { ...user, lastName: 'Byron' },
  },
  {
    endpoint: 'deleteAccount',
    arg: { email: 'ada@example.com', password: 'correct horse' },
    method: 'PUT',
    path: '/api/users/delete-account',
    json: { email: 'ada@example.com', password: 'correct horse' },
    answer: json(204),
    result: null,
  },
  {
    endpoint: 'lostPassword',
    arg: 'ada+site@example.com',
    method: 'GET',
    // URL-encoded: a `+`, `/` or `?` in an address never changes the path.
    path: '/api/users/lost-password/ada%2Bsite%40example.com',
    answer: json(204),
    result: null,
  },
  {
    endpoint: 'resetPassword',
    arg: { new_password_token: 'reset-token', email: 'ada@example.com', password: 'new password 1' },
    method: 'PUT',
    path: '/api/users/reset-password/',
    json: { new_password_token: 'reset-token', email: 'ada@example.com', password: 'new password 1' },
    answer: json(204),
    result: null,
  },
  {
    endpoint: 'changePassword',
    arg: { userId: 7, newPassword: 'new password 1' },
    method: 'PUT',
    path: '/api/users/change-password/7',
    json: { newPassword: 'new password 1' },
    answer: json(204),
    result: null,
  },
  // Messages and candidacies
  {
    endpoint: 'createMessage',
    arg: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '', message: 'Bonjour' },
    method: 'POST',
    path: '/api/messages/create-message',
    json: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '', message: 'Bonjour' },
    answer: json(201, { data: { id: 1 } }),
    result: { id: 1 },
  },
  {
    endpoint: 'createCandidacy',
    arg: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '0612345678',
      presentation: 'Développeuse',
      cv: pdf(),
    },
    method: 'POST',
    path: '/api/candidacies/create-candidacy',
    parts: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '0612345678',
      presentation: 'Développeuse',
      cv: filePart('cv.pdf', 'application/pdf', '%PDF-1.4 cv'),
    },
    answer: json(201, { data: { id: 1 } }),
    result: { id: 1 },
  },
  // Language and payments
  {
    endpoint: 'sendLanguage',
    arg: 'en',
    method: 'POST',
    path: '/api/language/send',
    json: { lang: 'en' },
    answer: json(200, { data: { code: 'en', nativeName: 'English' } }),
    result: { code: 'en', nativeName: 'English' },
  },
  {
    endpoint: 'processPayment',
    arg: { itemId: 6, price: 1500 },
    method: 'POST',
    path: '/api/payments/process',
    json: { itemId: 6, price: 1500 },
    answer: json(200, { data: { clientSecret: 'pi_1_secret_2', paymentId: 9, amount: 150000, currency: 'eur' } }),
    result: { clientSecret: 'pi_1_secret_2', paymentId: 9, amount: 150000, currency: 'eur' },
  },
  // Beyond the spec's table: the payment history of the account page (payments issue).
  { endpoint: 'getMyPayments', method: 'GET', path: '/api/payments/mine', answer: json(200, { data: [] }), result: [] },
  // The staff area: lists answer a page of entries, kept whole.
  { endpoint: 'getAuditLog', arg: { page: 2, entity: 'articles', entityId: 3 }, method: 'GET', path: '/api/admin/audit', query: { page: '2', entity: 'articles', entityId: '3' }, answer: json(200, staffPage), result: staffPage },
  { endpoint: 'listContent', arg: { kind: 'jobs', page: 1, q: 'ux', status: '' }, method: 'GET', path: '/api/admin/jobs', query: { page: '1', q: 'ux' }, answer: json(200, staffPage), result: staffPage },
  { endpoint: 'getContent', arg: { kind: 'articles', id: 3 }, method: 'GET', path: '/api/admin/articles/3', answer: json(200, { data: { id: 3 } }), result: { id: 3 } },
  { endpoint: 'createContent', arg: { kind: 'clients', body: { name: 'Acme' } }, method: 'POST', path: '/api/admin/clients', json: { name: 'Acme' }, answer: json(201, { data: { id: 9 } }), result: { id: 9 } },
  { endpoint: 'updateContent', arg: { kind: 'projects', id: 4, body: { title: 'Site' } }, method: 'PUT', path: '/api/admin/projects/4', json: { title: 'Site' }, answer: json(200, { data: { id: 4 } }), result: { id: 4 } },
  { endpoint: 'deleteContent', arg: { kind: 'items', id: 6 }, method: 'DELETE', path: '/api/admin/items/6', answer: json(204), result: null },
  {
    endpoint: 'uploadImage',
    arg: { image: png() },
    method: 'POST',
    path: '/api/admin/images',
    parts: { image: filePart('me.png', 'image/png', '\x89PNG image') },
    answer: json(201, { data: { id: 2, url: '/uploads/me.png' } }),
    result: { id: 2, url: '/uploads/me.png' },
  },
  { endpoint: 'getInboxCounts', method: 'GET', path: '/api/admin/inbox/counts', answer: json(200, { data: { messages: 1 } }), result: { messages: 1 } },
  { endpoint: 'getMessages', arg: { page: 1, status: 'new', kind: 'starterPack' }, method: 'GET', path: '/api/admin/messages', query: { page: '1', status: 'new', kind: 'starterPack' }, answer: json(200, staffPage), result: staffPage },
  { endpoint: 'getMessage', arg: 5, method: 'GET', path: '/api/admin/messages/5', answer: json(200, { data: { id: 5 } }), result: { id: 5 } },
  { endpoint: 'updateMessage', arg: { id: 5, status: 'answered', note: 'Rappelé' }, method: 'PUT', path: '/api/admin/messages/5', json: { status: 'answered', note: 'Rappelé' }, answer: json(200, { data: { id: 5 } }), result: { id: 5 } },
  { endpoint: 'getCandidacies', arg: { page: 3, q: 'Ada' }, method: 'GET', path: '/api/admin/candidacies', query: { page: '3', q: 'Ada' }, answer: json(200, staffPage), result: staffPage },
  { endpoint: 'getCandidacy', arg: 8, method: 'GET', path: '/api/admin/candidacies/8', answer: json(200, { data: { id: 8 } }), result: { id: 8 } },
  { endpoint: 'updateCandidacy', arg: { id: 8, status: 'archived', note: '' }, method: 'PUT', path: '/api/admin/candidacies/8', json: { status: 'archived', note: '' }, answer: json(200, { data: { id: 8 } }), result: { id: 8 } },
  { endpoint: 'deleteCandidacy', arg: 8, method: 'DELETE', path: '/api/admin/candidacies/8', answer: json(204), result: null },
  { endpoint: 'getAdminPayments', arg: { page: 1, status: 'failed' }, method: 'GET', path: '/api/admin/payments', query: { page: '1', status: 'failed' }, answer: json(200, staffPage), result: staffPage },
];

describe('the API endpoints', () => {
  test('every endpoint of every API module has its row, and every row an endpoint', () => {
    expect(API_MODULES.length).toBeGreaterThan(1);
    const covered = [...new Set(calls.map((row) => row.endpoint))].sort();
    expect(Object.keys(api.endpoints).sort()).toEqual(covered);
  });

  test.each(calls.map((row) => [`${row.endpoint}(${describeArg(row.arg)})`, row] as const))(
    '%s',
    async (_name, row) => {
      network.use({ [`${row.method} ${row.path}`]: row.answer });
      const store = loggedInStore();

      await expect(call(store, row.endpoint, row.arg)).resolves.toEqual(row.result);

      const sent = network.requests();
      expect(sent).toHaveLength(1);
      const [request] = sent;
      expect(request).toMatchObject({ method: row.method, path: row.path, query: row.query ?? {} });
      if (row.parts) {
        expect(request?.bodyType).toBe('multipart');
        expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
        expect(request?.body).toEqual(row.parts);
      } else if (row.json !== undefined) {
        expect(request?.headers['content-type']).toBe('application/json');
        expect(request?.body).toEqual(row.json);
      } else {
        expect(request?.bodyType).toBe('none');
      }
    },
  );
});

function describeArg(arg: unknown): string {
  if (arg === undefined) return '';
  if (typeof arg !== 'object' || arg === null) return JSON.stringify(arg);
  return Object.keys(arg).join(', ');
}

describe('the session token', () => {
  test('is sent as a Bearer Authorization header when stored', async () => {
    network.use({ 'GET /api/jobs/get-all-jobs': json(200, { data: [] }) });
    await call(loggedInStore(), 'getAllJobs');
    expect(network.requests()[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  test('is not sent, nor any Authorization header, when there is none', async () => {
    network.use({ 'GET /api/jobs/get-all-jobs': json(200, { data: [] }) });
    await call(anonymousStore(), 'getAllJobs');
    expect(network.requests()[0]?.headers).not.toHaveProperty('authorization');
  });

  test('is dropped, from the store and from localStorage, when a call answers 401', async () => {
    window.localStorage.setItem('token', token);
    network.use({
      'GET /api/users/me': json(200, { data: user }),
      'GET /api/items/get-all-items': json(401, { code: 'unauthorized', message: 'Session expirée' }),
    });
    const { store } = makeStore();
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('authenticated'));

    await expect(call(store, 'getAllItems')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });

    expect(selectToken(store.getState())).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });

  test('is kept when the 401 is a wrong password typed by the logged-in user', async () => {
    network.use({
      'PUT /api/users/delete-account': json(401, { code: 'invalidCredentials', message: 'Identifiants invalides' }),
    });
    const store = loggedInStore();
    await expect(call(store, 'deleteAccount', { email: user.email, password: 'wrong' })).rejects.toMatchObject({
      code: 'invalidCredentials',
    });
    expect(selectToken(store.getState())).toBe(token);
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
  });
});

describe('the `data` envelope', () => {
  test('is unwrapped when it is the only key', async () => {
    network.use({ 'GET /api/projects/cards': json(200, { data: [project] }) });
    await expect(call(anonymousStore(), 'getProjectCards')).resolves.toEqual([project]);
  });

  test('is kept with the rest of the body otherwise (blog page, login)', async () => {
    const page = { data: [article], page: 1, pageSize: 6, total: 1, totalPages: 1 };
    network.use({
      'GET /api/blog/cards/1': json(200, page),
      'POST /api/auths/login': json(200, { user, token }),
    });
    const store = anonymousStore();
    await expect(call(store, 'getBlogCards', 1)).resolves.toEqual(page);
    await expect(call(store, 'login', { email: user.email, password: 'correct horse' })).resolves.toEqual({ user, token });
  });
});

describe('failures', () => {
  async function failure(answer: MockResponse): Promise<ApiError> {
    network.use({ 'POST /api/messages/create-message': answer });
    const payload = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada', phoneNumber: '', message: 'Bonjour' };
    const error = await call(anonymousStore(), 'createMessage', payload).then(
      () => {
        throw new Error('the call succeeded');
      },
      (reason: unknown) => reason,
    );
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }

  test("a server error body gives its status, code, message and fields", async () => {
    const error = await failure(
      json(400, { code: 'notValidEmail', message: 'Adresse e-mail invalide', fields: { email: 'notValidEmail' } }),
    );
    expect(error).toEqual({
      status: 400,
      code: 'notValidEmail',
      message: 'Adresse e-mail invalide',
      fields: { email: 'notValidEmail' },
    });
  });

  test('no answer at all gives the code `network` with the network message', async () => {
    expect(await failure(networkError('Failed to fetch'))).toEqual({
      status: 'FETCH_ERROR',
      code: 'network',
      message: 'Failed to fetch',
    });
  });

  test('an answer that is not JSON gives the code `internal`', async () => {
    const error = await failure(text(502, '<html>Bad gateway</html>', { type: 'text/html' }));
    expect(error).toMatchObject({ status: 'PARSING_ERROR', code: 'internal' });
  });

  test('a JSON error body that is not the API’s is judged by its status', async () => {
    expect(await failure(json(429, { error: 'slow down' }))).toEqual({
      status: 429,
      code: 'tooManyRequests',
      message: 'HTTP 429',
    });
    network.reset();
    expect(await failure(json(500, null))).toMatchObject({ status: 500, code: 'internal' });
  });
});
