import type { Browser, Page, Response } from 'playwright-core';
import { COMPILE_ALL_ON_LOAD } from '../../scripts/compileHint';
import { pathTo } from '../../src/shared/routes';
import { describeInBrowser, siteAndBrowser } from './support/site';


/** A phone-sized page that records its layout shifts, and whose scripts wait until `releaseScripts`. */
async function phoneWithScriptsHeld(browser: Browser): Promise<{ page: Page; releaseScripts: () => void; layoutShifts: () => Promise<number[]> }> {
  const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  return { page, releaseScripts, layoutShifts: () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts) };
}

describeInBrowser('what a first visit downloads before the app has the page', () => {
  const running = siteAndBrowser();

  it("the blog's covers below its first one wait for the app, then load where their boxes were, shifting nothing", async () => {
    // The app's scripts are held until the page has laid out and drawn its first cover.
    const { page, releaseScripts, layoutShifts } = await phoneWithScriptsHeld(running.browser);
    const coversAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/images/get-image') coversAsked.push(url.searchParams.get('imageURL')!);
    });

    await page.goto(running.site.url + '/fr/blog', { waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      return first !== null && first.complete && first.naturalWidth > 0;
    });
    const covers = page.locator('main .card__image');
    expect(await covers.count()).toBeGreaterThan(2);
    const firstCover = await covers.first().getAttribute('src');
    expect(coversAsked).toEqual([new URL(firstCover!, running.site.url).searchParams.get('imageURL')]);

    releaseScripts();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    const second = covers.nth(1);
    await second.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const image = document.querySelectorAll<HTMLImageElement>('main .card__image')[1];
      return image !== undefined && image.complete && image.naturalWidth > 0;
    });
    expect(coversAsked.length).toBeGreaterThan(1);
    expect(await layoutShifts()).toEqual([]);
    await page.close();
  });

  it("home asks for one image file before the app has the page, its hero's: the services' icons are drawn in the page", async () => {
    // Each SVG image is a document of its own for the browser to build, on a phone's busy main thread.
    const { page } = await phoneWithScriptsHeld(running.browser);
    const imagesAsked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imagesAsked.push(new URL(request.url()).pathname);
    });

    await page.goto(running.site.url + pathTo('home'), { waitUntil: 'commit' });
    const icons = page.locator('#services .home-service svg[aria-hidden="true"]');
    await icons.nth(4).scrollIntoViewIfNeeded();
    // Two frames drawn with the section on screen: whatever its styles ask for has been asked.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    expect(await icons.count()).toBe(5);
    for (const box of await Promise.all((await icons.all()).map((icon) => icon.boundingBox()))) expect(box).toMatchObject({ width: 56, height: 56 });
    expect(imagesAsked).toEqual(['/media/illustrations/hero.svg']);

    // Drawn in the page, they follow the theme: lines in the card's text colour, paper in its background.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const colours = await page.evaluate(() =>
        [...document.querySelectorAll('#services .home-service')].map((card) => ({
          text: getComputedStyle(card.querySelector('h3')!).color,
          card: getComputedStyle(card).backgroundColor,
          lines: getComputedStyle(card.querySelector('svg .home-service__paper')!).stroke,
          paper: getComputedStyle(card.querySelector('svg .home-service__paper')!).fill,
        })),
      );
      expect(colours).toHaveLength(5);
      for (const { text, card, lines, paper } of colours) expect({ lines, paper }).toEqual({ lines: text, paper: card });
    }
    await page.close();
  });

  it.each([
    // Class names their components write: the script that carries their code.
    ['the footer', pathTo('agency'), 'footer', 'site-footer__inner'],
    ["the home page's sections", pathTo('home'), 'section.home-figures', 'home-figures__list'],
    ["an article's related articles", pathTo('article', { slug: 'progressive-web-app' }), 'section.related', 'className:"related"'],
  ])("%s: its code comes once the app is ready, the server's markup showing meanwhile, styled, and taken over shifting nothing", async (_part, path, selector, code) => {
    const { page, releaseScripts, layoutShifts } = await phoneWithScriptsHeld(running.browser);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.app === 'ready' && !('readyAt' in window)) Object.assign(window, { readyAt: performance.now() });
      }).observe(document, { subtree: true, attributeFilter: ['data-app'] });
    });

    await page.goto(running.site.url + path, { waitUntil: 'commit' });
    const part = page.locator(selector);
    await part.scrollIntoViewIfNeeded();
    // The server's markup, styled from the page's own stylesheets: its box does not move once taken over.
    const box = await part.boundingBox();

    releaseScripts();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await page.waitForFunction((part) => Object.keys(document.querySelector(part)!).some((key) => key.startsWith('__reactFiber')), selector);
    expect(await part.boundingBox()).toEqual(box);
    const { scripts, readyAt } = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      readyAt: (window as unknown as { readyAt: number }).readyAt,
    }));
    const carrying = await Promise.all(scripts.map(async ({ url }) => (await (await fetch(url)).text()).includes(code)));
    const partScripts = scripts.filter((_, index) => carrying[index]);
    expect(partScripts).toHaveLength(1);
    expect(partScripts[0]!.startTime).toBeGreaterThan(readyAt);
    expect(await layoutShifts()).toEqual([]);
    await page.close();
  });

  it("the app's file, and only it, asks the browser to compile its functions while it downloads", async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR' });
    const scripts: Promise<string>[] = [];
    const collect = (response: Response): void => {
      if (/^\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
    };
    page.on('response', collect);
    await page.goto(running.site.url + '/fr');
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    // Chunks fetched after this point would still be reading when the page closes.
    page.off('response', collect);
    const bodies = await Promise.all(scripts);
    // The app's file (libraries, store, hydration) is by far the largest a first visit loads.
    const app = bodies.reduce((largest, body) => (body.length > largest.length ? body : largest));
    expect(app.startsWith(COMPILE_ALL_ON_LOAD)).toBe(true);
    expect(bodies.filter((body) => body.startsWith(COMPILE_ALL_ON_LOAD))).toHaveLength(1);
    await page.close();
  });
});
