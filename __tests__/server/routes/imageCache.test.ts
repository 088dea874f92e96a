import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZE_LADDER } from '../../../src/shared/images';
import { createImageService, imageSourceRoots, type ImageService } from '../../../src/server/services/images/service';
import { buildTestApp, tempDir, type TestApp } from '../support/testApp';

/** A photo-like source with enough detail for the encoders to work as they would on a picture. */
async function photo(width: number, height: number, seed = 0): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7 + seed + Math.floor(i / (width * 3)) * 13) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

/** Every file under a folder, with its size. */
function cacheFiles(dir: string): { name: string; size: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({ name: path.join(entry.parentPath, entry.name), size: fs.statSync(path.join(entry.parentPath, entry.name)).size }));
}

const imageUrl = (imageURL: string, width: number) => `/api/images/get-image?${new URLSearchParams({ imageURL, width: String(width), slug: 'x' })}`;

describe('the resized-image cache', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ env: { IMAGE_CACHE_MAX_MB: '0.001' } });
    const media = path.join(server.config.clientDir, 'media');
    fs.writeFileSync(path.join(media, 'wide.jpg'), await photo(1400, 700));
  });
  afterAll(() => server.close());

  test('30 neighbouring widths make one resized file: each is served at the ladder’s next step', async () => {
    const fresh = await buildTestApp();
    try {
      fs.writeFileSync(path.join(fresh.config.clientDir, 'media', 'wide.jpg'), await photo(1400, 700));
      const etags = new Set<string>();
      for (let width = 961; width <= 990; width += 1) {
        const response = await fresh.app.inject({ method: 'GET', url: imageUrl('/media/wide.jpg', width), headers: { accept: 'image/webp' } });
        expect(response.statusCode).toBe(200);
        expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
        etags.add(String(response.headers.etag));
      }
      expect(etags.size).toBe(1);
      expect(cacheFiles(fresh.config.imageCacheDir)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  test('IMAGE_CACHE_MAX_MB bounds the folder: an image larger than the whole cap is served but not kept', async () => {
    const response = await server.app.inject({ method: 'GET', url: imageUrl('/media/wide.jpg', 1280), headers: { accept: 'image/webp' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cacheFiles(server.config.imageCacheDir)).toEqual([]);
  });
});

describe('the ladder', () => {
  test('holds every size the pages ask for: srcsets, Open Graph, structured data', async () => {
    const server = await buildTestApp();
    try {
      const sizes = new Set<string>();
      for (const page of ['/fr', '/fr/blog', '/fr/article/progressive-web-app', '/fr/projets', '/fr/recrutement/developpeur-full-stack-js']) {
        const html = (await server.app.inject({ method: 'GET', url: page })).body.replace(/&amp;/g, '&');
        for (const [address] of html.matchAll(/\/api\/images\/get-image\?[^"\s,]+/g)) {
          const query = new URL(address, 'http://site').searchParams;
          for (const side of ['width', 'height']) if (query.has(side)) sizes.add(query.get(side)!);
        }
      }
      expect(sizes.size).toBeGreaterThan(3);
      for (const size of sizes) expect(IMAGE_SIZE_LADDER).toContain(Number(size));
    } finally {
      await server.close();
    }
  });
});

describe('the disk cap, least recently used out', () => {
  let root: string;
  let roots: ReturnType<typeof imageSourceRoots>;
  beforeEach(async () => {
    root = tempDir();
    const media = path.join(root, 'media');
    fs.mkdirSync(media);
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(media, `${name}.jpg`), await photo(640, 480, name.charCodeAt(0)));
    roots = { '/media/': media, '/uploads/avatars/': path.join(root, 'avatars'), '/uploads/content/': path.join(root, 'content') };
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const serve = async (images: ImageService, name: string) =>
    (await images.render(await images.prepare({ imageURL: `/media/${name}.jpg`, width: 640, requested: 'webp' }))).data.length;
  const namesOnDisk = (dir: string) => cacheFiles(dir).length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  test('past the cap, the file served longest ago goes; a file served again from memory counts as used', async () => {
    // The sizes first, in a cache of their own.
    const measuring = createImageService({ roots, cacheDir: path.join(root, 'measure') });
    const sizes = { a: await serve(measuring, 'a'), b: await serve(measuring, 'b'), c: await serve(measuring, 'c') };

    const cacheDir = path.join(root, 'cache');
    // Room for any two, not for three.
    const images = createImageService({ roots, cacheDir, diskCacheBytes: sizes.a + sizes.b + sizes.c - 1 });
    await serve(images, 'a');
    await serve(images, 'b');
    await serve(images, 'a');
    await serve(images, 'c');
    await settle();
    const kept = cacheFiles(cacheDir);
    expect(kept.map((file) => file.size).sort()).toEqual([sizes.a, sizes.c].sort());
    expect(kept.reduce((total, file) => total + file.size, 0)).toBeLessThanOrEqual(sizes.a + sizes.b + sizes.c - 1);
    expect(namesOnDisk(cacheDir)).toBe(2);
  });

  test('a restart with a smaller cap trims the folder, oldest first', async () => {
    const cacheDir = path.join(root, 'cache');
    const before = createImageService({ roots, cacheDir });
    const sizes = [await serve(before, 'a'), await serve(before, 'b'), await serve(before, 'c')];
    expect(namesOnDisk(cacheDir)).toBe(3);
    const files = cacheFiles(cacheDir);
    // Dated in the order they were served.
    files.forEach((file, i) => fs.utimesSync(file.name, new Date(), new Date(Date.now() - 60_000 * (10 - i))));
    createImageService({ roots, cacheDir, diskCacheBytes: Math.max(...sizes) });
    await settle();
    expect(cacheFiles(cacheDir).map((file) => file.name)).toEqual([files[2]!.name]);
  });
});
