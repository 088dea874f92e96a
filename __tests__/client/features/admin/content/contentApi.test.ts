import { makeStore } from '../../../../../src/client/app/store';
import { adminApi } from '../../../../../src/client/features/admin/adminApi';
import { contentApi, type ContentKind } from '../../../../../src/client/features/admin/content/contentApi';
import { blogApi } from '../../../../../src/client/features/blog/blogApi';
import { jobsApi } from '../../../../../src/client/features/careers/jobsApi';
import { paymentsApi } from '../../../../../src/client/features/payments/paymentsApi';
import { clientsApi } from '../../../../../src/client/features/references/clientsApi';
import { projectsApi } from '../../../../../src/client/features/references/projectsApi';
import { token, user } from '../../../support/fixtures';
import { json, network } from '../../../support/network';

/** The public calls each kind's pages make, and the staff list of that kind. */
const PUBLIC_LISTS = {
  'GET /api/blog/cards/1': json(200, { data: [], page: 1, pageSize: 6, total: 0, totalPages: 0 }),
  'GET /api/articles/unique/:slug': json(200, { data: { id: 1 } }),
  'GET /api/jobs/get-all-jobs': json(200, { data: [] }),
  'GET /api/projects/cards': json(200, { data: [] }),
  'GET /api/clients/cards': json(200, { data: [] }),
  'GET /api/items/get-all-items': json(200, { data: [] }),
  'GET /api/admin/audit': json(200, { data: [], page: 1, pageSize: 20, total: 0, totalPages: 0 }),
  'GET /api/admin/:kind': json(200, { data: [], page: 1, pageSize: 20, total: 0, totalPages: 0 }),
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A logged-in staff session with the public pages' queries and each staff list open, as a session that browsed the site. */
async function browsedSession() {
  network.use(PUBLIC_LISTS);
  const { store } = makeStore({ persist: false, preloadedState: { auth: { user, token, status: 'authenticated' } } });
  const subscriptions = [
    store.dispatch(blogApi.endpoints.getBlogCards.initiate(1)),
    store.dispatch(blogApi.endpoints.getUniqueArticle.initiate('pwa')),
    store.dispatch(jobsApi.endpoints.getAllJobs.initiate()),
    store.dispatch(projectsApi.endpoints.getProjectCards.initiate()),
    store.dispatch(clientsApi.endpoints.getClientCards.initiate()),
    store.dispatch(paymentsApi.endpoints.getAllItems.initiate()),
    store.dispatch(adminApi.endpoints.getAuditLog.initiate({ page: 1 })),
    ...(['articles', 'categories', 'jobs', 'projects', 'clients', 'items'] as const).map((kind) =>
      store.dispatch(contentApi.endpoints.listContent.initiate({ kind, page: 1 })),
    ),
  ];
  await Promise.all(subscriptions);
  return store;
}

const count = (key: string) => network.requests(key).length;
const adminListCount = (kind: ContentKind) => network.requests('GET /api/admin/:kind').filter((request) => request.path === `/api/admin/${kind}`).length;

describe('a staff write refreshes its staff list, the audit log and the public queries of the same session', () => {
  test.each([
    ['articles', ['GET /api/blog/cards/1', 'GET /api/articles/unique/:slug'], ['articles']],
    ['categories', ['GET /api/blog/cards/1', 'GET /api/articles/unique/:slug'], ['categories', 'articles']],
    ['jobs', ['GET /api/jobs/get-all-jobs'], ['jobs']],
    ['projects', ['GET /api/projects/cards', 'GET /api/clients/cards'], ['projects']],
    ['clients', ['GET /api/clients/cards', 'GET /api/projects/cards'], ['clients', 'projects']],
    ['items', ['GET /api/items/get-all-items'], ['items']],
  ] as const)('an update of %s', async (kind, publicCalls, staffLists) => {
    const store = await browsedSession();
    const before = Object.fromEntries(Object.keys(PUBLIC_LISTS).map((key) => [key, count(key)]));
    const listsBefore = Object.fromEntries(staffLists.map((list) => [list, adminListCount(list)]));
    network.use({ [`PUT /api/admin/${kind}/3`]: json(200, { data: { id: 3 } }) });

    await store.dispatch(contentApi.endpoints.updateContent.initiate({ kind, id: 3, body: {} }));
    await settle();

    for (const key of publicCalls) expect([key, count(key)]).toEqual([key, before[key]! + 1]);
    for (const list of staffLists) expect([list, adminListCount(list)]).toEqual([list, listsBefore[list]! + 1]);
    expect(count('GET /api/admin/audit')).toBe(before['GET /api/admin/audit']! + 1);
    // Nothing else is fetched again: the other kinds' pages stay as they were.
    const untouched = Object.keys(PUBLIC_LISTS).filter((key) => !(publicCalls as readonly string[]).includes(key) && !key.startsWith('GET /api/admin'));
    for (const key of untouched) expect([key, count(key)]).toEqual([key, before[key]]);
  });

  test('a refused write refreshes nothing', async () => {
    const store = await browsedSession();
    const before = count('GET /api/jobs/get-all-jobs');
    network.use({ 'DELETE /api/admin/jobs/3': json(403, { code: 'forbidden', message: 'no' }) });
    await store.dispatch(contentApi.endpoints.deleteContent.initiate({ kind: 'jobs', id: 3 }));
    await settle();
    expect(count('GET /api/jobs/get-all-jobs')).toBe(before);
  });
});
