import type { Page } from 'playwright-core';
import { describeInBrowser, footerHydrated, openPage, siteAndBrowser, visit, watchConsole } from './support/site';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

const switchTo = (page: Page, code: 'FR' | 'EN') =>
  page.getByRole('group', { name: /^(Langue|Language)$/ }).getByRole('button', { name: new RegExp(`^${code} `) }).click();

describeInBrowser('the language a visitor reads, whatever its source', () => {
  const running = siteAndBrowser();
  const url = (path: string) => running.site.url + path;

  test('an unknown address answers 404 with the site’s 404 page in English, for an English browser and after pressing EN', async () => {
    // What `curl -H 'Accept-Language: en'` gets: the page itself, not an empty redirect browsers do not follow.
    const answer = await fetch(url('/fr/nimporte-quoi'), { headers: { 'accept-language': 'en' }, redirect: 'manual' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('Page not found');

    const english = await openPage(running.browser, { locale: 'en-US', width: 375 });
    const problems = watchConsole(english);
    const response = await english.goto(url('/fr/this-does-not-exist'));
    expect(response?.status()).toBe(404);
    await english.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await english.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // The address then says the language shown, as every English page's does.
    await english.waitForURL((address) => address.search === '?lng=en');
    // The page helps: a way back, the main sections and the latest articles, in English.
    const main = english.getByRole('main');
    await main.getByRole('link', { name: 'Back to the home page' }).waitFor();
    for (const name of ['Services', 'Projects', 'Blog', 'Careers']) await main.getByRole('navigation').getByRole('link', { name, exact: true }).waitFor();
    const latest = main.getByRole('region', { name: 'Latest articles' }).getByRole('link').first();
    const title = (await latest.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(3);
    await latest.click();
    await english.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(english.url()).search).toBe('?lng=en');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await english.context().close();

    // A French browser that pressed EN: its cookie chooses English.
    const switched = await openPage(running.browser, { locale: 'fr-FR' });
    await visit(switched, url('/fr/blog'));
    await switchTo(switched, 'EN');
    await switched.getByRole('link', { name: 'Log in' }).waitFor();
    await switched.waitForFunction(() => document.cookie.includes('i18next=en'));
    const missing = await switched.goto(url('/fr/this-does-not-exist'));
    expect(missing?.status()).toBe(404);
    await switched.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await switched.context().close();
  });

  test('the French 404 page leads to the main sections and the latest articles', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, url('/fr/cette-page-n-existe-pas'));
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('navigation').getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /services/i }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/services');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    expect(await main.getByRole('region', { name: 'Derniers articles' }).getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  test.each([
    ['localStorage', false],
    ['localStorage and sessionStorage', true],
  ])('an English browser whose %s holds French, and no cookie, reads French at the French address', async (_label, session) => {
    const page = await openPage(running.browser, { locale: 'en-US', width: 1440 });
    await page.addInitScript((both) => {
      if (window.localStorage.getItem('i18nextLng') === null) window.localStorage.setItem('i18nextLng', 'fr');
      if (both && window.sessionStorage.getItem('i18nextLng') === null) window.sessionStorage.setItem('i18nextLng', 'fr');
    }, session);
    const problems = watchConsole(page);
    await visit(page, url('/fr/blog'));
    // The server, which cannot see storage, sent the browser to the English address: the browser puts it back.
    await page.waitForURL((address) => address.pathname === '/fr/blog' && address.search === '');
    await page.getByRole('banner').getByRole('link', { name: 'Connexion' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.waitForFunction(() => document.cookie.includes('i18next=fr'));
    // Its choice lasts: a link then keeps French.
    await footerHydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('an English link followed by a browser whose storage holds French stays English: the address comes first', async () => {
    const page = await openPage(running.browser, { locale: 'fr-FR' });
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fr'));
    await visit(page, url('/fr/blog?lng=en'));
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).search).toBe('?lng=en');
    await page.context().close();
  });

  test('an English visitor sees the case study’s screens drawn in English', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, url('/fr/projets'));
    await page.locator('main a[href^="/fr/projects/"]').first().click();
    await page.waitForURL((address) => address.pathname.startsWith('/fr/projects/'));
    const screens = page.locator('main .case-screens img.device__screen');
    await screens.first().waitFor();
    const sources = () => screens.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
    const french = await sources();
    expect(french.length).toBeGreaterThan(1);

    await switchTo(page, 'EN');
    await page.getByRole('heading', { level: 2, name: 'The screens' }).waitFor();
    await page.waitForFunction((before) => {
      const now = [...document.querySelectorAll('main .case-screens img.device__screen')].map((image) => image.getAttribute('src'));
      return now.length > 0 && now.every((src, index) => src !== before[index]);
    }, french);
    const english = await sources();
    const captions = await page.locator('main .case-screens figcaption').allTextContents();
    // Each drawing names what it shows in its own language: the English file is the English screen.
    for (const [index, src] of english.entries()) {
      const file = new URL(src, running.site.url).searchParams.get('imageURL') ?? new URL(src, running.site.url).pathname;
      const drawing = await (await fetch(url(file))).text();
      expect([file, decodeXml(/<title>([^<]*)<\/title>/.exec(drawing)?.[1] ?? '')]).toEqual([file, captions[index]]);
    }
    await page.context().close();
  });
});
