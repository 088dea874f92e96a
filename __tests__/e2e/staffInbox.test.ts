import type { Page } from 'playwright-core';
import { createAccount, grantStaff, logIn } from './support/accounts';
import { axeViolations, describeViolations } from './support/axe';
import { describeInBrowser, openPage, siteAndBrowser, watchConsole } from './support/site';

const STAFF = { firstName: 'Sam', lastName: 'Staff', email: 'sam.staff@example.com', password: 'correct horse battery staple' };

describeInBrowser('the staff inbox, in the browser', () => {
  const running = siteAndBrowser();

  beforeAll(async () => {
    const { site } = running;
    const sent = await fetch(`${site.url}/api/messages/create-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour, nous aimerions refaire notre site.' }),
    });
    expect(sent.status).toBe(201);
    await createAccount(site, STAFF);
    // As the agency would: the command line, on the site's own data folder.
    expect(await grantStaff(site, STAFF.email)).toMatch(/is now staff/);
  });

  test.each([1280, 390])('at %d px: staff answers a message from the inbox, every screen keyboard-usable and without axe violations', async (width) => {
    // The site menu's own phone layout is the public site's tests' concern: the staff screens are resized once reached.
    const page = await openPage(running.browser, { width: 1280 });
    const problems = watchConsole(page);
    const found: string[] = [];
    const check = async (where: string) => {
      found.push(...describeViolations(`${where} @${width}`, await axeViolations(page)));
      // A wide table scrolls in its block: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    };
    await logIn(page, running.site, STAFF);
    await page.waitForURL((url) => url.pathname === '/fr/mon-compte');
    // The account page settled (its chunk in, the session's user known): the menu then stays open.
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu du site' }).getByRole('link', { name: 'Espace équipe' }).click();
    await page.setViewportSize({ width, height: 900 });
    const table = page.getByRole('table', { name: /Messages/ });
    await table.waitFor();
    await check('inbox');

    await openFromKeyboard(page, table.getByRole('link', { name: 'Léa Martin' }));
    await page.getByRole('heading', { level: 3, name: 'Léa Martin' }).waitFor();
    await check('message');
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Répondu' });
    await page.getByRole('textbox', { name: /Note interne/ }).fill(`Rappelée (${width} px).`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Suivi enregistré.').waitFor();
    await page.getByRole('region', { name: 'Historique' }).getByText(/par Sam Staff/).first().waitFor();

    await page.getByRole('link', { name: 'Journal des modifications' }).click();
    await page.getByRole('table', { name: /Journal des modifications/ }).waitFor();
    await check('audit');
    await page.getByRole('link', { name: 'Paiements' }).click();
    await page.getByText('Aucun paiement ne correspond.').waitFor();
    await check('payments');

    await page.context().close();
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});

/** Follows a link from the keyboard: focused, then Enter. */
async function openFromKeyboard(page: Page, link: ReturnType<Page['getByRole']>): Promise<void> {
  await link.focus();
  await page.keyboard.press('Enter');
}
