import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';

/** Every keyframe rule's name and whether any of its steps touches opacity or visibility. */
const keyframesThatHide = (page: Page) =>
  page.evaluate(() => {
    const rules: CSSKeyframesRule[] = [];
    const walk = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSKeyframesRule) rules.push(rule);
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return Object.fromEntries(rules.map((rule) => [rule.name, /opacity|visibility/.test(rule.cssText)]));
  });

/** The animation of the page's section and of its scroll reveals, as computed. */
const motionOf = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('main > section')!;
    const style = getComputedStyle(section);
    return {
      page: style.animationName,
      pageSeconds: parseFloat(style.animationDuration),
      reveals: [...new Set(Array.from(document.querySelectorAll('.reveal'), (element) => getComputedStyle(element).animationName))],
    };
  });

/** The colour of one pixel of the page as drawn, as #rrggbb. */
async function pixel(page: Page, x: number, y: number): Promise<string> {
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  return '#' + [...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, '0')).join('');
}

describeInBrowser('motion and wide layouts', () => {
  const running = siteAndBrowser();
  const url = (path: string) => running.site.url + path;

  test('pages and sections move into place without ever being hidden: short, and by transform only', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, url('/fr/l-agence'));
    const motion = await motionOf(page);
    expect(motion.page).toBe('page-in');
    expect(motion.pageSeconds).toBeLessThanOrEqual(0.3);
    expect(motion.reveals).toEqual(['reveal']);
    const hides = await keyframesThatHide(page);
    expect(hides).toMatchObject({ 'page-in': false, reveal: false });
    // A page a link opens rises in too.
    await page.getByRole('main').getByRole('link', { name: 'Voir nos offres de recrutement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recrutement' }).waitFor();
    expect((await motionOf(page)).page).toBe('page-in');
    await page.context().close();
  });

  test('under prefers-reduced-motion nothing moves: no page or section animation, no running animation', async () => {
    const page = await openPage(running.browser, { width: 1440, reducedMotion: 'reduce' });
    await visit(page, url('/fr/l-agence'));
    expect(await motionOf(page)).toMatchObject({ page: 'none', reveals: ['none'] });
    await page.mouse.wheel(0, 1500);
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
    await page.context().close();
  });

  test('without JavaScript, every section, reveal and offer is shown, fully opaque and in its place', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    for (const path of ['/fr/l-agence', '/fr/jobs']) {
      await page.goto(url(path));
      // The page's short rise, over: then everything is where it stays (polled from here: the page runs no script).
      const running = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
      for (let tries = 0; tries < 50 && (await running()) > 0; tries += 1) await page.waitForTimeout(100);
      const hidden = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('main > section, main section, .reveal, .job'))
          .filter((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return style.opacity !== '1' || style.visibility !== 'visible' || box.height === 0 || (style.transform !== 'none' && !element.matches('.reveal'));
          })
          .map((element) => element.className || element.tagName),
      );
      expect({ path, hidden }).toEqual({ path, hidden: [] });
    }
    expect(await page.locator('.job').count()).toBeGreaterThan(1);
    await context.close();
  });

  test('at 1440 px: l’agence’s band reaches both edges of the window, the team fills the row, offers go two by two', async () => {
    const page = await openPage(running.browser, { width: 1440, reducedMotion: 'reduce' });
    await visit(page, url('/fr/l-agence'));
    const band = page.locator('.agency__life');
    await band.scrollIntoViewIfNeeded();
    const box = (await band.boundingBox())!;
    const middle = box.y + box.height / 2;
    const navy = await pixel(page, box.x + 10, middle);
    expect(await pixel(page, 2, middle)).toBe(navy);
    expect(await pixel(page, 1437, middle)).toBe(navy);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    // The title beside the text, not above it.
    const [title, text] = await Promise.all([band.locator('h2').boundingBox(), band.locator('p').boundingBox()]);
    expect(text!.x).toBeGreaterThan(title!.x + title!.width);

    const portraits = await page.locator('.team__portrait').evaluateAll((images) => images.map((image) => image.getBoundingClientRect().right));
    const column = await page.locator('.team').evaluate((team) => team.getBoundingClientRect().right);
    expect(Math.max(...portraits)).toBeGreaterThan(column - 40);

    await visit(page, url('/fr/jobs'));
    const offers = await page.locator('.job').evaluateAll((jobs) => jobs.map((job) => job.getBoundingClientRect()).map(({ x, y, width }) => ({ x, y, width })));
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(offers[1]!.y).toBe(offers[0]!.y);
    expect(offers[1]!.x).toBeGreaterThan(offers[0]!.x + offers[0]!.width);
    // The buttons of a row on one line.
    const actions = await page.locator('.job__actions').evaluateAll((rows) => rows.slice(0, 2).map((row) => Math.round(row.getBoundingClientRect().bottom)));
    expect(actions[0]).toBe(actions[1]);
    await page.context().close();
  });

  test('at 375 px: one offer a row and nothing wider than the screen', async () => {
    const page = await openPage(running.browser, { width: 375, height: 812, reducedMotion: 'reduce' });
    for (const path of ['/fr/jobs', '/fr/l-agence']) {
      await visit(page, url(path));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await visit(page, url('/fr/jobs'));
    const xs = await page.locator('.job').evaluateAll((jobs) => [...new Set(jobs.map((job) => Math.round(job.getBoundingClientRect().x)))]);
    expect(xs).toHaveLength(1);
    await page.context().close();
  });
});
