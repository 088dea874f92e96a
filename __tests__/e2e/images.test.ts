import { describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';

describeInBrowser('content images in Chromium', () => {
  const running = siteAndBrowser();

  test('blog covers load through the image endpoint, as AVIF, at a width the layout needs', async () => {
    const page = await openPage(running.browser, { width: 375 });
    const answers: { status: number; type: string; width: string | null }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/images/get-image') {
        answers.push({ status: response.status(), type: response.headers()['content-type'] ?? '', width: url.searchParams.get('width') });
      }
    });
    await visit(page, running.site.url + '/fr/blog');
    const covers = page.locator('main img[srcset*="/api/images/get-image"]');
    await covers.first().waitFor();
    await covers.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img[srcset]');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 && answer.type === 'image/avif')).toBe(true);
    // A 375px phone at 1x never needs the 1600px source.
    expect(answers.every((answer) => Number(answer.width) <= 960)).toBe(true);
    await page.context().close();
  });

  test('client logos on the home page load when scrolled to', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, running.site.url + '/fr');
    const section = page.locator('#references');
    await section.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const logos = Array.from(document.querySelectorAll<HTMLImageElement>('#references img'));
      return logos.length > 0 && logos.every((img) => img.complete && img.naturalWidth > 0);
    });
    await page.context().close();
  });
});
