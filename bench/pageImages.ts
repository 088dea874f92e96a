/**
 * `npx tsx bench/pageImages.ts [/fr /fr/contact ...]`: the images a first visit of each page
 * downloads before any scroll (lazy ones below the fold stay out), at 375 and 1440 px in Chromium,
 * with their bytes as sent (compressed when the server compresses them). Not part of `npm test`.
 */
import { chromium } from 'playwright-core';
import { copyClientBuild, kb, makeTempRoot, printTable, removeTempRoot, startSite, startWatchdog } from './support';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/fr'];
const WIDTHS = [375, 1440] as const;

async function main(): Promise<void> {
  startWatchdog(5 * 60_000);
  const root = makeTempRoot();
  const site = await startSite({ dataDir: `${root}/data`, clientDir: copyClientBuild(root), echo: false });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const rows: string[][] = [];
  try {
    for (const width of WIDTHS) {
      for (const path of paths) {
        const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 }, locale: 'fr-FR' });
        const page = await context.newPage();
        const sizes = new Map<string, number>();
        page.on('requestfinished', async (request) => {
          if (request.resourceType() !== 'image') return;
          const response = await request.response();
          const headers = await response?.allHeaders();
          const body = await response?.body().catch(() => Buffer.alloc(0));
          sizes.set(request.url(), Number(headers?.['content-length'] ?? body?.length ?? 0));
        });
        await page.goto(site.origin + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
        rows.push([String(width), path, String(sizes.size), kb(total)]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.stop();
    removeTempRoot(root);
  }
  printTable(['width', 'page', 'images', 'bytes'], rows);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
