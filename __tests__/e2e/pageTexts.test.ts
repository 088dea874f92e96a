import type { Page } from 'playwright-core';
import enLayout from '../../src/client/locales/en/layout.json';
import enPages from '../../src/client/locales/en/pages.json';
import frLayout from '../../src/client/locales/fr/layout.json';
import frPages from '../../src/client/locales/fr/pages.json';
import { describeInBrowser, openPage, siteAndBrowser, visit, watchConsole } from './support/site';

const TEXTS = { fr: frPages, en: enPages };
const FOOTER_LINKS = { fr: frLayout.footer.links, en: enLayout.footer.links };
type Language = keyof typeof TEXTS;
const OTHER: Record<Language, Language> = { fr: 'en', en: 'fr' };
const SWITCH: Record<Language, { to: string; back: string }> = {
  fr: { to: 'EN – afficher le site en English', back: 'FR – show the site in Français' },
  en: { to: 'FR – show the site in Français', back: 'EN – afficher le site en English' },
};

/** The page titles (`pages`) the server wrote into the page for the browser. */
const carriedPageTexts = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('ssr-state')!.textContent!) as { resources: { pages?: Record<string, unknown> } }).resources.pages ?? {});

/**
 * Holds the chunk with every page title of `lng` until released: clicks made meanwhile meet a
 * browser that has only the first page's.
 */
async function holdPageTexts(page: Page, lng: Language): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const whenRequested = new Promise<void>((resolve) => (requested = resolve));
  const signature = `JSON.parse('{"home":{"title":"${TEXTS[lng].home.title.slice(0, 12)}`;
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(signature)) {
      requested();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested: whenRequested, release };
}

/** Every first heading and document title the page shows, from its first paint on. */
async function watchShownTitles(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownTitles: string[] }).shownTitles = shown;
    const note = () => {
      for (const text of [document.querySelector('h1')?.textContent, document.title]) if (text && shown.at(-1) !== text && !shown.includes(text)) shown.push(text);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles);
}

/** A translation key shown instead of its text (`contact.title`, `pages:blog.description`). */
const RAW_KEY = /^(\w+:)?[a-z]\w*(\.\w+)+$/;

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describeInBrowser("each page's titles in Chromium", () => {
  const running = siteAndBrowser();

  test.each(['fr', 'en'] as const)(
    'in %s, a first visit carries its own titles only; the next pages, reached by clicks, show theirs; the language switches both ways',
    async (lng) => {
      const texts = TEXTS[lng];
      const page = await openPage(running.browser, { locale: lng === 'fr' ? 'fr-FR' : 'en-US' });
      const problems = watchConsole(page);
      const shownTitles = await watchShownTitles(page);
      const held = await holdPageTexts(page, lng);
      await visit(page, `${running.site.url}/fr`);
      await page.getByRole('heading', { level: 1, name: texts.home.title }).waitFor();
      const carried = await carriedPageTexts(page);
      expect(Object.keys(carried)).toEqual(['home']);
      expect(JSON.stringify(carried)).not.toContain(texts.contact.description);

      // The rest is fetched once the page is hydrated; a click before it arrives waits for it.
      await held.requested;
      await page.getByRole('main').getByRole('link', { name: texts.home.ctaContact }).click();
      held.release();
      await page.getByRole('heading', { level: 1, name: texts.contact.title }).waitFor();
      await page.waitForFunction((text) => document.querySelector('meta[name="description"]')?.getAttribute('content') === text, texts.contact.description);

      await page.getByRole('contentinfo').getByRole('link', { name: FOOTER_LINKS[lng].agency, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: texts.agency.title }).waitFor();
      await page.waitForFunction((text) => document.querySelector('meta[name="description"]')?.getAttribute('content') === text, texts.agency.description);

      // To the other language (loaded whole), and back.
      const other = TEXTS[OTHER[lng]];
      await page.getByRole('button', { name: SWITCH[lng].to }).click();
      await page.getByRole('heading', { level: 1, name: other.agency.title }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: FOOTER_LINKS[OTHER[lng]].recruitment, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: other.recruitment.title }).waitFor();
      await page.getByRole('button', { name: SWITCH[lng].back }).click();
      await page.getByRole('heading', { level: 1, name: texts.recruitment.title }).waitFor();
      expect(await description(page)).toBe(texts.recruitment.description);

      const titles = await shownTitles();
      expect(titles.filter((title) => RAW_KEY.test(title))).toEqual([]);
      expect(titles).toEqual(expect.arrayContaining([texts.home.title, texts.contact.title, other.recruitment.title, texts.recruitment.title]));
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  test('going back to the first language before its titles arrive shows them, not their keys', async () => {
    const page = await openPage(running.browser, { locale: 'fr-FR' });
    const problems = watchConsole(page);
    const shownTitles = await watchShownTitles(page);
    const held = await holdPageTexts(page, 'fr');
    await visit(page, `${running.site.url}/fr/contact`);
    await held.requested;
    await page.getByRole('button', { name: SWITCH.fr.to }).click();
    await page.getByRole('heading', { level: 1, name: enPages.contact.title }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('contentinfo').getByRole('link', { name: enLayout.footer.links.recruitment, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: enPages.recruitment.title }).waitFor();
    // Back to French while the French titles are still on their way: the page waits for them.
    await page.getByRole('button', { name: SWITCH.fr.back }).click();
    held.release();
    await page.getByRole('heading', { level: 1, name: frPages.recruitment.title }).waitFor();
    expect(await description(page)).toBe(frPages.recruitment.description);
    expect((await shownTitles()).filter((title) => RAW_KEY.test(title))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
