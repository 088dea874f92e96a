import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Request } from 'playwright-core';
import { describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';
import { storedVitals } from './support/vitals';

const root = path.resolve(__dirname, '../..');

describeInBrowser('real-user web vitals', () => {
  const running = siteAndBrowser();

  test('a page beacons its vitals, which are stored under the route name and show in `npm run vitals`', async () => {
    const page = await openPage(running.browser);
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals')) beacons.push(request);
    });
    await visit(page, `${running.site.url}/fr/contact?utm_source=test`);
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    // The measuring code is fetched once the page is ready: settled, the page has it running.
    await page.waitForLoadState('networkidle');
    // An interaction (for INP), then the page is hidden: web-vitals reports LCP, CLS and INP
    // then, and the page sends its metrics together.
    await page.getByRole('heading', { level: 1 }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      // As the browser fires it: at the document, bubbling to the window.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });

    const rows = await storedVitals(running.site, ['TTFB', 'FCP', 'LCP', 'CLS']);
    // The route's name, never its address (which had a query).
    expect([...new Set(rows.map((row) => row.route))]).toEqual(['contact']);
    expect(JSON.stringify(rows)).not.toMatch(/utm_source|\/fr/);
    for (const row of rows) {
      expect(row.value).toBeGreaterThanOrEqual(0);
      expect(['good', 'needs-improvement', 'poor']).toContain(row.rating);
    }

    // Sent with sendBeacon (a "ping" in Chromium), typed as JSON: one request for the page.
    expect(beacons).toHaveLength(1);
    for (const beacon of beacons) {
      expect(beacon.resourceType()).toBe('ping');
      expect(beacon.headers()['content-type']).toBe('application/json');
    }
    await page.context().close();

    // Leaving the page for another site flushes its metrics too (the browser hides the page).
    const second = await openPage(running.browser);
    await visit(second, `${running.site.url}/fr/blog`);
    await second.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await second.waitForLoadState('networkidle');
    await second.goto('about:blank');
    expect((await storedVitals(running.site, ['TTFB', 'FCP', 'LCP', 'CLS'], 'blog')).length).toBeGreaterThanOrEqual(4);
    await second.context().close();

    const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/vitals.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: running.site.dataDir },
    });
    expect(stdout).toContain('75th percentile (nearest rank) per route and metric');
    const lines = stdout.split('\n');
    for (const name of ['TTFB', 'FCP', 'LCP', 'CLS']) {
      expect(lines.some((line) => new RegExp(`^contact\\s+${name}\\s+\\S+`).test(line))).toBe(true);
    }
  });
});
