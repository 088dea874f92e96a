import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import frPages from '../../src/client/locales/fr/pages.json';
import { contrastOf, type Rgba } from '../../scripts/design-tokens';
import { describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';

/**
 * Images whose drawing carries meaning (the clients' wordmarks, the contact map) and the page's
 * surfaces, as Chromium paints them in each colour scheme: the contrast test of the tokens
 * (__tests__/client/styles/contrast.test.ts) cannot see inside an image.
 */

interface Painted {
  /** The most frequent colour: the tile's or the map's ground. */
  ground: Rgba;
  /** Contrast with the ground of the pixels that differ from it, as a sorted list. */
  contrasts: number[];
}

async function paintedPixels(element: Locator): Promise<Painted> {
  const { data, info } = await sharp(await element.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const ground: Rgba = [(key >> 16) & 255, (key >> 8) & 255, key & 255, 1];
  const contrasts: number[] = [];
  for (let i = 0; i < data.length; i += info.channels) {
    const ratio = contrastOf([data[i]!, data[i + 1]!, data[i + 2]!, 1], ground);
    if (ratio > 1.1) contrasts.push(ratio);
  }
  return { ground, contrasts: contrasts.sort((a, b) => a - b) };
}

/** The contrast most of a drawing reaches: its anti-aliased edges and small accents aside, its letters and lines. */
const typicalContrast = ({ contrasts }: Painted) => contrasts[Math.floor(contrasts.length * 0.6)] ?? 1;

const rgbOf = (css: string): Rgba => {
  const [r, g, b] = css.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!, 1];
};
const cssColour = (page: Page, selector: string, property: 'color' | 'background-color' | 'border-top-color') =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describeInBrowser('both colour schemes, images included', () => {
  const running = siteAndBrowser();

  test.each(['light', 'dark'] as const)('%s: each client wordmark on home reads on its tile, at 3:1 at least', async (colorScheme) => {
    const page = await openPage(running.browser, { colorScheme, reducedMotion: 'reduce' });
    await visit(page, running.site.url + '/fr');
    await page.getByRole('link', { name: frPages.home.ctaContact }).first().waitFor();
    const tiles = page.locator('#references .home-client__link');
    await tiles.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#references img')].every((image) => image.complete && image.naturalWidth > 0));
    expect(await tiles.count()).toBeGreaterThanOrEqual(7);
    for (const tile of await tiles.all()) {
      await tile.scrollIntoViewIfNeeded();
      const name = (await tile.textContent())!.trim();
      const painted = await paintedPixels(tile.locator('img'));
      expect([name, typicalContrast(painted) >= 3]).toEqual([name, true]);
    }
    await page.context().close();
  });

  test.each(['light', 'dark'] as const)('%s: the contact map follows the scheme, and the footer stands apart from the page', async (colorScheme) => {
    const page = await openPage(running.browser, { colorScheme, reducedMotion: 'reduce' });
    await visit(page, running.site.url + '/fr');
    await page.getByRole('link', { name: frPages.home.ctaContact }).first().click();
    await page.waitForURL((url) => url.pathname === '/fr/contact');
    const map = page.locator('.contact-details__map');
    await map.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.contact-details__map');
      return image !== null && image.complete && image.naturalWidth > 0;
    });

    // The map's ground is a surface of the scheme: the page's text colour reads on it, as on a card.
    const ink = rgbOf(await cssColour(page, 'body', 'color'));
    const { ground } = await paintedPixels(map);
    expect(contrastOf(ink, ground)).toBeGreaterThanOrEqual(4.5);

    // The footer has an edge of its own, and it or the band reaches 3:1 against the page: in the
    // dark scheme the band is barely darker than the page, and only the rule parts them.
    const paper = rgbOf(await cssColour(page, 'body', 'background-color'));
    const edge = rgbOf(await cssColour(page, '.site-footer', 'border-top-color'));
    const band = rgbOf(await cssColour(page, '.site-footer', 'background-color'));
    const width = await page.locator('.site-footer').evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth));
    expect(width).toBeGreaterThanOrEqual(2);
    expect(Math.max(contrastOf(edge, paper), contrastOf(band, paper))).toBeGreaterThanOrEqual(3);
    if (colorScheme === 'dark') expect(contrastOf(edge, paper)).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});
