import type { Page, Request } from 'playwright-core';
import { createAccount } from './support/accounts';
import { describeInBrowser, footerHydrated, openPage, siteAndBrowser, visit, watchConsole } from './support/site';

const WIDTHS = [375, 1440] as const;

/** Scrolls to the very bottom of the page and waits until it is there. */
async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
  return page.evaluate(() => window.scrollY);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The id of the home section across the middle of the screen: what the visitor is reading. */
const sectionInView = (page: Page) =>
  page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('section')?.getAttribute('aria-labelledby') ?? '');
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName.toLowerCase()} ${document.activeElement?.textContent?.trim()}`);
const announced = (page: Page) => page.locator('[role="status"][aria-live="polite"]').first().textContent();

describeInBrowser('finding one’s way around the site in Chromium', () => {
  const running = siteAndBrowser();
  const url = (path: string) => running.site.url + path;

  describe.each(WIDTHS)('at %ipx', (width) => {
    test('a link at the bottom of a page opens the next page at its top, focused and announced; back returns where the visitor was', async () => {
      const page = await openPage(running.browser, { width });
      const problems = watchConsole(page);
      await visit(page, url('/fr/blog'));
      await page.getByRole('link', { name: /^Lire la suite/ }).first().waitFor();
      await scrollToBottom(page);
      // On a phone the footer is long: its Contact link sits above the very bottom.
      const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
      await contact.scrollIntoViewIfNeeded();
      await footerHydrated(page);
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(1000);

      await contact.click();
      await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/fr/contact');
      expect(await scrollY(page)).toBe(0);
      expect(await focused(page)).toBe('h1 Contact');
      await page.waitForFunction(() => document.querySelector('[role="status"][aria-live="polite"]')?.textContent === document.title);
      expect(await announced(page)).toBe('Contact | Pixel & Cie');

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, left);
      await page.goForward();
      await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
      expect(await scrollY(page)).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });

  test('a page reached by a click is styled, though its styles were not in the first page', async () => {
    const page = await openPage(running.browser, { width: 375 });
    const problems = watchConsole(page);
    // The home page carries its own styles only: the form's, the footer's and an article's come with their chunks.
    await visit(page, url('/fr'));
    const styled = (selector: string, property: string) => page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].some((style) => /\.form-honeypot\b/.test(style.textContent ?? '')))).toBe(false);

    await page.getByRole('main').getByRole('link', { name: 'Parler de votre projet' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await page.locator('main form').waitFor();
    // Laid out as a grid, and the robots' field out of sight rather than shown among the others.
    expect(await styled('main form.form', 'display')).toBe('grid');
    expect(await styled('.form-honeypot', 'position')).toBe('absolute');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await styled('.site-footer', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');

    await footer.getByRole('link', { name: 'Les progressive web apps' }).click();
    await page.waitForURL((address) => address.pathname === '/fr/article/progressive-web-app');
    await page.locator('main article.detail').waitFor();
    // A column as wide as reading is comfortable, not the page's full width.
    expect(await styled('main article.detail', 'max-width')).not.toBe('none');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the projects list, a job’s apply link and the starter pack open their next page at its top', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    const from: [string, (page: Page) => ReturnType<Page['getByRole']>, string][] = [
      ['/fr/projets', (p) => p.getByRole('main').getByRole('link').last(), '/fr/projects/'],
      ['/fr/recrutement/developpeur-full-stack-js', (p) => p.getByRole('main').getByRole('link', { name: /^Postuler/ }).last(), '/fr/candidature'],
      ['/fr/starter-pack', (p) => p.getByRole('main').getByRole('link', { name: 'Demander mon starter pack' }).last(), '/fr/formulaire-starter-pack-form'],
    ];
    for (const [path, link, next] of from) {
      await visit(page, url(path));
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      const title = await heading.textContent();
      await page.waitForLoadState('networkidle');
      await link(page).scrollIntoViewIfNeeded();
      expect([path, (await scrollY(page)) > 0]).toEqual([path, true]);
      await link(page).click();
      await page.waitForURL((address) => address.pathname.startsWith(next));
      // The next page is in once its heading is.
      await page.waitForFunction((old) => document.querySelector('main h1')?.textContent !== old, title);
      expect([path, await scrollY(page)]).toEqual([path, 0]);
    }
    await page.context().close();
  });

  test('after sign-up the account page opens at its top', async () => {
    const page = await openPage(running.browser, { width: 375 });
    await visit(page, url('/fr/inscription'));
    const form = page.locator('main form');
    await form.locator('input[name="firstName"]').fill('Inès');
    await form.locator('input[name="lastName"]').fill('Moreau');
    await form.locator('input[name="email"]').fill('ines.moreau@example.com');
    await form.locator('input[name="password"]').fill('une phrase de passe assez longue');
    await form.locator('input[name="repeatPassword"]').fill('une phrase de passe assez longue');
    await form.locator('button[type="submit"]').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await form.locator('button[type="submit"]').click();
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await page.context().close();
  });

  describe('the language', () => {
    /** The language sends the page makes, in order. */
    function languageSends(page: Page): string[] {
      const sent: string[] = [];
      page.on('request', (request: Request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/language/send')) sent.push((request.postDataJSON() as { lang: string }).lang);
      });
      return sent;
    }
    const pressed = (page: Page, code: 'FR' | 'EN') => page.getByRole('group', { name: /^(Langue|Language)$/ }).getByRole('button', { name: new RegExp(`^${code} `) }).getAttribute('aria-pressed');

    test.each(WIDTHS)('at %ipx, FR then EN then FR: the server is told each time, the page and its scroll stay, the choice lasts', async (width) => {
      const page = await openPage(running.browser, { width });
      const sent = languageSends(page);
      // The home page's header stays at the top: the switch is at hand anywhere down the page.
      await visit(page, url('/fr'));
      await page.locator('#references a[href^="/fr/client/"]').first().waitFor();
      await page.waitForFunction(() => document.cookie.includes('i18next=fr'));
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      await page.waitForFunction(() => window.scrollY === 900);
      const inView = await sectionInView(page);
      expect(inView).not.toBe('');
      const historyLength = await page.evaluate(() => history.length);

      await page.getByRole('button', { name: 'EN – afficher le site en English' }).click();
      await page.getByRole('heading', { level: 1, name: /^We design websites/ }).waitFor();
      await page.waitForURL((address) => address.search === '?lng=en');
      expect(await pressed(page, 'EN')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // Where the visitor was: the browser keeps what was in view as the text above changes length.
      expect(await sectionInView(page)).toBe(inView);

      await page.getByRole('button', { name: 'FR – show the site in Français' }).click();
      await page.getByRole('heading', { level: 1, name: /^Nous concevons des sites/ }).waitFor();
      await page.waitForURL((address) => address.pathname === '/fr' && address.search === '');
      expect(await pressed(page, 'FR')).toBe('true');
      expect(await pressed(page, 'EN')).toBe('false');
      expect(await sectionInView(page)).toBe(inView);
      expect(sent).toEqual(['fr', 'en', 'fr']);
      // The switch changes the address in place: back leaves the page, it does not undo the language.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);

      await page.getByRole('button', { name: 'EN – afficher le site en English' }).click();
      await page.waitForURL((address) => address.search === '?lng=en');
      // Links keep the language, and the choice lasts across reloads and pages.
      await page.getByRole('main').getByRole('link', { name: 'Tell us about your project' }).click();
      await page.waitForURL((address) => address.pathname === '/fr/contact' && address.search === '?lng=en');
      await page.getByRole('link', { name: 'Log in' }).waitFor();
      await page.reload();
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      expect(await pressed(page, 'EN')).toBe('true');
      await page.getByRole('button', { name: 'FR – show the site in Français' }).click();
      await page.waitForURL((address) => address.search === '');
      await page.reload();
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      expect(await pressed(page, 'FR')).toBe('true');
      await page.getByRole('link', { name: 'Connexion' }).waitFor();
      await page.context().close();
    });

    test('an English browser opening a French address lands on the English one, in place; FR then brings it back for good', async () => {
      // What one address opened in a new tab leaves in its history, for comparison.
      const plain = await openPage(running.browser, { width: 1440, locale: 'en-US' });
      await visit(plain, url('/fr/blog?lng=en'));
      const oneEntry = await plain.evaluate(() => history.length);
      await plain.context().close();

      const page = await openPage(running.browser, { width: 1440, locale: 'en-US' });
      const sent = languageSends(page);
      await visit(page, url('/fr/blog'));
      expect(new URL(page.url()).search).toBe('?lng=en');
      expect(await page.evaluate(() => history.length)).toBe(oneEntry);
      await page.getByRole('link', { name: /^Continue reading/ }).first().waitFor();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/fr\/blog\?lng=en$/);

      await page.getByRole('button', { name: 'FR – show the site in Français' }).click();
      await page.getByRole('link', { name: /^Lire la suite/ }).first().waitFor();
      await page.waitForURL((address) => address.search === '');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/fr\/blog$/);
      await page.reload();
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      await page.getByRole('link', { name: /^Lire la suite/ }).first().waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(await pressed(page, 'FR')).toBe('true');
      expect(sent.slice(0, 2)).toEqual(['en', 'fr']);
      await page.context().close();
    });

    test('a link copied while reading in English opens in English for someone else', async () => {
      const reader = await openPage(running.browser, { width: 1440, locale: 'en-GB' });
      await visit(reader, url('/fr/blog'));
      const href = await reader.getByRole('link', { name: /^Continue reading/ }).first().getAttribute('href');
      expect(href).toMatch(/^\/fr\/article\/[^?]+\?lng=en$/);
      await reader.context().close();

      const friend = await openPage(running.browser, { width: 375, locale: 'fr-FR' });
      await visit(friend, url(href!));
      expect(await friend.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(new URL(friend.url()).search).toBe('?lng=en');
      await friend.context().close();
    });

    test('a crawler (no Accept-Language, an English browser) gets a French page that stays French, canonical unchanged', async () => {
      const page = await openPage(running.browser, { width: 1440, locale: 'en-US' });
      // The request states no language: Chromium puts a removed Accept-Language back, an empty one it sends as it is.
      await page.route('**/fr/blog', (route) => route.continue({ headers: { ...route.request().headers(), 'accept-language': '' } }));
      const sent = languageSends(page);
      await visit(page, url('/fr/blog'));
      expect(await page.evaluate(() => navigator.languages[0])).toBe('en-US');
      await page.getByRole('link', { name: /^Lire la suite/ }).first().waitFor();
      await page.waitForFunction(() => document.cookie.includes('i18next=fr'));
      expect(sent).toEqual(['fr']);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/\/fr\/blog$/);
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
      await page.context().close();
    });

    test('a language the server cannot be told about is not switched to, and a notice says so in the current language', async () => {
      const page = await openPage(running.browser, { width: 375 });
      await visit(page, url('/fr/contact'));
      await page.waitForFunction(() => document.cookie.includes('i18next=fr'));
      await page.route('**/api/language/send', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"internal","message":"Erreur"}' }));
      await page.getByRole('button', { name: 'EN – afficher le site en English' }).click();
      await page.getByText('La langue n’a pas pu être changée. Réessayez dans un instant.').waitFor();
      expect(await pressed(page, 'FR')).toBe('true');
      expect(new URL(page.url()).search).toBe('');
      await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
      await page.context().close();
    });
  });

  test('a page chunk that never loads: one reload at most, then the error screen with a reload button', async () => {
    // Which chunk holds the contact page: the one a visit to it fetches that sends messages.
    const scout = await openPage(running.browser, { width: 1440 });
    await visit(scout, url('/fr/blog'));
    await footerHydrated(scout);
    const fetched: string[] = [];
    scout.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(request.url());
    });
    await scout.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await scout.getByRole('button', { name: 'Envoyer le message' }).waitFor();
    const bodies = await Promise.all(fetched.map(async (file) => [file, await (await fetch(file)).text()] as const));
    const contactChunk = bodies.find(([, body]) => body.includes('create-message'))?.[0];
    expect(contactChunk).toBeDefined();
    await scout.context().close();

    const page = await openPage(running.browser, { width: 1440 });
    await page.route(contactChunk!, (route) => route.abort('failed'));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });
    await visit(page, url('/fr/blog'));
    await footerHydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'La page n’a pas pu être chargée' }) });
    await screen.waitFor({ timeout: 30_000 });
    await screen.getByRole('button', { name: 'Recharger la page' }).waitFor();
    // Long enough for a reload loop to show itself (three retries and a reload take about 3 s).
    await page.waitForTimeout(5000);
    expect(documents).toEqual(['/fr/blog', '/fr/contact']);
    await screen.waitFor();
    await page.context().close();
  });

  test('at 1440px, the home page leads to the blog, the projects, the agency and recruitment', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    for (const [label, path] of [
      ['Blog', '/fr/blog'],
      ['Projets', '/fr/projets'],
      ['L’agence', '/fr/l-agence'],
      ['Recrutement', '/fr/recrutement'],
    ] as const) {
      await visit(page, url('/fr'));
      await page.getByRole('navigation', { name: 'Sections de la page' }).waitFor();
      await page.getByRole('button', { name: 'Menu du site' }).click();
      await page.getByRole('dialog', { name: 'Menu du site' }).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((address) => address.pathname === path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.context().close();
  });

  test('a protected page opened logged out goes home with a notice, whose login link returns to it; logged in, the menu and the account lead to paying for a service', async () => {
    const account = { firstName: 'Léon', lastName: 'Garnier', email: 'leon.garnier@example.com', password: 'une longue phrase de passe' };
    await createAccount(running.site, account);
    const page = await openPage(running.browser, { width: 375 });
    await visit(page, url('/fr/articles'));
    await page.waitForURL((address) => address.pathname === '/fr');
    const notice = page.getByRole('status').filter({ hasText: 'Cette page est réservée aux titulaires d’un compte.' });
    await notice.getByRole('link', { name: 'Se connecter pour y accéder' }).click();
    const form = page.locator('main form');
    await form.locator('input[name="email"]').fill(account.email);
    await form.locator('input[name="password"]').fill(account.password);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((address) => address.pathname === '/fr/articles');
    await page.getByRole('heading', { level: 1, name: 'Régler une prestation' }).waitFor();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu du site' }).getByRole('link', { name: 'Mon compte', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Régler une prestation' }).click();
    await page.waitForURL((address) => address.pathname === '/fr/articles');
    await page.getByRole('heading', { level: 1, name: 'Régler une prestation' }).waitFor();
    await page.context().close();
  });
});
