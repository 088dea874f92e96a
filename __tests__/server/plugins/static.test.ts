import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { buildTestApp, HASHED_CSS, HASHED_JS, HASHED_JS_TEXT, type TestApp } from '../support/testApp';

describe('static files', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp();
  });

  afterAll(() => server.close());

  it.each([HASHED_JS, HASHED_CSS])('caches the hashed asset %s forever', async (file) => {
    const response = await server.app.inject({ method: 'GET', url: `/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).not.toContain('<html');
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('sends the asset built beforehand in %s to a browser that takes it', async (encoding, decompress) => {
    const response = await server.app.inject({ method: 'GET', url: `/${HASHED_JS}`, headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decompress(response.rawPayload).toString()).toBe(HASHED_JS_TEXT);
  });

  it.each(['br', 'gz'])('serves no asset\'s .%s form at its own address: the asset\'s route sends it', async (extension) => {
    const url = `/${HASHED_JS}.${extension}`;
    expect(server.app.hasRoute({ method: 'GET', url })).toBe(false);
    const response = await server.app.inject({ method: 'GET', url });
    // An unknown address outside the languages: the pages send it to the visitor's language.
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/fr${url}`);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/humans.txt', '/media/intro.mp4'])('serves %s, revalidated on each use', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  describe('profile images', () => {
    const name = `${'c0'.repeat(16)}.webp`;
    let image: Buffer;

    beforeAll(async () => {
      image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } }).webp().toBuffer();
      fs.mkdirSync(server.config.avatarsDir, { recursive: true });
      fs.writeFileSync(path.join(server.config.avatarsDir, name), image);
    });

    it('serves one, kept a year, with validators: a browser that has it gets a 304', async () => {
      const response = await server.app.inject({ method: 'GET', url: `/uploads/avatars/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(image)).toBe(true);
      expect(response.headers['last-modified']).toEqual(expect.any(String));
      const again = await server.app.inject({ method: 'GET', url: `/uploads/avatars/${name}`, headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('answers a range of bytes', async () => {
      const response = await server.app.inject({ method: 'GET', url: `/uploads/avatars/${name}`, headers: { range: 'bytes=0-9' } });
      expect(response.statusCode).toBe(206);
      expect(response.rawPayload.equals(image.subarray(0, 10))).toBe(true);
    });

    it('serves nothing but a random name of that folder', async () => {
      fs.writeFileSync(path.join(server.config.avatarsDir, 'notes.webp'), image);
      for (const url of ['/uploads/avatars/notes.webp', `/uploads/avatars/${name}.png`, `/uploads/avatars/x/${name}`]) {
        const response = await server.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.json().code).toBe('notFound');
      }
    });
  });
});
