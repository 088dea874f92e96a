import { describeInBrowser, openPage, siteAndBrowser, visit, type Site } from './support/site';

/** Creates an account through the API and answers its session token. */
async function accountToken(site: Site): Promise<string> {
  const account = { firstName: 'Nour', lastName: 'Benali', email: 'nour@example.com', password: 'une phrase de passe' };
  const created = await fetch(`${site.url}/api/users/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (created.status !== 201) throw new Error(`sign-up: ${created.status}`);
  const login = await fetch(`${site.url}/api/auths/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await login.json()) as { token: string }).token;
}

describeInBrowser('items and payments in Chromium, with payments off', () => {
  const running = siteAndBrowser();
  let token: string;

  beforeAll(async () => {
    token = await accountToken(running.site);
  });
  test('a logged-in account holder sees the items, their prices, and that payments are off', async () => {
    const page = await openPage(running.browser, { width: 375 });
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/.test(request.url())) stripeRequests.push(request.url());
    });
    await page.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
    await visit(page, running.site.url + '/fr/articles');
    await page.getByRole('heading', { level: 1, name: 'Régler une prestation' }).waitFor();
    await page.getByText(/490,00\s€/).first().waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
    await page.getByRole('heading', { name: 'Paiement en ligne indisponible' }).waitFor();
    expect(await page.getByRole('button', { name: /^Payer par carte/ }).count()).toBe(0);
    // Stripe.js is never loaded without a publishable key.
    expect(stripeRequests).toEqual([]);

    await visit(page, running.site.url + '/fr/mon-compte');
    await page.getByRole('heading', { level: 2, name: 'Mes paiements' }).waitFor();
    await page.getByText(/Le paiement en ligne n’est pas activé sur ce site/).waitFor();
    await page.context().close();
  });

  test('an anonymous visitor is sent away from the items page', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, running.site.url + '/fr/articles');
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.getByRole('heading', { level: 1, name: /Nous concevons des sites/ }).waitFor();
    await page.context().close();
  });
});
