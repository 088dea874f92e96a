import type { Browser, Page } from 'playwright-core';
import { pathTo, PROTECTED_ROUTES } from '../../src/shared/routes';
import enAccount from '../../src/client/locales/en/account.json';
import frAccount from '../../src/client/locales/fr/account.json';
import { createAccount, logIn } from './support/accounts';
import { axeViolations, describeViolations } from './support/axe';
import { loadRouteSamples, PUBLIC_ROUTE_NAMES, routePath, type RouteSamples } from './support/routes';
import { describeInBrowser, launchBrowser, openPage, startSite, type Site } from './support/site';

const ACCOUNT = { firstName: 'Inès', lastName: 'Moreau', email: 'ines.moreau@example.com', password: 'une phrase de passe accessible' };
const VIEWS = [375, 1440].flatMap((width) => (['fr', 'en'] as const).map((language) => ({ width, language })));

/** The page is ready for axe: in its language, its h1 shown, no skeleton or loading fallback left. */
async function settle(page: Page, language: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    (lang) =>
      document.documentElement.lang === lang &&
      document.querySelector('.skeleton, .skeleton-text, [aria-busy="true"], .page-loading') === null,
    language,
  );
}

describeInBrowser('accessibility: axe-core (WCAG 2.2 A and AA) on every route, in Chromium', () => {
  let site: Site;
  let browser: Browser;
  let samples: RouteSamples;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    samples = await loadRouteSamples(site);
    await createAccount(site, ACCOUNT);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  test.each(VIEWS)(
    'at $width px in $language: every route, the forms in error, the menu and the logout dialog have no violation',
    async ({ width, language }) => {
      const page = await openPage(browser, { width, locale: language === 'en' ? 'en-GB' : 'fr-FR' });
      const query = language === 'en' ? '?lng=en' : '';
      const found: string[] = [];
      const check = async (where: string) => found.push(...describeViolations(`${where} @${width} ${language}`, await axeViolations(page)));
      const visit = async (path: string) => {
        await page.goto(site.url + path + query);
        await settle(page, language);
      };

      for (const name of PUBLIC_ROUTE_NAMES) {
        await visit(routePath(name, samples));
        await check(name);
      }
      await visit('/fr/cette-page-n-existe-pas');
      await check('unknown path (404)');

      // The forms sent empty: the first failing field shows its error.
      for (const name of ['contact', 'login'] as const) {
        await visit(pathTo(name));
        await page.locator('main form button[type="submit"]').click();
        await page.locator('main form [aria-invalid="true"]').waitFor();
        await check(`${name} form in error`);
      }

      // The site menu, open.
      await visit(pathTo('contact'));
      await page.locator('button[aria-controls="site-menu"]').click();
      await page.locator('#site-menu').waitFor();
      await check('site menu open');
      // The home menu, open (its burger shows on narrow screens only).
      if (width < 1024) {
        await visit(pathTo('home'));
        await page.locator('button[aria-controls="home-menu"]').click();
        await page.locator('#home-menu').waitFor();
        await check('home menu open');
      }

      await logIn(page, site, ACCOUNT, query);
      await page.waitForURL((url) => url.pathname === pathTo('account'));
      for (const name of PROTECTED_ROUTES) {
        await visit(pathTo(name));
        await check(`${name} (logged in)`);
      }
      await visit(pathTo('account'));
      const logout = (language === 'en' ? enAccount : frAccount).actions.logout;
      await page.getByRole('button', { name: logout, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await check('logout dialog open');

      await page.context().close();
      expect(found).toEqual([]);
    },
    300_000,
  );
});
