/**
 * A tap made as soon as the page shows, before the app has taken it over, takes effect: on a phone
 * (4× slower CPU, touch) whose app scripts are held back until the tap is made, the menu, the
 * FR/EN switch and a form's submit each do what they say once the app is there.
 */
import type { Browser, Page } from 'playwright-core';
import { emulateMobile, MOBILE } from './support/phone';
import { pathTo } from '../../src/shared/routes';
import { describeInBrowser, siteAndBrowser, watchConsole } from './support/site';

interface Phone {
  page: Page;
  problems: string[];
  /** From now on the app's scripts (all but the entry's) are held back, as a slow phone waits for them… */
  holdApp: () => void;
  /** …until now. */
  releaseApp: () => void;
}

async function phone(browser: Browser): Promise<Phone> {
  const context = await browser.newContext({ viewport: MOBILE.viewport, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  await emulateMobile(page, { network: false });
  let held: { promise: Promise<void>; release: () => void } | null = null;
  await page.route(/\/assets\/(?!runtime\.|main\.)[^/]+\.js$/, async (route) => {
    await held?.promise;
    await route.continue();
  });
  return {
    page,
    problems: watchConsole(page),
    holdApp: () => {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    releaseApp: () => {
      held?.release();
      held = null;
    },
  };
}

/** The server's page painted, the app not yet there. */
async function firstPaint(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await appReady(page)).toBe(false);
}

function appReady(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.app === 'ready');
}

const languageButton = (page: Page, name: string) => page.getByRole('group', { name: /^(Langue|Language)$/ }).getByRole('button', { name });

describeInBrowser('taps made at first paint, before the app is ready', () => {
  const running = siteAndBrowser();
  const contact = () => running.site.url + pathTo('contact');

  it('the menu button opens the menu, its focus inside as when the app runs', async () => {
    const { page, problems, holdApp, releaseApp } = await phone(running.browser);
    holdApp();
    await page.goto(contact(), { waitUntil: 'commit' });
    await firstPaint(page);
    await page.getByRole('button', { name: 'Menu' }).tap();
    expect(await appReady(page)).toBe(false);
    releaseApp();

    const menu = page.getByRole('dialog', { name: 'Menu du site' });
    await menu.waitFor();
    expect(await menu.evaluate((dialog) => dialog.matches('dialog:modal') && dialog.contains(document.activeElement))).toBe(true);
    // Styled as it opens, its styles not being the page's: full screen, its entries in a column.
    expect(await menu.evaluate((dialog) => [getComputedStyle(dialog).position, getComputedStyle(dialog.querySelector('.site-menu__list')!).flexDirection])).toEqual(['fixed', 'column']);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the language switch switches, both ways, and the choice lasts', async () => {
    const { page, problems, holdApp, releaseApp } = await phone(running.browser);
    holdApp();
    await page.goto(contact(), { waitUntil: 'commit' });
    await firstPaint(page);
    await languageButton(page, 'EN – afficher le site en English').tap();
    expect(await appReady(page)).toBe(false);
    releaseApp();
    await page.waitForURL((address) => address.search === '?lng=en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await languageButton(page, 'EN – show the site in English').getAttribute('aria-pressed')).toBe('true');
    // The server was told: it keeps the choice in its cookie.
    await page.waitForFunction(() => document.cookie.includes('i18next=en'));

    // A new visit, in English now; back to French at its first paint.
    holdApp();
    await page.reload({ waitUntil: 'commit' });
    await firstPaint(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await languageButton(page, 'FR – show the site in Français').tap();
    expect(await appReady(page)).toBe(false);
    releaseApp();
    await page.waitForURL((address) => address.pathname === pathTo('contact') && address.search === '');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(await languageButton(page, 'FR – afficher le site en Français').getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => document.cookie.includes('i18next=fr'));

    // The switch is replayed once every part of the page is hydrated: no part of it still has the
    // English markup to hydrate in French (React would report a mismatch, #418).
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a form's submit checks the form and shows its errors, the fields never in the address", async () => {
    const { page, problems, holdApp, releaseApp } = await phone(running.browser);
    holdApp();
    await page.goto(contact(), { waitUntil: 'commit' });
    await firstPaint(page);
    await page.locator('main form button[type="submit"]').tap();
    expect(await appReady(page)).toBe(false);
    releaseApp();

    await page.locator('main form [aria-invalid="true"]').first().waitFor();
    expect(page.url()).toBe(contact());
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
