import { pathTo } from '../../src/shared/routes';
import { describeInBrowser, footerHydrated, siteAndBrowser } from './support/site';

const PAGES = ['/fr', '/fr/blog', '/fr/article/progressive-web-app', '/fr/recrutement/developpeur-full-stack-js', '/fr/contact', '/fr/contact?lng=en'];

describeInBrowser('server-rendered pages taken over by the browser', () => {
  const running = siteAndBrowser();

  it.each(PAGES)('%s hydrates without a console error or warning, then reacts to the visitor', async (path) => {
    const page = await running.browser.newPage({ locale: 'fr-FR', viewport: { width: 375, height: 800 } });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(error.message));
    // The scripts come late, so the server's markup is there to be looked at before they run.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(running.site.url + path, { waitUntil: 'commit' });
    const serverHeading = await page.waitForSelector('main h1');
    await page.waitForLoadState('networkidle');
    // Hydrated: the menu button opens the menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').waitFor();
    // The server's heading is the one on screen: hydration took the markup over instead of rendering it again.
    expect(await serverHeading.evaluate((heading) => heading.isConnected)).toBe(true);
    expect(messages).toEqual([]);
    await page.close();
  });

  it('starts the app once the first image is drawn, its scripts fetched meanwhile', async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR', viewport: { width: 375, height: 800 } });
    // Whether the page's first image was complete when the app said it had taken the page over.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        Object.assign(window, { imageCompleteWhenReady: image?.complete });
      }).observe(document, { subtree: true, attributeFilter: ['data-app'] });
    });
    const scriptsRequested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsRequested.push(new URL(request.url()).pathname);
    });
    let imagesHeld = true;
    const scriptsWhileImagesHeld: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/api/images'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        if (imagesHeld) scriptsWhileImagesHeld.push(...scriptsRequested);
        imagesHeld = false;
        await route.continue();
      },
    );
    await page.goto(running.site.url + '/fr/blog', { waitUntil: 'commit' });
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { imageCompleteWhenReady?: boolean }).imageCompleteWhenReady)).toBe(true);
    // Every script the page preloads was on its way before the image arrived.
    const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.length).toBeGreaterThan(0);
    expect(scriptsWhileImagesHeld).toEqual(expect.arrayContaining(preloaded));
    await page.close();
  });

  it("the footer and the blog's list are taken over once the page is ready, and their links then change page without reloading it", async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR' });
    // Whether React had taken the footer's element and the list's first card over when the app said it was ready.
    await page.addInitScript(() => {
      const taken = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      new MutationObserver(() => {
        if (document.documentElement.dataset.app !== 'ready' || 'hydratedAtReady' in window) return;
        Object.assign(window, { hydratedAtReady: { footer: taken(document.querySelector('footer')), card: taken(document.querySelector('main article')) } });
      }).observe(document, { subtree: true, attributeFilter: ['data-app'] });
    });
    await page.goto(running.site.url + pathTo('blog'), { waitUntil: 'commit' });
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { hydratedAtReady?: object }).hydratedAtReady)).toEqual({ footer: false, card: false });

    // The footer's code is fetched once the app is ready: its links change page without a reload once it is there.
    await footerHydrated(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === pathTo('contact'));
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.close();
  });

  it("a footer link opens its page when tapped before the app is ready, and once it is, before the footer's code has come", async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR' });
    let appHeld = true;
    let releaseApp = () => {};
    const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
    let releaseFooter = () => {};
    const footerReleased = new Promise<void>((resolve) => (releaseFooter = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (appHeld) await appReleased;
      const response = await route.fetch();
      // The footer's code, which the page fetches once the app is ready (app/layout/Footer.tsx's class name).
      if ((await response.text()).includes('site-footer__inner')) await footerReleased;
      await route.fulfill({ response });
    });

    await page.goto(running.site.url + pathTo('agency'), { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click();
    // Its scripts held, the page never fires its load event.
    await page.waitForURL((url) => url.pathname === pathTo('contact'), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();

    appHeld = false;
    releaseApp();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === pathTo('blog'), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A script still held when the page closes can no longer be read or answered: its handler's error is not the test's.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    releaseFooter();
    await page.close();
  });

  it('a form sent before the app has the page goes nowhere: its fields never reach the address', async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR' });
    // The entry runs; the app's file comes late.
    await page.route(/\/assets\/(?!runtime\.|main\.)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const address = running.site.url + pathTo('login');
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const form = page.locator('main form');
    await form.locator('input[name="email"]').fill('lea.martin@example.com');
    await form.locator('input[name="password"]').fill('Secret-du-formulaire-1');
    await form.locator('button[type="submit"]').click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(page.url()).toBe(address);
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(page.url()).toBe(address);
    await page.close();
  });

  it('a page is readable with JavaScript off', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(running.site.url + '/fr/article/progressive-web-app');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Progressive Web App');
    expect(await page.getByText('Le terme Progressive Web App a été proposé en 2015').count()).toBe(1);
    await context.close();
  });
});
