import type { Page } from 'playwright-core';
import { pathTo, ROUTE_NAMES, ROUTES } from '../../src/shared/routes';
import enAccount from '../../src/client/locales/en/account.json';
import frAccount from '../../src/client/locales/fr/account.json';
import { createAccount, grantStaff, logIn } from './support/accounts';
import { axeViolations, describeViolations } from './support/axe';
import { loadRouteSamples, PUBLIC_ROUTE_NAMES, routePath, type RouteSamples } from './support/routes';
import { describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';
import frPage3d from '../../src/client/locales/fr/page3d.json';
import frAdmin from '../../src/client/locales/fr/admin.json';

const ACCOUNT = { firstName: 'Inès', lastName: 'Moreau', email: 'ines.moreau@example.com', password: 'une phrase de passe accessible' };
const STAFF = { firstName: 'Sacha', lastName: 'Durand', email: 'sacha.durand@example.com', password: 'une phrase de passe du staff' };
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

/** Records the `behavior` of every scroll a script asks for (scrollIntoView, scrollTo, scrollBy), in window.scrollCalls. */
function recordScrollCalls(): void {
  const calls: string[] = [];
  Object.assign(window, { scrollCalls: calls });
  const behaviourOf = (options: unknown) =>
    typeof options === 'object' && options !== null && 'behavior' in options ? String((options as ScrollToOptions).behavior) : 'auto';
  const owners: [object, string][] = [
    [Element.prototype, 'scrollIntoView'],
    [Element.prototype, 'scrollTo'],
    [Element.prototype, 'scrollBy'],
    [window, 'scrollTo'],
    [window, 'scrollBy'],
  ];
  for (const [owner, name] of owners) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!;
    Object.defineProperty(owner, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        calls.push(behaviourOf(args[0]));
        return original.apply(this, args);
      },
    });
  }
}

/** What moves on the page now: playing or autoplaying videos, endless animations, the root's scroll behaviour. */
function motionOnPage(page: Page) {
  return page.evaluate(() => ({
    videos: Array.from(document.querySelectorAll('video')).filter((video) => video.autoplay || !video.paused).length,
    endless: document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity).length,
    scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
  }));
}

describeInBrowser('accessibility: axe-core (WCAG 2.2 A and AA) on every route, in Chromium', () => {
  const running = siteAndBrowser();
  let samples: RouteSamples;

  beforeAll(async () => {
    samples = await loadRouteSamples(running.site);
    await createAccount(running.site, ACCOUNT);
    await createAccount(running.site, STAFF);
    await grantStaff(running.site, STAFF.email);
  });
  test.each(VIEWS)(
    'at $width px in $language: every route, the forms in error, the menu and the logout dialog have no violation',
    async ({ width, language }) => {
      const page = await openPage(running.browser, { width, locale: language === 'en' ? 'en-GB' : 'fr-FR' });
      const query = language === 'en' ? '?lng=en' : '';
      const found: string[] = [];
      const check = async (where: string) => found.push(...describeViolations(`${where} @${width} ${language}`, await axeViolations(page)));
      const open = async (path: string) => {
        await visit(page, running.site.url + path + query);
        await settle(page, language);
      };

      for (const name of PUBLIC_ROUTE_NAMES) {
        await open(routePath(name, samples));
        await check(name);
      }
      await open('/fr/cette-page-n-existe-pas');
      await check('unknown path (404)');

      // The forms sent empty: every field in error shows its message.
      for (const name of ['contact', 'login'] as const) {
        await open(pathTo(name));
        await page.locator('main form button[type="submit"]').click();
        await page.locator('main form [aria-invalid="true"]').first().waitFor();
        await check(`${name} form in error`);
      }

      // The site menu, open.
      await open(pathTo('contact'));
      await page.locator('button[aria-controls="site-menu"]').click();
      await page.locator('#site-menu').waitFor();
      await check('site menu open');
      // The home menu, open (its burger shows on narrow screens only).
      if (width < 1024) {
        await open(pathTo('home'));
        await page.locator('button[aria-controls="home-menu"]').click();
        await page.locator('#home-menu').waitFor();
        await check('home menu open');
      }

      await logIn(page, running.site, ACCOUNT, query);
      await page.waitForURL((url) => url.pathname === pathTo('account'));
      for (const name of ROUTE_NAMES.filter((route) => ROUTES[route].protected)) {
        await open(pathTo(name));
        await check(`${name} (logged in)`);
      }
      await open(pathTo('account'));
      const logout = (language === 'en' ? enAccount : frAccount).actions.logout;
      await page.getByRole('button', { name: logout, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await check('logout dialog open');
      await page.context().close();

      // The staff area, logged in as staff: each section's list, a new entry's form sent empty, a delete dialog.
      const staff = await openPage(running.browser, { width, locale: language === 'en' ? 'en-GB' : 'fr-FR' });
      const staffCheck = async (where: string) => found.push(...describeViolations(`${where} @${width} ${language}`, await axeViolations(staff)));
      await logIn(staff, running.site, STAFF, query);
      await staff.waitForURL((url) => url.pathname === pathTo('account'));
      // Each section has its name in the navigation's texts.
      for (const key of Object.keys(frAdmin.nav).filter((name) => name !== 'label')) {
        await visit(staff, `${running.site.url}/fr/admin/${key}${query}`);
        await settle(staff, language);
        await staff.locator('.admin-table, .admin-list__empty').first().waitFor();
        await staffCheck(`admin ${key}`);
      }
      for (const key of ['articles', 'items'] as const) {
        await visit(staff, `${running.site.url}/fr/admin/${key}/new${query}`);
        await settle(staff, language);
        await staff.locator('main form button[type="submit"]').click();
        await staff.locator('main form [aria-invalid="true"]').first().waitFor();
        await staffCheck(`admin ${key} form in error`);
      }
      await visit(staff, `${running.site.url}/fr/admin/jobs${query}`);
      await settle(staff, language);
      await staff.locator('.admin-table .admin-danger').first().click();
      await staff.getByRole('alertdialog').waitFor();
      await staffCheck('admin delete dialog open');
      await staff.context().close();
      expect(found).toEqual([]);
    },
    300_000,
  );

  test.each(['reduce', 'no-preference'] as const)(
    'prefers-reduced-motion %s: videos, endless animations, smooth scrolling (CSS and script) and the 3D scene follow it',
    async (reducedMotion) => {
      const calm = reducedMotion === 'reduce';
      const page = await openPage(running.browser, { width: 1440, reducedMotion });
      await page.addInitScript(recordScrollCalls);

      // Every page, as it loads: no video starts, nothing loops, the root does not scroll smoothly.
      const moving: string[] = [];
      for (const name of PUBLIC_ROUTE_NAMES) {
        await visit(page, running.site.url + routePath(name, samples));
        await settle(page, 'fr');
        const motion = await motionOnPage(page);
        if (motion.videos > 0) moving.push(`${name}: ${motion.videos} video(s) playing`);
        if (motion.endless > 0) moving.push(`${name}: ${motion.endless} endless animation(s)`);
        expect([name, motion.scrollBehavior]).toEqual([name, calm ? 'auto' : 'smooth']);
      }
      expect(moving).toEqual([]);

      // The site menu's hover videos (wide screens) only come without reduced motion.
      await visit(page, running.site.url + pathTo('contact'));
      await settle(page, 'fr');
      await page.locator('button[aria-controls="site-menu"]').click();
      for (const link of await page.locator('#site-menu .site-menu__list a').all()) await link.hover();
      expect(await page.locator('#site-menu video[autoplay]').count()).toBe(calm ? 0 : 1);

      // The home bar's anchors scroll by script: instantly under reduced motion, smoothly otherwise.
      await visit(page, running.site.url + pathTo('home'));
      await settle(page, 'fr');
      await page.locator('#references a[href^="/fr/client/"]').first().waitFor();
      await page.locator('nav.home-bar a[href="#references"]').click();
      await page.waitForURL(/#references$/);
      const calls = await page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);
      expect(calls.length).toBeGreaterThan(0);
      expect(new Set(calls)).toEqual(new Set([calm ? 'auto' : 'smooth']));

      // The 3D page: a still image under reduced motion, with the note saying why.
      await visit(page, running.site.url + pathTo('page3d'));
      await settle(page, 'fr');
      const note = page.getByText(frPage3d.still.reducedMotion);
      if (calm) {
        await page.locator('svg.page3d__still[role="img"]').waitFor();
        await note.waitFor();
        expect(await page.locator('canvas').count()).toBe(0);
      } else {
        await page.waitForFunction(() => document.querySelector('canvas, svg.page3d__still') !== null);
        expect(await note.count()).toBe(0);
      }
      await page.context().close();
    },
    120_000,
  );
});
