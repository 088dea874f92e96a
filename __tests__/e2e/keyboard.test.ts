import type { Page } from 'playwright-core';
import frAccount from '../../src/client/locales/fr/account.json';
import frCommon from '../../src/client/locales/fr/common.json';
import frForms from '../../src/client/locales/fr/forms.json';
import frErrors from '../../src/shared/locales/fr/errors.json';
import { pathTo, type RouteName } from '../../src/shared/routes';
import { createAccount } from './support/accounts';
import { loadRouteSamples, routePath, type RouteSamples } from './support/routes';
import { describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';

// Only the keyboard drives these pages: no click, no fill.
const ACCOUNT = { firstName: 'Yanis', lastName: 'Haddad', email: 'yanis.haddad@example.com', password: 'une phrase au clavier seulement' };

interface Focus {
  /** What has the focus, to read in a failure ("button.menu-button "Menu""); null for the page itself. */
  what: string | null;
  /** A focus indicator is drawn: a computed outline or box-shadow. */
  indicated: boolean;
  /** Not entirely hidden by other content (WCAG 2.4.11): a point of it is on top. */
  seen: boolean;
}

/** Waits until the page stops scrolling (html scrolls smoothly to the focus without reduced motion). */
function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const deadline = performance.now() + 2000;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3 || performance.now() > deadline) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** The focused element and whether a person can see where the focus is. */
function focus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { what: null, indicated: false, seen: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const points = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]] as const;
    const seen = points.some(([x, y]) => {
      const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
      return hit !== null && (element.contains(hit) || hit.contains(element));
    });
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return { what: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} "${text}"`, indicated: outline || shadow, seen };
  });
}

/** The focus is on an element matching `selector` (and saying `text`, when given). */
const focusMatches = (page: Page, selector: string, text?: string) =>
  page.evaluate(
    ([sel, said]) => {
      const element = document.activeElement;
      return (element?.matches(sel) ?? false) && (said === undefined || element?.textContent?.trim() === said);
    },
    [selector, text] as const,
  );

/**
 * Presses a key and checks the focus it leads to: drawn and in view. Problems are collected
 * (with where they happened) rather than thrown, so one run lists them all.
 */
async function press(page: Page, key: string, problems: string[], where: string): Promise<Focus> {
  await page.keyboard.press(key);
  await scrollSettled(page);
  const now = await focus(page);
  if (now.what !== null && !now.indicated) problems.push(`${where}: no focus indicator on ${now.what}`);
  if (now.what !== null && !now.seen) problems.push(`${where}: ${now.what} is hidden by other content`);
  return now;
}

/**
 * The focus is inside `selector`, or on no element of the page: past the last element of a modal
 * <dialog> the browser lends the focus to its own controls, never to the inert page behind.
 */
const focusInsideOrOut = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const element = document.activeElement;
    return !element || element === document.body || element.matches(sel);
  }, selector);

interface Target {
  selector: string;
  text?: string;
}

/** Tabs (or Shift+Tabs) until the focus is on the target, checking every stop on the way. */
async function tabTo(page: Page, { selector, text }: Target, problems: string[], where: string, key = 'Tab', max = 80): Promise<void> {
  for (let stop = 0; stop < max; stop++) {
    await press(page, key, problems, where);
    if (await focusMatches(page, selector, text)) return;
  }
  throw new Error(`${where}: ${max} presses of ${key} never reached ${selector} ${text ?? ''}`);
}

describeInBrowser('keyboard only, in Chromium', () => {
  const running = siteAndBrowser();
  let samples: RouteSamples;

  beforeAll(async () => {
    samples = await loadRouteSamples(running.site);
    await createAccount(running.site, ACCOUNT);
  });
  const WALKED: RouteName[] = ['home', 'contact', 'blog', 'article', 'accessibility'];

  test.each([375, 1440])(
    'at %i px: the first Tab reaches the skip link, Enter moves to the content, and every stop of the page shows its focus',
    async (width) => {
      const page = await openPage(running.browser, { width });
      const problems: string[] = [];
      for (const name of WALKED) {
        await visit(page, running.site.url + routePath(name, samples));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');

        const first = await press(page, 'Tab', problems, name);
        expect([name, first.what]).toEqual([name, `a.skip-link "${frCommon.skipToContent}"`]);
        expect(await page.locator('.skip-link').evaluate((link) => link.getBoundingClientRect().top >= 0)).toBe(true);
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.activeElement?.id === 'main');

        // On through the page to its end: the focus leaves the document after the last stop.
        const stops = new Set<string>();
        for (let step = 0; step < 250; step++) {
          const now = await press(page, 'Tab', problems, `${name} @${width}`);
          if (now.what === null || now.what.startsWith('a.skip-link')) break;
          stops.add(now.what);
        }
        expect([name, stops.size > 3]).toEqual([name, true]);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    120_000,
  );

  test('at 375 px: the burger menus open with the keyboard, keep the focus, close on Escape and give it back', async () => {
    const page = await openPage(running.browser, { width: 375 });
    const problems: string[] = [];
    for (const [route, menu] of [['contact', 'site-menu'], ['home', 'home-menu']] as const) {
      await visit(page, running.site.url + pathTo(route));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const button = `button[aria-controls="${menu}"]`;
      await tabTo(page, { selector: button }, problems, route);
      await page.keyboard.press('Enter');
      await page.locator(`#${menu}`).waitFor();
      expect(await page.locator(button).getAttribute('aria-expanded')).toBe('true');
      expect(await focusMatches(page, `#${menu} *`)).toBe(true);

      // A modal <dialog>: Tab goes round the menu's entries and never reaches the page behind
      // (past the last entry the browser's own controls may take it, then the first entry).
      expect(await page.locator(`#${menu}`).evaluate((dialog) => dialog.matches('dialog:modal'))).toBe(true);
      const entries = await page.locator(`#${menu}`).evaluate((dialog) => dialog.querySelectorAll('a[href], button').length);
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let step = 0; step < entries + 1; step++) {
          await press(page, key, problems, `${menu} open`);
          expect([menu, key, step, await focusInsideOrOut(page, `#${menu} *`)]).toEqual([menu, key, step, true]);
        }
        // And it comes back in: the next presses reach an entry again.
        for (let extra = 0; extra < 3 && !(await focusMatches(page, `#${menu} *`)); extra++) await press(page, key, problems, `${menu} open`);
        expect([menu, key, await focusMatches(page, `#${menu} *`)]).toEqual([menu, key, true]);
      }
      await page.keyboard.press('Escape');
      await page.locator(`#${menu}`).waitFor({ state: 'detached' });
      expect(await focusMatches(page, button)).toBe(true);
      expect(await page.locator(button).getAttribute('aria-expanded')).toBe('false');
    }

    // An entry chosen with Enter goes to its page and closes the menu.
    await visit(page, running.site.url + pathTo('contact'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, { selector: 'button[aria-controls="site-menu"]' }, problems, 'contact');
    await page.keyboard.press('Enter');
    await tabTo(page, { selector: `#site-menu a[href="${pathTo('blog')}"]` }, problems, 'site-menu open', 'Tab', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === pathTo('blog'));
    await page.locator('#site-menu').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the contact form sent with errors: every error at once, each announced and tied to its field, and the form then goes', async () => {
    const page = await openPage(running.browser, { width: 375 });
    const problems: string[] = [];
    await visit(page, running.site.url + pathTo('contact'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    /** The field is in error: aria-invalid, described by its message, which a live region carries. */
    const expectError = async (selector: string, message: string) => {
      await page.waitForFunction(
        ([css, text]) => {
          const field = document.querySelector(css!);
          const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
          return field?.getAttribute('aria-invalid') === 'true' && ids.some((id) => document.getElementById(id)?.textContent === text);
        },
        [selector, message],
      );
      const announced = await page.evaluate(
        ([css, text]) => {
          const ids = document.querySelector(css!)!.getAttribute('aria-describedby')!.split(' ');
          const error = ids.map((id) => document.getElementById(id)!).find((element) => element.textContent === text)!;
          return error.closest('[aria-live="polite"], [aria-live="assertive"], [role="alert"], [role="status"]') !== null;
        },
        [selector, message],
      );
      expect([message, announced]).toEqual([message, true]);
    };
    const inError = () => page.locator('main form [aria-invalid="true"]').count();

    await tabTo(page, { selector: 'main form button[type="submit"]' }, problems, 'contact form');
    await page.keyboard.press('Enter');
    // One press: every required field says what is missing, and the focus is on the first of them.
    await expectError('input[name="lastName"]', frErrors.emptyLastName);
    await expectError('input[name="firstName"]', frErrors.emptyFirstName);
    await expectError('input[name="email"]', frErrors.emptyEmail);
    await expectError('textarea[name="message"]', frErrors.emptyContactMessage);
    expect(await inError()).toBe(4);
    expect(await focusMatches(page, 'input[name="lastName"]')).toBe(true);
    expect(await page.getByRole('alert').textContent()).toBe(frForms.emptyInputs);

    await page.keyboard.type('Martin');
    // Corrected, the field is no longer in error; the others still are.
    expect(await page.locator('input[name="lastName"]').getAttribute('aria-invalid')).toBeNull();
    expect(await inError()).toBe(3);
    await press(page, 'Tab', problems, 'contact form');
    await page.keyboard.type('Léa');
    await press(page, 'Tab', problems, 'contact form');
    await page.keyboard.type('lea');
    await press(page, 'Tab', problems, 'contact form');
    await page.keyboard.type('abc');
    await press(page, 'Tab', problems, 'contact form');
    await page.keyboard.type('Bonjour, nous aimerions un site plus accessible.');
    await tabTo(page, { selector: 'main form button[type="submit"]' }, problems, 'contact form');
    await page.keyboard.press('Enter');
    await expectError('input[name="email"]', frErrors.notValidEmail);
    await expectError('input[name="phoneNumber"]', frErrors.notValidPhoneNumber);
    expect(await inError()).toBe(2);
    expect(await focusMatches(page, 'input[name="email"]')).toBe(true);
    await page.keyboard.type('@example.com');
    await press(page, 'Tab', problems, 'contact form');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace'); // the phone is optional
    await page.keyboard.press('Enter'); // Enter in a field sends the form
    await page.getByRole('heading', { name: frForms.contact.sentTitle }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('logged in with the keyboard, the logout and delete dialogs keep the focus, close on Escape and give it back', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    const problems: string[] = [];
    await visit(page, running.site.url + pathTo('login'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, { selector: 'main input[name="email"]' }, problems, 'login');
    await page.keyboard.type(ACCOUNT.email);
    await press(page, 'Tab', problems, 'login');
    expect(await focusMatches(page, 'main input[name="password"]')).toBe(true);
    await page.keyboard.type(ACCOUNT.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === pathTo('account'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    for (const [label, title] of [
      [frAccount.actions.logout, frAccount.logout.title],
      [frAccount.actions.delete, frAccount.delete.title],
    ] as const) {
      const opener = { selector: 'main button', text: label };
      await tabTo(page, opener, problems, 'account');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
      await dialog.waitFor();
      expect(await dialog.evaluate((node) => node.matches('dialog:modal'))).toBe(true);
      const inside = 'dialog *';
      expect([title, await focusMatches(page, inside)]).toEqual([title, true]);

      // Round the dialog twice each way: the focus never reaches the page behind.
      const stops = await dialog.evaluate((node) => node.querySelectorAll('a[href], button:not([disabled]), input:not([type="hidden"])').length);
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let step = 0; step < stops * 2; step++) {
          await press(page, key, problems, title);
          expect([title, key, step, await focusInsideOrOut(page, inside)]).toEqual([title, key, step, true]);
        }
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect([title, await focusMatches(page, opener.selector, opener.text)]).toEqual([title, true]);
    }

    // Confirmed with the keyboard, the logout ends the session.
    await tabTo(page, { selector: 'main button', text: frAccount.actions.logout }, problems, 'account', 'Shift+Tab', 10);
    await page.keyboard.press('Enter');
    const logout = page.getByRole('dialog', { name: frAccount.logout.title }).or(page.getByRole('alertdialog', { name: frAccount.logout.title }));
    await logout.waitFor();
    await tabTo(page, { selector: 'dialog button', text: frAccount.logout.confirm }, problems, 'logout dialog', 'Tab', 10);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === pathTo('home'));
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
