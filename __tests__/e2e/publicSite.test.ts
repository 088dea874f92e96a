import type { Page } from 'playwright-core';
import frPages from '../../src/client/locales/fr/pages.json';
import { loadRouteSamples, PUBLIC_ROUTE_NAMES, routePath, type RouteSamples } from './support/routes';
import { describeInBrowser, openPage, saveScreenshot, siteAndBrowser, visit, watchConsole, widestRightEdge } from './support/site';

const WIDTHS = [375, 1440] as const;
// French puts a non-breaking space before ':' and '?'; names are matched with any space.
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

describeInBrowser('the public site in Chromium', () => {
  // The agency's own profiles: sample ones are never linked (src/shared/company.ts).
  const running = siteAndBrowser({
    COMPANY_LINKEDIN_URL: 'https://www.linkedin.com/company/atelier-nord',
    COMPANY_INSTAGRAM_URL: 'https://www.instagram.com/atelier.nord',
    COMPANY_FACEBOOK_URL: 'https://www.facebook.com/ateliernord',
  });
  let samples: RouteSamples;

  beforeAll(async () => {
    samples = await loadRouteSamples(running.site);
  });

  describe.each(WIDTHS)('at %ipx', (width) => {
    test('every public route renders its level-1 heading without a console error, and nothing overflows', async () => {
      const page = await openPage(running.browser, { width });
      const problems = watchConsole(page);
      for (const name of PUBLIC_ROUTE_NAMES) {
        const path = routePath(name, samples);
        await visit(page, running.site.url + path);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        const text = (await heading.textContent())?.trim() ?? '';
        if (!(name in samples) && name !== 'home') expect([name, text]).toEqual([name, (frPages as Record<string, { title: string }>)[name]!.title]);
        expect([name, text.length > 0]).toEqual([name, true]);
        expect([name, await page.title()]).toEqual([name, expect.stringContaining('Pixel & Cie')]);
        expect([name, await widestRightEdge(page)]).toEqual([name, expect.any(Number)]);
        expect([name, (await widestRightEdge(page)) <= width + 1]).toEqual([name, true]);
        expect([name, problems]).toEqual([name, []]);
      }
      await page.context().close();
    });

    test('screenshots of the home page, the blog, an article, a job and the legal notice', async () => {
      const page = await openPage(running.browser, { width });
      for (const [name, path] of [
        ['home', '/fr'],
        ['blog', '/fr/blog'],
        ['article', samples.article!],
        ['job', samples.recruitmentDetail!],
        ['legal-notices', '/fr/mentions-legales'],
      ] as const) {
        await visit(page, running.site.url + path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, `${name}-${width}`);
      }
      await page.context().close();
    });

    test('the site menu reaches every entry, and closes on choice and on Escape', async () => {
      const page = await openPage(running.browser, { width });
      const entries: [string, string][] = [
        ['Accueil', '/fr'],
        ['L’agence', '/fr/l-agence'],
        ['Projets', '/fr/projets'],
        ['Services', '/fr/services'],
        ['Conseil', '/fr/societe-de-conseils'],
        ['Forfaits', '/fr/forfait'],
        ['Starter pack', '/fr/starter-pack'],
        ['Blog', '/fr/blog'],
        ['Recrutement', '/fr/recrutement'],
        ['Offres d’emploi', '/fr/jobs'],
        ['Contact', '/fr/contact'],
        ['Mentions légales', '/fr/mentions-legales'],
      ];
      await visit(page, running.site.url + '/fr/contact');
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      await menuButton.click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Menu du site' }).waitFor({ state: 'hidden' });
      expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

      for (const [label, path] of entries) {
        await visit(page, running.site.url + '/fr/contact');
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Menu du site' });
        await dialog.getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await dialog.waitFor({ state: 'hidden' });
      }
      await page.context().close();
    });
  });

  test('on a wide screen, the home bar anchors scroll to their sections', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, running.site.url + '/fr');
    const bar = page.getByRole('navigation', { name: 'Sections de la page' });
    // The references come from the API; once they are in, the page has its full height.
    await page.locator('#references a[href^="/fr/client/"]').first().waitFor();
    for (const [label, id] of [['Références', 'references'], ['Expertise', 'services'], ['Notre mission', 'goal']] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await bar.getByRole('link', { name: label }).click();
      await page.waitForURL(new RegExp(`#${id}$`));
      await expect_inViewport(page, `#${id}`);
    }
    await page.context().close();
  });

  test('on a phone, the home burger reaches the sections, Contact and the social links', async () => {
    const page = await openPage(running.browser, { width: 375 });
    await visit(page, running.site.url + '/fr');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu de l’accueil' });
    for (const name of ['Notre mission', 'Expertise', 'Références', 'Contact']) await dialog.getByRole('link', { name, exact: true }).waitFor();
    for (const name of ['LinkedIn', 'Instagram', 'Facebook']) await dialog.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await dialog.getByRole('link', { name: 'Références', exact: true }).click();
    await page.waitForURL(/#references$/);
    await expect_inViewport(page, '#references');
    await page.context().close();
  });

  test('blog → article → category, and the next blog page', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, running.site.url + '/fr/blog');
    await page.getByRole('link', { name: /^Lire la suite/ }).first().click();
    await page.waitForURL(/\/fr\/article\//);
    const current = new URL(page.url()).pathname;
    const related = page.getByRole('region', { name: 'À lire aussi' }).getByRole('link');
    await related.first().waitFor();
    const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs.filter((href) => href?.startsWith('/fr/article/'))).size).toBe(3);
    expect(hrefs).not.toContain(current);

    await page.locator('main a[href^="/fr/category/"]').first().click();
    await page.waitForURL(/\/fr\/category\//);
    // The heading shows while loading; the category's articles follow.
    await page.getByRole('link', { name: /^Lire la suite/ }).first().waitFor();

    await visit(page, running.site.url + '/fr/blog');
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await page.waitForURL(/\/fr\/blog\/page\/2$/);
    await page.getByRole('heading', { level: 1, name: 'Blog, page 2' }).waitFor();
    await page.context().close();
  });

  test('a job offer\'s apply-now button opens the candidacy form naming the job', async () => {
    const page = await openPage(running.browser, { width: 375 });
    await visit(page, running.site.url + '/fr/jobs');
    await page.getByRole('link', { name: /^Postuler maintenant.*UX\/UI/ }).click();
    await page.waitForURL(/\/fr\/candidature\?job=alternant-ux-ui$/);
    await page.getByText(spaced('Vous postulez à l’offre « Alternance : designer UX/UI »')).waitFor();
    await page.context().close();
  });

  test('English visitors read the same pages in English', async () => {
    const page = await openPage(running.browser, { width: 1440, locale: 'en-GB' });
    await visit(page, running.site.url + '/fr/article/quest-ce-quun-mvp');
    await page.getByRole('heading', { level: 1, name: 'What is an MVP, really?' }).waitFor();
    await visit(page, running.site.url + '/fr/mentions-legales?lng=en');
    await page.getByRole('heading', { level: 1, name: 'Legal notices' }).waitFor();
    await page.context().close();
  });
});

/** The section is in view: at the top of the window, or as high as it goes when it ends the page. */
async function expect_inViewport(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const box = document.querySelector(sel)?.getBoundingClientRect();
    const atPageEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return box !== undefined && box.top < window.innerHeight && box.bottom > 0 && (Math.abs(box.top) < 200 || atPageEnd);
  }, selector);
}
