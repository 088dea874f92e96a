import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import enBlog from '../../src/client/locales/en/blog.json';
import enLayout from '../../src/client/locales/en/layout.json';
import enPages from '../../src/client/locales/en/pages.json';
import enRecruitment from '../../src/client/locales/en/recruitment.json';
import enReferences from '../../src/client/locales/en/references.json';
import frBlog from '../../src/client/locales/fr/blog.json';
import frLayout from '../../src/client/locales/fr/layout.json';
import frPages from '../../src/client/locales/fr/pages.json';
import frRecruitment from '../../src/client/locales/fr/recruitment.json';
import frReferences from '../../src/client/locales/fr/references.json';
import { describeInBrowser, openPage, saveScreenshot, siteAndBrowser, visit } from './support/site';

/**
 * The showcase pages (home, contact, projects, a project, its client, l'agence, recruitment, a job,
 * an article) at 375 and 1440 px, in both languages and both colour schemes, reached by clicking as
 * a visitor does. Each is saved to test-results/screenshots/showcase-<lang>-<scheme>-<width>-<page>.png,
 * to compare the look before and after a change side by side. Reduced motion: a full-page shot takes
 * the whole page at once, and scroll-driven reveals would be caught half-way below the window.
 */
const TEXTS = {
  fr: { layout: frLayout, pages: frPages, references: frReferences, blog: frBlog, recruitment: frRecruitment },
  en: { layout: enLayout, pages: enPages, references: enReferences, blog: enBlog, recruitment: enRecruitment },
};
const VIEWS = (['light', 'dark'] as const).flatMap((colorScheme) =>
  ([375, 1440] as const).flatMap((width) => (['fr', 'en'] as const).map((language) => ({ colorScheme, width, language }))),
);
const SHOTS_DIR = path.resolve(__dirname, '../../test-results/screenshots');

/** Every lazy image scrolled into view and loaded, then back at the top: a full-page shot shows them all. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('.skeleton, .skeleton-text, [aria-busy="true"], .page-loading') === null);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  // A part rendered after that scroll (an article's related articles, fetched once the app is ready)
  // holds lazy images nobody has scrolled to yet: each is brought into view until all have loaded.
  await page.waitForFunction(
    () => {
      const pending = Array.from(document.images).find((image) => !image.complete);
      pending?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return pending === undefined;
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

describeInBrowser('showcase screenshots', () => {
  const running = siteAndBrowser();

  test.each(VIEWS)(
    '$colorScheme, $width px, $language: home, contact, projects, a project, its client, l’agence, recruitment, a job and an article, reached by links',
    async ({ colorScheme, width, language }) => {
      const texts = TEXTS[language];
      const page = await openPage(running.browser, { width, colorScheme, reducedMotion: 'reduce', locale: language === 'en' ? 'en-GB' : 'fr-FR' });
      const shots: string[] = [];
      const shoot = async (name: string) => {
        await settle(page);
        const file = `showcase-${language}-${colorScheme}-${width}-${name}`;
        await saveScreenshot(page, file);
        shots.push(file);
      };
      const menu = async (entry: string) => {
        await page.getByRole('button', { name: texts.layout.menu.open, exact: true }).click();
        await page.getByRole('dialog', { name: texts.layout.menu.label }).getByRole('link', { name: entry, exact: true }).click();
      };

      await visit(page, running.site.url + (language === 'en' ? '/fr?lng=en' : '/fr'));
      await shoot('home');

      await page.getByRole('link', { name: texts.pages.home.ctaContact }).first().click();
      await page.waitForURL((url) => url.pathname === '/fr/contact');
      await shoot('contact');

      await menu(texts.layout.menu.entries.projects);
      await page.waitForURL((url) => url.pathname === '/fr/projets');
      await shoot('projects');

      await page.getByRole('link', { name: texts.references.projects.see }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/fr/projects/'));
      await shoot('project');

      // The project's client, named before its title, leads to the client's reference page.
      await page.getByRole('article').getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/fr/client/'));
      await shoot('client');

      await menu(texts.layout.menu.entries.about);
      await page.waitForURL((url) => url.pathname === '/fr/l-agence');
      await shoot('agency');

      await menu(texts.layout.menu.entries.recruitment);
      await page.waitForURL((url) => url.pathname === '/fr/recrutement');
      await shoot('recruitment');

      await page.getByRole('link', { name: texts.recruitment.seeOffer }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/fr/recrutement/'));
      await shoot('job');

      await menu(texts.layout.menu.entries.blog);
      await page.waitForURL((url) => url.pathname === '/fr/blog');
      await page.getByRole('link', { name: texts.blog.continueReading }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/fr/article/'));
      await shoot('article');

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      for (const file of shots) expect([file, fs.statSync(path.join(SHOTS_DIR, `${file}.png`)).size > 10_000]).toEqual([file, true]);
      await page.context().close();
    },
    180_000,
  );
});
