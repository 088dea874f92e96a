/**
 * Makes the site menu's hover videos (one per entry with a video) from the site's own screens: the
 * entry's page, drawn by Chromium, scrolls slowly down and back up, so the visitor sees the page the
 * entry opens. Each clip is 3 s down then 3 s back (6 s that loop without a seam), 960x540, silent,
 * as H.264 mp4 and VP9 webm, with a webp poster (its first frame).
 * Usage: npm run build && npm run serve (another shell), then
 *   npm run assets:menu-videos -- [site URL, default http://127.0.0.1:3000] [out dir, default public/media/menu]
 * Needs Chromium (/usr/bin/chromium or CHROME_PATH) and ffmpeg with libx264, libvpx and libwebp.
 * ONLY="home blog" remakes just those entries.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { MENU_ENTRIES } from '../src/client/app/layout/menuEntries';
import { pathTo } from '../src/shared/routes';

const [base = 'http://127.0.0.1:3000', out = path.resolve(__dirname, '../public/media/menu')] = process.argv.slice(2);
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const HALF = 3; // seconds; the clip is twice this long
/** How far down a page the clip goes, in screens: the page's opening and the start of what follows. */
const SCREENS = 2.2;

const only = process.env.ONLY?.split(/\s+/).filter(Boolean);
const entries = MENU_ENTRIES.filter((entry) => entry.video && (!only || only.includes(entry.video)));

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...args], { stdio: 'inherit' });

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-videos-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // A 1280 px window drawn at 960 px: the page's desktop layout, sharp at the clip's size.
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: WIDTH / 1280, locale: 'fr-FR', reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const entry of entries) {
      const name = entry.video!;
      await page.goto(base + pathTo(entry.route, {}, 'fr'), { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      // Lazy images drawn: scroll through what the clip shows, then back.
      await page.evaluate(async (screens) => {
        for (let y = 0; y < innerHeight * screens; y += innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        window.scrollTo(0, 0);
      }, SCREENS);
      await page.waitForLoadState('networkidle');
      const shot = path.join(work, `${name}.png`);
      const height = await page.evaluate((screens) => Math.min(document.documentElement.scrollHeight, Math.round(innerHeight * screens)), SCREENS);
      // fullPage: a clip alone stops at the window's bottom edge.
      await page.screenshot({ path: shot, fullPage: true, clip: { x: 0, y: 0, width: 1280, height } });

      // The window moves down the still page with an ease in and out, forwards then backwards.
      const travel = `(ih-${HEIGHT})`;
      const graph =
        `[0:v]scale=${WIDTH}:-2:flags=lanczos,crop=${WIDTH}:${HEIGHT}:0:'${travel}*(1-cos(PI*n/${FPS * HALF}))/2',` +
        `trim=duration=${HALF},setpts=PTS-STARTPTS,split[f][b];[b]reverse,trim=start_frame=1,setpts=PTS-STARTPTS[r];` +
        `[f][r]concat=n=2:v=1,format=yuv420p[v]`;
      const lossless = path.join(work, `${name}.mkv`);
      ffmpeg('-loop', '1', '-framerate', String(FPS), '-t', String(HALF), '-i', shot, '-filter_complex', graph, '-map', '[v]', '-an', '-c:v', 'ffv1', lossless);
      const target = path.join(out, name);
      ffmpeg('-i', lossless, '-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '28', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', `${target}.mp4`);
      ffmpeg('-i', lossless, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '46', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', `${target}.webm`);
      ffmpeg('-i', lossless, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70', `${target}.webp`);
      const kb = (extension: string) => Math.round(fs.statSync(`${target}.${extension}`).size / 1024);
      console.log(`${name} (${height} px of page): ${kb('mp4')} KB mp4, ${kb('webm')} KB webm, ${kb('webp')} KB poster`);
    }
  } finally {
    await browser.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

void main();
