import v8 from 'node:v8';
import sharp from 'sharp';

/**
 * Process-wide memory settings, applied once at start (main.ts); docs/server.md, "Memory", gives
 * the measurements behind each.
 */
export function limitMemory(): void {
  // V8 reads this flag as it decides how far to let the heap grow before a full collection: with it,
  // rendering every page took the heap to 65 MB instead of 134 MB, for the same live data.
  v8.setFlagsFromString('--optimize-for-size');
  // libvips's cache of operations (50 MB by default) would only repeat what the image cache keeps:
  // each resized image is made once, then served from DATA_DIR/image-cache.
  sharp.cache(false);
}
