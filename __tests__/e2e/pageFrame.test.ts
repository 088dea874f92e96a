import type { Page } from 'playwright-core';
import { createAccount, logIn } from './support/accounts';
import { describeInBrowser, footerHydrated, openPage, siteAndBrowser, visit, watchConsole } from './support/site';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** Scrolls with the mouse wheel, a step at a time, as a visitor does, and lets the page catch up. */
async function wheel(page: Page, deltaY: number, steps: number): Promise<void> {
  for (let i = 0; i < steps; i += 1) {
    await page.mouse.wheel(0, deltaY);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
}

describeInBrowser('the frame of the site: page changes, header, menus and account link', () => {
  const running = siteAndBrowser();
  const url = (path: string) => running.site.url + path;

  test('while the next page’s code loads, the visitor sees a loading state at the top, not the old page; then its heading has the focus', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    const problems = watchConsole(page);
    await visit(page, url('/fr/projets'));
    await page.waitForLoadState('networkidle');
    const last = page.getByRole('main').getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    // The project page's code and data come slowly, as on a busy phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$|\/api\/projects\/unique\//, async (route) => {
      await held;
      await route.continue();
    });
    await last.click();
    await page.waitForURL((address) => address.pathname.startsWith('/fr/projects/'));
    await page.waitForTimeout(400);
    // Under the new address: the top of the page, a loading state in view, none of the old list.
    expect(await scrollY(page)).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Chargement…' }).first().waitFor({ state: 'visible' });
    expect(await inViewport(page, '.page-loading')).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Nos projets' }).count()).toBe(0);
    release();
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('main h1')].filter((h1) => h1.getClientRects().length > 0);
      return shown.length === 1 && shown[0]?.textContent !== 'Nos projets' && !document.querySelector('main .skeleton, main .skeleton-text');
    });
    const title = (await heading.textContent())?.trim();
    await page.waitForFunction((text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent?.trim() === text, title, { timeout: 5000 });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('clicking the last project card: its page’s heading has the focus once its code and data have come', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, url('/fr/projets'));
    await page.waitForLoadState('networkidle');
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const last = page.getByRole('main').getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await page.waitForURL((address) => address.pathname.startsWith('/fr/projects/'));
    // The project's own heading, shown (the list's, hidden under the loading state, may still be in the document).
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('main h1')].filter((h1) => h1.getClientRects().length > 0);
      return shown.length === 1 && shown[0]?.textContent !== 'Nos projets' && !document.querySelector('main .skeleton, main .skeleton-text');
    });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`)).toBe(
      `H1 ${(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent())?.trim()}`,
    );
    await page.context().close();
  });

  test.each([375, 1440])('at %ipx, an inner page’s header leaves on scrolling down and comes back on scrolling up, shifting nothing', async (width) => {
    const page = await openPage(running.browser, { width, height: 800 });
    await visit(page, url('/fr/article/progressive-web-app'));
    await page.locator('main article.detail').waitFor();
    await page.evaluate(() => {
      const shifts = ((window as unknown as { shifts: number }).shifts = 0);
      void shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    await page.mouse.move(width / 2, 400);
    await wheel(page, 400, 12);
    expect(await scrollY(page)).toBeGreaterThan(2000);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    expect(await inViewport(page, 'header.site-header')).toBe(false);
    await wheel(page, -120, 2);
    expect(await scrollY(page)).toBeGreaterThan(1500);
    expect(await inViewport(page, 'header.site-header')).toBe(true);
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu du site' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await page.context().close();
  });

  test('a signed-in visitor’s header never says “Connexion” while the stored session is being checked', async () => {
    const account = { firstName: 'Nadia', lastName: 'Perrin', email: 'nadia.perrin@example.com', password: 'une phrase de passe assez longue' };
    await createAccount(running.site, account);
    const page = await openPage(running.browser, { width: 1440 });
    // Each frame, from the very first paint: is a “Connexion” link shown in the header?
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { accountLinks: string[] }).accountLinks = seen;
      const look = () => {
        for (const link of document.querySelectorAll('header a')) {
          const text = link.textContent?.trim() ?? '';
          if ((text === 'Connexion' || text === 'Mon compte') && link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
            if (seen.at(-1) !== text) seen.push(text);
          }
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await logIn(page, running.site, account);
    await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).waitFor();
    await page.route(/\/api\/users\/me$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await visit(page, url('/fr/blog'));
    await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { accountLinks: string[] }).accountLinks)).toEqual(['Mon compte']);
    await page.context().close();

    // Without a stored session, the login link is there from the first paint on.
    const anonymous = await openPage(running.browser, { width: 1440 });
    const response = await anonymous.goto(url('/fr/blog'));
    expect(await response?.text()).toContain('>Connexion</a>');
    await anonymous.getByRole('banner').getByRole('link', { name: 'Connexion' }).waitFor({ state: 'visible' });
    await anonymous.context().close();
  });

  test('the logout prompt says the spec’s words, in English and in French', async () => {
    const account = { firstName: 'Hugo', lastName: 'Lemoine', email: 'hugo.lemoine@example.com', password: 'une phrase de passe assez longue' };
    await createAccount(running.site, account);
    const page = await openPage(running.browser, { width: 1440, locale: 'en-US' });
    await logIn(page, running.site, account);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    const prompt = page.getByRole('dialog', { name: 'Do you want to logout ?' }).or(page.getByRole('alertdialog', { name: 'Do you want to logout ?' }));
    await prompt.waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^FR / }).click();
    await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('dialog', { name: 'Voulez-vous vous déconnecter ?' }).or(page.getByRole('alertdialog', { name: 'Voulez-vous vous déconnecter ?' })).waitFor();
    await page.context().close();
  });

  test('the footer leads to the 3D page', async () => {
    const page = await openPage(running.browser, { width: 375 });
    await visit(page, url('/fr/l-agence'));
    await footerHydrated(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Notre logo en 3D' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Page 3D' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/page-3d');
    await page.context().close();
  });

  test.each([375, 800, 1024])('at %ipx, home’s burger keeps its sections and leads to the rest of the site', async (width) => {
    const page = await openPage(running.browser, { width });
    await visit(page, url('/fr'));
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu de l’accueil' });
    for (const name of ['Notre mission', 'Expertise', 'Références', 'Contact']) await dialog.getByRole('link', { name, exact: true }).waitFor();
    for (const name of ['Services', 'Projets', 'Blog', 'Recrutement', 'L’agence']) await dialog.getByRole('link', { name, exact: true }).waitFor();
    await dialog.getByRole('link', { name: 'Projets', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nos projets' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/projets');
    await page.context().close();
  });
});
