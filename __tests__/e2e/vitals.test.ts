import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Request } from 'playwright-core';
import { describeInBrowser, openPage, siteAndBrowser, visit, type Site } from './support/site';

const root = path.resolve(__dirname, '../..');

interface VitalRow {
  name: string;
  value: number;
  route: string;
  rating: string | null;
}

/** Waits until the site's database holds a row for each of `names` (on `route`, if given). */
async function storedVitals(site: Site, names: string[], route?: string): Promise<VitalRow[]> {
  const db = new SQLite(path.join(site.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const all = db.prepare('select name, value, route, rating from vitals order by id').all() as VitalRow[];
      const rows = route ? all.filter((row) => row.route === route) : all;
      if (names.every((name) => rows.some((row) => row.name === name))) return rows;
      if (Date.now() > deadline) throw new Error(`expected vitals ${names.join(', ')}, found ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    db.close();
  }
}

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
