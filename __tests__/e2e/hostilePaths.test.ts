import { describeInBrowser, openPage, siteAndBrowser, watchConsole } from './support/site';

describeInBrowser('an address with a line break in its path, in Chromium', () => {
  const running = siteAndBrowser();

  test('shows the 404 page, whose link leads home', async () => {
    const page = await openPage(running.browser, { width: 375 });
    const problems = watchConsole(page);
    const response = await page.goto(`${running.site.url}/fr/a%0Ab`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    // After the app has taken the page over, the 404 page is still there.
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(/\/fr$/);
    expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);
    await page.context().close();
  });
});
