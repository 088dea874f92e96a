import { describeInBrowser, siteAndBrowser, visit, watchConsole } from './support/site';

describeInBrowser('the built site in Chromium', () => {
  const running = siteAndBrowser();

  it('sends / to /fr and shows the home page heading, in French, without console errors', async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR' });
    const problems = watchConsole(page);
    await visit(page, running.site.url + '/');
    await page.waitForURL(/\/fr$/);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toContain('Nous concevons des sites');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toBe('Pixel & Cie');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the 404 page with a way back home for an unknown path', async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR' });
    await visit(page, running.site.url + '/fr/nope');
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(/\/fr$/);
    await page.close();
  });

  it('follows an English-speaking browser, on the same /fr address', async () => {
    const page = await running.browser.newPage({ locale: 'en-US' });
    await visit(page, running.site.url + '/fr/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toBe('Contact | Pixel & Cie');
    await page.close();
  });

  it('switches the interface to English with the FR/EN switch, and keeps it on reload', async () => {
    const page = await running.browser.newPage({ locale: 'fr-FR' });
    await visit(page, running.site.url + '/de/blog');
    await page.waitForURL(/\/fr\/blog$/);
    await page.getByRole('button', { name: 'EN – afficher le site en English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await page.close();
  });
});
