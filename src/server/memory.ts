import v8 from 'node:v8';
import sharp from 'sharp';

/**
 * Process-wide memory settings; docs/server.md, "Memory", gives the measurements behind each. The
 * V8 flags are set as this module is evaluated: main.ts imports it first, so that they already hold
 * while the rest of the server loads and starts.
 */
// V8 reads this flag as it decides how far to let the heap grow before a full collection: with it,
// rendering every page took the heap to 65 MB instead of 134 MB, for the same live data.
v8.setFlagsFromString('--optimize-for-size');
// The young generation keeps its first size (two 1 MB semi-spaces) instead of doubling up to 32 MB
// under load; garbage is collected sooner, young and old: the memory bench's peak RSS went from
// 270 MB to 204-213 MB with it.
// (--max-semi-space-size would need to be on node's command line: set here, it changes nothing.)
v8.setFlagsFromString('--semi-space-growth-factor=1');
// A 1 MB young generation is collected every few milliseconds under load, by the main thread and a
// helper it must wait for: on a busy machine the helper, not yet scheduled, stretched pauses to
// 5-25 ms, the API's slowest answers. Alone, the main thread takes a fraction of a millisecond.
v8.setFlagsFromString('--no-parallel-scavenge');

export function limitMemory(): void {
  // libvips's cache of operations (50 MB by default) would only repeat what the image cache keeps:
  // each resized image is made once, then served from DATA_DIR/image-cache.
  sharp.cache(false);
}
