import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_DIMENSION } from '../../../src/shared/images';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import * as resizing from '../../../src/server/services/images/resize';
import * as locating from '../../../src/server/services/images/source';
import { contentImagesDir } from '../../../src/server/services/content/admin/images';
import { loadConfig } from '../../../src/server/config';
import { MAX_CONCURRENT_RESIZES, MAX_SOURCE_BYTES, createImageService, fixedImagePrefixes, imageSourceRoots } from '../../../src/server/services/images/service';
import { buildTestApp, type TestApp } from '../support/testApp';

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

interface Query {
  imageURL?: string | string[];
  width?: string | number;
  height?: string | number;
  slug?: string;
}

function url(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return `/api/images/get-image?${params.toString()}`;
}

/** A photo-like source: no alpha channel, some detail so that the encoders have work to do. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7 + Math.floor(i / (width * 3)) * 13) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

async function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
}

/** A 1×1 PNG whose header claims `size` × `size` pixels (a "pixel flood"). */
async function pixelFlood(size: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#f00' } }).png().toBuffer());
  png.writeUInt32BE(size, 16);
  png.writeUInt32BE(size, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 28).
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

async function formatOf(body: Buffer): Promise<Metadata> {
  return sharp(body).metadata();
}

describe('GET /api/images/get-image', () => {
  let server: TestApp;
  let media: string;
  let contentUploads: string;
  // Stands for any other machine: a request to it would mean the endpoint fetched a URL.
  let outside: http.Server;
  let outsideConnections = 0;
  let outsidePort: number;

  beforeAll(async () => {
    outside = http.createServer((_request, response) => response.end());
    outside.on('connection', () => (outsideConnections += 1));
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    outsidePort = (outside.address() as AddressInfo).port;

    server = await buildTestApp();
    media = path.join(server.config.clientDir, 'media');
    const write = (name: string, data: Buffer | string) => {
      fs.mkdirSync(path.dirname(path.join(media, name)), { recursive: true });
      fs.writeFileSync(path.join(media, name), data);
    };
    write('photo.jpg', await photo(400, 300));
    write('large.jpg', await photo(1280, 960));
    write('logo.png', await transparentPng(200, 100));
    write('logo-again.png', await transparentPng(200, 100));
    write('small.png', await sharp({ create: { width: 100, height: 80, channels: 3, background: '#0a0' } }).png().toBuffer());
    write('team/my photo.jpg', await photo(300, 200));
    write(
      'cover.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#123456"/></svg>',
    );
    write(
      'remote.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">' +
        '<rect width="200" height="100" fill="#f80"/>' +
        `<image href="http://127.0.0.1:${outsidePort}/x.png" width="50" height="50"/>` +
        `<image xlink:href="http://127.0.0.1:${outsidePort}/y.png" x="50" width="50" height="50"/>` +
        '<image href="file:///etc/passwd" x="100" width="50" height="50"/></svg>',
    );
    write('flood.png', await pixelFlood(30000));
    write('notes.txt', 'Not an image at all.\n');
    write('fake.png', 'Not a PNG either, whatever its name says.\n');
    write('broken.jpg', (await photo(400, 300)).subarray(0, 300));
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) write(`burst/${n}.jpg`, await photo(320 + n, 240));

    // Outside media: reachable only through a symbolic link, which must not be followed out.
    fs.writeFileSync(path.join(server.root, 'secret.png'), await transparentPng(10, 10));
    fs.symlinkSync(path.join(server.root, 'secret.png'), path.join(media, 'escape.png'));
    fs.symlinkSync(path.join(media, 'logo.png'), path.join(media, 'alias.png'));

    contentUploads = contentImagesDir(server.config);
    fs.mkdirSync(contentUploads, { recursive: true });
    fs.mkdirSync(path.join(server.config.uploadsDir, 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(server.config.uploadsDir, 'avatars', 'a1.webp'), await sharp(await photo(64, 64)).webp().toBuffer());
    fs.writeFileSync(path.join(server.config.uploadsDir, 'avatars', 'cv.pdf'), '%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\n');
  });

  afterAll(async () => {
    await new Promise((resolve) => outside.close(resolve));
    await server?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const get = (query: Query, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: url(query), headers });

  describe('answers a resized image', () => {
    it('in JPEG for a photo when the browser names no modern format, with its caching and naming headers', async () => {
      const response = await get({ imageURL: '/media/photo.jpg', width: 320, slug: 'team-photo' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['content-disposition']).toBe('inline; filename="team-photo.jpg"');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept/i);
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const metadata = await formatOf(response.rawPayload);
      expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    });

    it.each([
      ['image/avif', 'image/avif', 'heif'],
      ['image/webp', 'image/webp', 'webp'],
      [BROWSER_ACCEPT, 'image/avif', 'heif'],
      ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
      ['image/*,*/*', 'image/jpeg', 'jpeg'],
    ])('negotiates Accept: %s -> %s, and the bytes are that format', async (accept, type, format) => {
      const response = await get({ imageURL: '/media/photo.jpg', width: 320, slug: 'photo' }, { accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      const metadata = await formatOf(response.rawPayload);
      expect(metadata.format).toBe(format);
      if (format === 'heif') expect(metadata.compression).toBe('av1');
      expect(metadata.width).toBe(320);
    });

    it('answers PNG for a source with transparency when no modern format is accepted, and keeps the alpha channel', async () => {
      const response = await get({ imageURL: '/media/logo.png', width: 320, slug: 'logo' });
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe('inline; filename="logo.png"');
      expect(await formatOf(response.rawPayload)).toMatchObject({ format: 'png', hasAlpha: true, width: 200, height: 100 });
    });

    it('keeps the ratio with one side, and covers the box exactly with both', async () => {
      const byHeight = await get({ imageURL: '/media/large.jpg', height: 480, slug: 'p' });
      expect(await formatOf(byHeight.rawPayload)).toMatchObject({ width: 640, height: 480 });
      const both = await get({ imageURL: '/media/large.jpg', width: 640, height: 640, slug: 'p' });
      expect(await formatOf(both.rawPayload)).toMatchObject({ width: 640, height: 640 });
    });

    it('never enlarges past the source: a 100 px image asked at 2000 stays 100 wide', async () => {
      const response = await get({ imageURL: '/media/small.png', width: 2000, slug: 'small' });
      expect(response.statusCode).toBe(200);
      expect(await formatOf(response.rawPayload)).toMatchObject({ width: 100, height: 80 });
    });

    it('rasterises an SVG cover', async () => {
      const response = await get({ imageURL: '/media/cover.svg', width: 320, slug: 'cover' }, { accept: 'image/webp' });
      expect(response.statusCode).toBe(200);
      expect(await formatOf(response.rawPayload)).toMatchObject({ format: 'webp', width: 320, height: 160 });
    });

    it('reads a percent-encoded file name, a link that stays inside media, and an upload', async () => {
      const spaced = await get({ imageURL: '/media/team/my%20photo.jpg', width: 320, slug: 'team' });
      expect(spaced.statusCode).toBe(200);
      expect(await formatOf(spaced.rawPayload)).toMatchObject({ width: 300, height: 200 });
      expect((await get({ imageURL: '/media/alias.png', width: 50, slug: 'alias' })).statusCode).toBe(200);
      const upload = await get({ imageURL: '/uploads/avatars/a1.webp', width: 320, slug: 'avatar' });
      expect(upload.statusCode).toBe(200);
      expect(await formatOf(upload.rawPayload)).toMatchObject({ format: 'jpeg', width: 64 });
    });

    it('sanitises the slug, and names the file after the source without one', async () => {
      const forged = await get({ imageURL: '/media/photo.jpg', width: 40, slug: '../../Été à "Paris"\r\nX-Injected: 1' });
      expect(forged.statusCode).toBe(200);
      expect(forged.headers['content-disposition']).toBe('inline; filename="Ete-a-Paris-X-Injected-1.jpg"');
      expect(forged.headers['x-injected']).toBeUndefined();
      const unnamed = await get({ imageURL: '/media/logo.png', width: 40 });
      expect(unnamed.headers['content-disposition']).toBe('inline; filename="logo.png"');
      const empty = await get({ imageURL: '/media/photo.jpg', width: 40, slug: '***' });
      expect(empty.headers['content-disposition']).toBe('inline; filename="image.jpg"');
    });
  });

  describe('refuses', () => {
    const refusals: [string, Query, string | null][] = [
      ['another host over http', { imageURL: 'http://127.0.0.1/x.png', width: 100 }, 'imageURL'],
      ['another host, scheme-relative', { imageURL: '//evil.example/x.png', width: 100 }, 'imageURL'],
      ['a file: URL', { imageURL: 'file:///etc/passwd', width: 100 }, 'imageURL'],
      ['a data: URL', { imageURL: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk', width: 100 }, 'imageURL'],
      ['an absolute path outside the folders', { imageURL: '/etc/passwd', width: 100 }, 'imageURL'],
      ['a dot-dot path out of media', { imageURL: '/media/../../etc/passwd', width: 100 }, 'imageURL'],
      ['an encoded dot-dot path', { imageURL: '/media/%2e%2e/%2e%2e/etc/passwd', width: 100 }, 'imageURL'],
      ['encoded slashes', { imageURL: '/media/..%2f..%2fapp.db', width: 100 }, 'imageURL'],
      ['a double-encoded dot-dot', { imageURL: '/media/%252e%252e/%252e%252e/app.db', width: 100 }, 'imageURL'],
      ['a dot-dot path out of uploads to the database', { imageURL: '/uploads/../app.db', width: 100 }, 'imageURL'],
      ['an upload that is not a profile image (a CV)', { imageURL: '/uploads/cv/0123456789abcdef.pdf', width: 100 }, 'imageURL'],
      ['a dot-dot path from the avatars to the CVs', { imageURL: '/uploads/avatars/../cv/x.pdf', width: 100 }, 'imageURL'],
      ['backslashes', { imageURL: '/media/..\\..\\app.db', width: 100 }, 'imageURL'],
      ['encoded backslashes', { imageURL: '/media/..%5c..%5capp.db', width: 100 }, 'imageURL'],
      ['a NUL byte', { imageURL: '/media/photo.jpg\u0000.png', width: 100 }, 'imageURL'],
      ['an encoded NUL byte', { imageURL: '/media/photo.jpg%00.png', width: 100 }, 'imageURL'],
      ['a dot segment', { imageURL: '/media/./photo.jpg', width: 100 }, 'imageURL'],
      ['an empty segment', { imageURL: '/media//photo.jpg', width: 100 }, 'imageURL'],
      ['the media folder itself', { imageURL: '/media/', width: 100 }, 'imageURL'],
      ['another prefix case', { imageURL: '/MEDIA/photo.jpg', width: 100 }, 'imageURL'],
      ['a symbolic link inside media that points outside', { imageURL: '/media/escape.png', width: 100 }, 'imageURL'],
      ['a malformed escape', { imageURL: '/media/%E0%A4%A.jpg', width: 100 }, 'imageURL'],
      ['no imageURL', { width: 100 }, 'imageURL'],
      ['an empty imageURL', { imageURL: '', width: 100 }, 'imageURL'],
      ['two imageURLs', { imageURL: ['/media/photo.jpg', '/media/logo.png'], width: 100 }, 'imageURL'],
      ['an overlong imageURL', { imageURL: `/media/${'a'.repeat(1100)}.jpg`, width: 100 }, 'imageURL'],
      ['neither width nor height', { imageURL: '/media/photo.jpg' }, 'width'],
      ['a zero width', { imageURL: '/media/photo.jpg', width: 0 }, 'width'],
      ['a negative height', { imageURL: '/media/photo.jpg', height: -5 }, 'height'],
      [`a width over ${MAX_IMAGE_DIMENSION}`, { imageURL: '/media/photo.jpg', width: MAX_IMAGE_DIMENSION + 1 }, 'width'],
      ['a huge height', { imageURL: '/media/photo.jpg', height: '99999999999999999999' }, 'height'],
      ['a decimal width', { imageURL: '/media/photo.jpg', width: '1.5' }, 'width'],
      ['an exponent', { imageURL: '/media/photo.jpg', width: '1e3' }, 'width'],
      ['a hexadecimal width', { imageURL: '/media/photo.jpg', width: '0x10' }, 'width'],
      ['a word', { imageURL: '/media/photo.jpg', width: 'wide' }, 'width'],
      ['an empty width', { imageURL: '/media/photo.jpg', width: '' }, 'width'],
      ['a padded width', { imageURL: '/media/photo.jpg', width: ' 12' }, 'width'],
      ['a file declaring more pixels than allowed', { imageURL: '/media/flood.png', width: 100 }, null],
    ];

    it.each(refusals)('%s: 400 badRequest with the error body', async (_case, query, field) => {
      const response = await get({ slug: 'x', ...query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message: fr.badRequest, ...(field ? { fields: { [field]: 'badRequest' } } : {}) });
      // An error is not an image to keep for a year.
      expect(String(response.headers['cache-control'])).not.toMatch(/immutable/);
    });

    it('fetches nothing over the network, not even for a URL of a reachable server', async () => {
      const response = await get({ imageURL: `http://127.0.0.1:${outsidePort}/x.png`, width: 100, slug: 'x' });
      expect(response.statusCode).toBe(400);
      expect(outsideConnections).toBe(0);
    });

    it('answers the error in English when asked', async () => {
      const response = await get({ imageURL: 'file:///etc/passwd', width: 10 }, { 'accept-language': 'en' });
      expect(response.json()).toEqual({ code: 'badRequest', message: en.badRequest, fields: { imageURL: 'badRequest' } });
    });

    it.each([
      ['a missing media file', '/media/nothing.jpg'],
      ['a missing upload', '/uploads/avatars/nothing.webp'],
      ['a folder', '/media/team'],
      ['a path through a file', '/media/photo.jpg/more.jpg'],
    ])('%s: 404 notFound', async (_case, imageURL) => {
      const response = await get({ imageURL, width: 100, slug: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'notFound', message: fr.notFound });
    });

    it.each([
      ['a text file', '/media/notes.txt'],
      ['a text file named .png', '/media/fake.png'],
      ['a truncated JPEG', '/media/broken.jpg'],
      ['a PDF named like a profile image', '/uploads/avatars/cv.pdf'],
    ])('%s: 415 unsupportedFileType', async (_case, imageURL) => {
      const response = await get({ imageURL, width: 100, slug: 'x' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupportedFileType', message: fr.unsupportedFileType });
    });

    it('a source over the size limit: 413 fileTooLarge, without reading it', async () => {
      const resize = jest.spyOn(resizing, 'resizeImage');
      const huge = path.join(media, 'huge.jpg');
      fs.writeFileSync(huge, await photo(10, 10));
      // Sparse: the size is there, the disk space is not.
      fs.truncateSync(huge, MAX_SOURCE_BYTES + 1);
      const response = await get({ imageURL: '/media/huge.jpg', width: 100, slug: 'x' });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'fileTooLarge', message: fr.fileTooLarge });
      expect(resize).not.toHaveBeenCalled();
    });

    it('does not let an SVG load external resources: no request is made and the image is still drawn', async () => {
      const response = await get({ imageURL: '/media/remote.svg', width: 320, slug: 'remote' });
      expect(response.statusCode).toBe(200);
      // Never enlarged: the drawing's own 200 × 100.
      expect(await formatOf(response.rawPayload)).toMatchObject({ width: 200, height: 100 });
      expect(outsideConnections).toBe(0);
    });
  });

  describe('caches', () => {
    it('keeps the result on disk and never resizes the same image twice', async () => {
      const resize = jest.spyOn(resizing, 'resizeImage');
      const query = { imageURL: '/media/large.jpg', width: 960, slug: 'cached' };

      const first = await get(query, { accept: 'image/webp' });
      expect(first.statusCode).toBe(200);
      expect(resize).toHaveBeenCalledTimes(1);
      const cacheFiles = fs.readdirSync(server.config.imageCacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(cacheFiles.some((entry) => entry.name.endsWith('.webp'))).toBe(true);

      const second = await get(query, { accept: 'image/webp' });
      expect(second.statusCode).toBe(200);
      expect(resize).toHaveBeenCalledTimes(1);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-type']).toBe('image/webp');
      expect(Number(second.headers['content-length'])).toBe(first.rawPayload.length);

      // Each format is its own cached variant with its own ETag.
      const jpeg = await get(query);
      expect(resize).toHaveBeenCalledTimes(2);
      expect(jpeg.headers.etag).not.toBe(first.headers.etag);
      await get(query);
      expect(resize).toHaveBeenCalledTimes(2);
    });

    it('keeps a served image in memory, and refuses it once its uploaded source is gone', async () => {
      const source = path.join(contentUploads, 'kept.jpg');
      fs.writeFileSync(source, await photo(120, 80));
      const query = { imageURL: '/uploads/content/kept.jpg', width: 60, slug: 'kept' };
      const first = await get(query, { accept: 'image/webp' });
      expect(first.statusCode).toBe(200);

      // Without its cache file, the image still comes back, the same bytes, and nothing is resized.
      fs.rmSync(server.config.imageCacheDir, { recursive: true, force: true });
      const resize = jest.spyOn(resizing, 'resizeImage');
      const again = await get(query, { accept: 'image/webp' });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers['content-type']).toBe('image/webp');
      expect(Number(again.headers['content-length'])).toBe(first.rawPayload.length);
      expect(resize).not.toHaveBeenCalled();

      fs.rmSync(source);
      expect((await get(query, { accept: 'image/webp' })).statusCode).toBe(404);
    });

    it("looks up a source of the build's media once per size and format, an upload each time", async () => {
      const locate = jest.spyOn(locating, 'locateImageSource');
      const query = { imageURL: '/media/photo.jpg', width: 480, slug: 'once' };
      const first = await get(query, { accept: 'image/webp' });
      const again = await get(query, { accept: 'image/webp' });
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(locate).toHaveBeenCalledTimes(1);
      // Another format is another variant: named once too.
      await get(query, { accept: 'image/avif' });
      await get(query, { accept: 'image/avif' });
      expect(locate).toHaveBeenCalledTimes(2);

      const upload = { imageURL: '/uploads/avatars/a1.webp', width: 480, slug: 'avatar' };
      await get(upload);
      await get(upload);
      expect(locate).toHaveBeenCalledTimes(4);
      // A refusal is not kept: the file may come later.
      const missing = { imageURL: '/media/later.jpg', width: 480, slug: 'later' };
      expect((await get(missing)).statusCode).toBe(404);
      fs.writeFileSync(path.join(media, 'later.jpg'), await photo(100, 50));
      expect((await get(missing)).statusCode).toBe(200);
    });

    it('answers from the disk cache after a restart, without resizing', async () => {
      const query = { imageURL: '/media/large.jpg', width: 1280, slug: 'restart' };
      const first = await get(query, { accept: 'image/avif' });
      expect(first.statusCode).toBe(200);

      const restarted = createImageService({ roots: imageSourceRoots(server.config), cacheDir: server.config.imageCacheDir });
      const resize = jest.spyOn(resizing, 'resizeImage');
      const image = await restarted.render(await restarted.prepare({ imageURL: query.imageURL, width: query.width, requested: 'avif' }));
      expect(resize).not.toHaveBeenCalled();
      expect(image.format).toBe('avif');
      expect(image.data.equals(first.rawPayload)).toBe(true);
    });

    it('finds the cached PNG of a transparent source again', async () => {
      const resize = jest.spyOn(resizing, 'resizeImage');
      const query = { imageURL: '/media/logo-again.png', width: 320, slug: 'logo' };
      const first = await get(query);
      const second = await get(query);
      expect(resize).toHaveBeenCalledTimes(1);
      expect(second.headers['content-type']).toBe('image/png');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('resizes again, with a new ETag, when an uploaded source changes', async () => {
      const source = path.join(contentUploads, 'changing.jpg');
      fs.writeFileSync(source, await photo(200, 100));
      const resize = jest.spyOn(resizing, 'resizeImage');
      const query = { imageURL: '/uploads/content/changing.jpg', width: 320, slug: 'changing' };
      const before = await get(query);

      fs.writeFileSync(source, await photo(200, 200));
      fs.utimesSync(source, new Date(), new Date(Date.now() + 5000));
      const after = await get(query);
      expect(resize).toHaveBeenCalledTimes(2);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(await formatOf(after.rawPayload)).toMatchObject({ width: 200, height: 200 });
    });

    it('answers 304 without a body or a resize to a matching If-None-Match', async () => {
      const query = { imageURL: '/media/photo.jpg', width: 210, slug: 'etag' };
      const first = await get(query, { accept: 'image/avif' });
      const etag = String(first.headers.etag);
      const resize = jest.spyOn(resizing, 'resizeImage');

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(query, { accept: 'image/avif', 'if-none-match': ifNoneMatch });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect(resize).not.toHaveBeenCalled();

      // Another format is another representation: its ETag differs, so the old one does not match.
      const webp = await get(query, { accept: 'image/webp', 'if-none-match': etag });
      expect(webp.statusCode).toBe(200);
      const stale = await get(query, { accept: 'image/avif', 'if-none-match': '"stale"' });
      expect(stale.statusCode).toBe(200);
    });

    it('resizes once for ten identical requests arriving together', async () => {
      const resize = jest.spyOn(resizing, 'resizeImage');
      const query = { imageURL: '/media/large.jpg', width: 640, height: 480, slug: 'together' };
      const responses = await Promise.all(Array.from({ length: 10 }, () => get(query, { accept: 'image/webp' })));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(resize).toHaveBeenCalledTimes(1);
      for (const response of responses) expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
      expect(await formatOf(responses[0]!.rawPayload)).toMatchObject({ format: 'webp', width: 640, height: 480 });
    });

    it(`runs at most ${MAX_CONCURRENT_RESIZES} resizes at a time in a burst of different images`, async () => {
      const original = resizing.resizeImage;
      let running = 0;
      let most = 0;
      const resize = jest.spyOn(resizing, 'resizeImage').mockImplementation(async (...args) => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await original(...args);
        } finally {
          running -= 1;
        }
      });
      const responses = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => get({ imageURL: `/media/burst/${n}.jpg`, width: 100, slug: `burst-${n}` })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(resize).toHaveBeenCalledTimes(8);
      expect(most).toBeGreaterThanOrEqual(1);
      expect(most).toBeLessThanOrEqual(MAX_CONCURRENT_RESIZES);
    });

    it('shares a failure among identical requests and then lets a later request try again', async () => {
      const resize = jest.spyOn(resizing, 'resizeImage');
      const query = { imageURL: '/media/broken.jpg', width: 99, slug: 'broken' };
      const responses = await Promise.all(Array.from({ length: 5 }, () => get(query)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(415));
      expect(resize).toHaveBeenCalledTimes(1);
      expect((await get(query)).statusCode).toBe(415);
      expect(resize).toHaveBeenCalledTimes(2);
    });
  });
});

describe('where sources are read', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  function configWith(build: boolean, nodeEnv: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-roots-'));
    dirs.push(dir);
    if (build) fs.mkdirSync(path.join(dir, 'client', 'media'), { recursive: true });
    return loadConfig({ DATA_DIR: path.join(dir, 'data'), CLIENT_DIR: path.join(dir, 'client'), NODE_ENV: nodeEnv });
  }

  it("reads /media from the client build, and profile images from the data folder's uploads/avatars only", () => {
    const config = configWith(true, 'production');
    expect(imageSourceRoots(config)).toEqual({
      '/media/': path.join(config.clientDir, 'media'),
      '/uploads/avatars/': path.join(config.uploadsDir, 'avatars'),
      '/uploads/content/': path.join(config.uploadsDir, 'content'),
    });
  });

  it('falls back to public/media in development when there is no build, never in production', () => {
    expect(imageSourceRoots(configWith(false, 'development'))['/media/']).toBe(path.resolve('public', 'media'));
    const production = configWith(false, 'production');
    expect(imageSourceRoots(production)['/media/']).toBe(path.join(production.clientDir, 'media'));
  });

  it('takes only the build as fixed while the process runs, not public/media or the uploads', () => {
    expect(fixedImagePrefixes(configWith(true, 'development'))).toEqual(['/media/']);
    expect(fixedImagePrefixes(configWith(false, 'production'))).toEqual(['/media/']);
    expect(fixedImagePrefixes(configWith(false, 'development'))).toEqual([]);
  });
});
