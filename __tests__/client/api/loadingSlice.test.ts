import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { api } from '../../../src/client/api/api';
import { LOADING_AREAS, loadingAreaOf, loadingAreas, selectIsLoading, type LoadingArea } from '../../../src/client/api/loadingSlice';
import { makeStore, type AppStore } from '../../../src/client/app/store';
import { blogApi } from '../../../src/client/features/blog/blogApi';
import { jobsApi } from '../../../src/client/features/careers/jobsApi';
import { paymentsApi } from '../../../src/client/features/payments/paymentsApi';
import { article, job } from '../support/fixtures';
import { deferred, json, network } from '../support/network';

const isLoading = (store: AppStore, area: LoadingArea) => selectIsLoading(area)(store.getState());

function newStore(): AppStore {
  return makeStore({ persist: false }).store;
}

describe('loading flags', () => {
  test('an area is loading while its call is in flight, and only that area', async () => {
    const answer = deferred();
    network.use({ 'GET /api/blog/cards/:n': () => answer.promise.then(() => json(200, { data: [], page: 1, pageSize: 6, total: 0, totalPages: 0 })) });
    const store = newStore();
    expect(isLoading(store, 'blog')).toBe(false);

    const page = store.dispatch(blogApi.endpoints.getBlogCards.initiate(1));
    expect(isLoading(store, 'blog')).toBe(true);
    expect(LOADING_AREAS.filter((area) => isLoading(store, area))).toEqual(['blog']);

    answer.resolve();
    await page;
    expect(isLoading(store, 'blog')).toBe(false);
  });

  test('two parallel calls of one area: the flag stays up until the last one answers', async () => {
    const first = deferred();
    const second = deferred();
    network.use({
      'GET /api/articles/get-all-articles': () => first.promise.then(() => json(200, { data: [article] })),
      'GET /api/articles/unique/:id': () => second.promise.then(() => json(404, { code: 'notFound', message: 'Introuvable' })),
    });
    const store = newStore();

    const all = store.dispatch(blogApi.endpoints.getAllArticles.initiate());
    const one = store.dispatch(blogApi.endpoints.getUniqueArticle.initiate('missing'));
    await waitFor(() => expect(network.requests()).toHaveLength(2));
    expect(isLoading(store, 'articles')).toBe(true);

    first.resolve();
    await all;
    expect(isLoading(store, 'articles')).toBe(true);

    second.resolve(); // a failure ends the wait too
    await one;
    expect(isLoading(store, 'articles')).toBe(false);
  });

  test('an answer served from the cache leaves the flag down', async () => {
    network.use({ 'GET /api/jobs/get-all-jobs': json(200, { data: [job] }) });
    const store = newStore();
    await store.dispatch(jobsApi.endpoints.getAllJobs.initiate());
    await store.dispatch(jobsApi.endpoints.getAllJobs.initiate());

    expect(network.requests()).toHaveLength(1);
    expect(isLoading(store, 'jobs')).toBe(false);
  });

  test('payment processing has its own flag', async () => {
    const answer = deferred();
    network.use({
      'POST /api/payments/process': () =>
        answer.promise.then(() => json(200, { data: { clientSecret: 's', paymentId: 1, amount: 100, currency: 'eur' } })),
    });
    const store = newStore();
    const payment = store.dispatch(paymentsApi.endpoints.processPayment.initiate({ itemId: 6 }));
    expect(isLoading(store, 'payment')).toBe(true);
    answer.resolve();
    await payment;
    expect(isLoading(store, 'payment')).toBe(false);
  });

  test('every endpoint of every API module has its area declared, and every area has an endpoint', async () => {
    const client = path.join(__dirname, '../../../src/client');
    const modules = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => /Api\.ts$/.test(file));
    expect(modules.length).toBeGreaterThan(5);
    // Each module injects its endpoints into the one API as it loads.
    await Promise.all(modules.map((module) => import(path.join(client, module))));

    const endpoints = Object.keys(api.endpoints);
    expect(endpoints.filter((name) => loadingAreaOf(name) === undefined)).toEqual([]);
    expect(LOADING_AREAS.filter((area) => !endpoints.some((name) => loadingAreaOf(name) === area))).toEqual([]);
  });

  test('the areas are typed by the module’s own endpoints: a typo, a forgotten endpoint or an unknown area fails tsc', () => {
    // Never called: `npm run typecheck` fails if one of these lines compiles.
    const declarations = () => {
      // @ts-expect-error a misspelt endpoint
      loadingAreas(jobsApi, { getAllJob: 'jobs', getUniqueJob: 'jobs' });
      // @ts-expect-error a forgotten endpoint
      loadingAreas(jobsApi, { getAllJobs: 'jobs' });
      // @ts-expect-error an area the slice does not have
      loadingAreas(jobsApi, { getAllJobs: 'careers', getUniqueJob: 'jobs' });
    };
    expect(typeof declarations).toBe('function');
  });
});
