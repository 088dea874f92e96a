import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import configs from '../../webpack.config';
import { pathTo } from '../../src/shared/routes';
import { describeInBrowser, launchBrowser, startSite, visit, watchConsole, type Site } from './support/site';
import type { Browser } from 'playwright-core';

/** What the stand-in for the extension saw: the options the store gave it, each action, and the state's values a JSON copy would lose. */
interface Seen {
  options: { name?: string } | undefined;
  actions: string[];
  unserializable: string[];
}

/**
 * The Redux DevTools extension's hook, as the extension defines it before the page's scripts run:
 * a compose that puts its own recorder under every enhancer, so it sees each action that reaches
 * the reducers (the middleware's included) and the state after it, as the extension would send it.
 */
function stubDevToolsExtension(): void {
  type Store = { dispatch: (action: unknown) => unknown; getState: () => unknown };
  type CreateStore = (...args: unknown[]) => Store;
  const seen: Seen = { options: undefined, actions: [], unserializable: [] };
  (window as unknown as { __devToolsSeen: Seen }).__devToolsSeen = seen;
  const isPlain = (value: unknown) =>
    value === null || ['undefined', 'string', 'boolean', 'number'].includes(typeof value) || Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
  const walk = (value: unknown, at: string): void => {
    if (!isPlain(value)) seen.unserializable.push(at);
    else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) walk(inner, `${at}.${key}`);
  };
  (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: Seen['options']) =>
    (...enhancers: ((next: CreateStore) => CreateStore)[]) =>
    (createStore: CreateStore) => {
      seen.options = options;
      const recording: CreateStore = (...args) => {
        const store = createStore(...args);
        const dispatch = (action: unknown) => {
          const result = store.dispatch(action);
          if (typeof action === 'object' && action !== null) {
            seen.actions.push(String((action as { type?: unknown }).type));
            walk(store.getState(), 'state');
          }
          return result;
        };
        return { ...store, dispatch };
      };
      return enhancers.reduceRight((next, enhancer) => enhancer(next), recording);
    };
}

/** The app's own slices' actions (not RTK Query's nor redux-persist's) say what happened: `menu/menuToggled`, `auth/loggedOut`. */
const EVENT = /^[a-z]+\/[a-z]+[A-Za-z]*(ed|Out|In|Up)$/;
const LIBRARY_ACTION = /^(api|persist)\//;

describeInBrowser('Redux DevTools on a development build', () => {
  let clientDir: string;
  let site: Site;
  let browser: Browser;

  // One development build of the client for this file (the server is the production one the
  // other browser tests use: it renders the same markup). It takes a minute or two here.
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-dev-client-'));
    const [client] = configs({}, { mode: 'development' });
    const config: Configuration = { ...client, output: { ...client!.output, path: clientDir } };
    const started = Date.now();
    await new Promise<void>((resolve, reject) =>
      webpack(config, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve())),
    );
    console.log(`Development build of the client for the DevTools test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    [site, browser] = await Promise.all([startSite({ CLIENT_DIR: clientDir }), launchBrowser()]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("connect to the store, and see its actions, as events, with a serializable state", async () => {
    const page = await browser.newPage({ locale: 'fr-FR' });
    const problems = watchConsole(page);
    await page.addInitScript(stubDevToolsExtension);
    await visit(page, site.url + pathTo('contact'));

    await page.locator('button[aria-controls="site-menu"]').click();
    await page.locator('#site-menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'EN – afficher le site en English' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();

    const seen = await page.evaluate(() => (window as unknown as { __devToolsSeen: Seen }).__devToolsSeen);
    expect(seen.options).toBeDefined();
    expect(seen.actions).toEqual(expect.arrayContaining(['menu/menuToggled', 'language/languageChanged']));
    expect(seen.actions.filter((type) => !LIBRARY_ACTION.test(type) && !EVENT.test(type))).toEqual([]);
    expect(seen.unserializable).toEqual([]);
    // The development store's serializable and immutability checks report through the console.
    // (use-sync-external-store's development build names itself there: webpack.config.ts's alias.)
    expect(problems.filter((problem) => !problem.startsWith("The main 'use-sync-external-store' entry point"))).toEqual([]);
    await page.close();
  });
});
