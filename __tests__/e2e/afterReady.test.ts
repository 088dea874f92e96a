import type { Page } from 'playwright-core';
import { pathTo } from '../../src/shared/routes';
import { createAccount, logIn } from './support/accounts';
import { describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';
import { storedVitals } from './support/vitals';

const ACCOUNT = { email: 'lea.martin@example.com', password: 'un mot de passe solide', firstName: 'Léa', lastName: 'Martin' };

interface Moments {
  /** The stored token was read, /api/users/me asked, web-vitals' layout-shift observer made: before the app was ready? */
  tokenRead?: boolean;
  meAsked?: boolean;
  vitalsStarted?: boolean;
  languageSent?: boolean;
  /** A number or date formatter made, which starts ICU's data (15–35 ms unthrottled). */
  formatterMade?: boolean;
}

/**
 * Run in the page before its own scripts: notes, for the stored session's and the measurements'
 * first steps, whether the app had said it was ready (`data-app="ready"`) when they were taken.
 */
const RECORD_MOMENTS = `(() => {
  const moments = (window.__moments = {});
  const ready = () => document.documentElement.dataset.app === 'ready';
  const note = (name) => { if (moments[name] === undefined) moments[name] = !ready(); };
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) { if (key === 'token') note('tokenRead'); return getItem.call(this, key); };
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/api/users/me')) note('meAsked');
    if (url.includes('/api/language/send')) note('languageSent');
    return fetch.call(this, input, init);
  };
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    Intl[name] = new Proxy(Intl[name], { construct(target, args) { note('formatterMade'); return Reflect.construct(target, args); } });
  }
  const observe = PerformanceObserver.prototype.observe;
  PerformanceObserver.prototype.observe = function (options) { if (options && options.type === 'layout-shift') note('vitalsStarted'); return observe.call(this, options); };
})();`;

const moments = (page: Page) => page.evaluate(() => (window as unknown as { __moments: Moments }).__moments);

describeInBrowser('what waits for the page to be ready', () => {
  const running = siteAndBrowser();
  beforeAll(() => createAccount(running.site, ACCOUNT));

  test('a stored session is restored on a first visit, its code run once the page is hydrated', async () => {
    const page = await openPage(running.browser);
    await logIn(page, running.site, ACCOUNT);
    await page.waitForURL((url) => url.pathname === pathTo('account'));

    // A new tab of the same browser: the app starts from the stored token alone.
    const tab = await page.context().newPage();
    await tab.addInitScript(RECORD_MOMENTS);
    await visit(tab, running.site.url + pathTo('home'));
    await tab.getByRole('banner').getByRole('link', { name: 'Mon compte' }).waitFor();
    // The head's early script looks for a stored token (to hide the login link while it is checked); the app's call waits.
    expect(await moments(tab)).toMatchObject({ meAsked: false });
    await page.context().close();
  });

  test("the server is told the page's language once the page is hydrated", async () => {
    const page = await openPage(running.browser);
    await page.addInitScript(RECORD_MOMENTS);
    const told = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/language/send');
    await visit(page, running.site.url + pathTo('contact'));
    await told;
    expect((await moments(page)).languageSent).toBe(false);
    await page.context().close();
  });

  test("home, which shows no date or figure before it is ready, starts ICU's data only once it is, however late its app arrives", async () => {
    const page = await openPage(running.browser);
    await page.addInitScript(RECORD_MOMENTS);
    // The app's files (all but the entry's) held until the page has painted and sat idle, as on a
    // slow link: what the entry would do meanwhile, it has done.
    let releaseApp = () => {};
    const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !/^\/assets\/(main|runtime)\./.test(url.pathname),
      async (route) => {
        await appReleased;
        await route.continue();
      },
    );
    await page.goto(running.site.url + pathTo('home'), { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))));
    releaseApp();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await page.waitForFunction(() => (window as unknown as { __moments: Moments }).__moments.formatterMade !== undefined);
    expect((await moments(page)).formatterMade).toBe(false);
    await page.context().close();
  });

  test('the web vitals start once the page is hydrated, and still reach /api/vitals', async () => {
    const page = await openPage(running.browser);
    await page.addInitScript(RECORD_MOMENTS);
    await visit(page, running.site.url + pathTo('blog'));
    await page.waitForFunction(() => (window as unknown as { __moments: Moments }).__moments.vitalsStarted !== undefined);
    expect((await moments(page)).vitalsStarted).toBe(false);

    await page.getByRole('heading', { level: 1 }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect((await storedVitals(running.site, ['TTFB', 'FCP', 'LCP', 'CLS'], 'blog')).length).toBeGreaterThanOrEqual(4);
    await page.context().close();
  });
});
