import v8 from 'node:v8';
import sharp from 'sharp';

/**
 * Process-wide memory settings; docs/server.md, "Memory", says what each does. V8's flags are on
 * node's command line (`npm run serve`, compose.yaml, docs/deploy.md) but one, set as this module
 * is evaluated (main.ts imports it first).
 *
 * --optimize-for-size makes V8 collect before letting the old generation grow far (rendering every
 * page: a 65 MB heap instead of 134 MB). On the command line it also pins the young generation to
 * its first 1 MB semi-spaces whatever --max-semi-space-size says (measured: 2 MB at the most under
 * allocation pressure, against 8 MB with the cap alone); set here, after the heap is configured,
 * it leaves the young generation to that cap.
 */
v8.setFlagsFromString('--optimize-for-size');

export function limitMemory(): void {
  // libvips's cache of operations (50 MB by default) would only repeat what the image cache keeps:
  // each resized image is made once, then served from DATA_DIR/image-cache.
  sharp.cache(false);
}
