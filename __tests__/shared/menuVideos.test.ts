import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MENU_ENTRIES } from '../../src/client/app/layout/menuEntries';

const dir = path.resolve(__dirname, '../../public/media/menu');
const videos = MENU_ENTRIES.flatMap((entry) => (entry.video ? [entry.video] : []));

/**
 * The menu's hover videos are the site's own pages (scripts/make-menu-videos.ts), not blurred
 * abstract blobs: their first frame, the poster, is light like the site's paper and has the sharp
 * edges of text. The abstract clips they replaced scored 7 to 45 on this edge measure; pages, 60 and more.
 */
describe.each(videos)('the menu video of %s', (name) => {
  test('its poster is a page: 960x540, mostly light, with the sharp edges of text', async () => {
    const poster = sharp(fs.readFileSync(path.join(dir, `${name}.webp`)));
    const { width, height } = await poster.metadata();
    expect([width, height]).toEqual([960, 540]);
    const grey = poster.clone().greyscale();
    const [light] = (await grey.clone().stats()).channels;
    expect(light!.mean).toBeGreaterThan(150);
    const [edges] = (await grey.convolve({ width: 3, height: 3, kernel: [0, -1, 0, -1, 4, -1, 0, -1, 0] }).stats()).channels;
    expect(edges!.stdev).toBeGreaterThan(55);
  });

  test('its clips stay small: under 200 KB each', () => {
    for (const extension of ['mp4', 'webm']) expect(fs.statSync(path.join(dir, `${name}.${extension}`)).size).toBeLessThan(200 * 1024);
  });
});
