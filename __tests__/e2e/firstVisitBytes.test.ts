import { describeInBrowser, siteAndBrowser } from './support/site';

describeInBrowser('what a first visit downloads before the app has the page', () => {
  const running = siteAndBrowser();

  it("the blog's covers below its first one wait for the app, then load where their boxes were, shifting nothing", async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR', viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const coversAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/images/get-image') coversAsked.push(url.searchParams.get('imageURL')!);
    });
    // The app's scripts are held until the page has laid out and drawn its first cover.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
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
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    await page.close();
  });
});
