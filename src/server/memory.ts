import v8 from 'node:v8';
import sharp from 'sharp';

/**
 * Process-wide memory settings; docs/server.md, "Memory", gives the measurements behind each. The
 * V8 flags are set as this module is evaluated: main.ts imports it first, so that they already hold
 * while the rest of the server loads and starts.
 */
/** Whether node was started with a cap on V8's semi-spaces, as an argument or in NODE_OPTIONS. */
export function youngGenerationCapped(execArgv: readonly string[], nodeOptions = ''): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => /^--max[-_]semi[-_]space[-_]size(=|$)/.test(arg));
}

// V8 reads this flag as it decides how far to let the heap grow before a full collection: with it,
// rendering every page took the heap to 65 MB instead of 134 MB, for the same live data.
v8.setFlagsFromString('--optimize-for-size');
// With --optimize-for-size every full collection reduces memory, after which V8 lets the heap grow
// only 10 % (4 MB here) before the next: under load that room filled in two or three of the bench's
// 10 s rounds, so most of them had a 20 ms collection. 30 % leaves about 10 MB.
v8.setFlagsFromString('--heap-growing-percent=30');
// Unbounded, V8 doubles the young generation up to 2 × 16 MB under load: the memory bench's peak
// RSS was 270 MB instead of 204-213 MB. A deployment caps it on node's command line
// (NODE_OPTIONS=--max-semi-space-size, docs/deploy.md; it cannot be set from here), and V8 grows it
// up to that cap; without a cap it keeps its first size (two 1 MB semi-spaces).
if (!youngGenerationCapped(process.execArgv, process.env.NODE_OPTIONS)) v8.setFlagsFromString('--semi-space-growth-factor=1');
// A 1 MB young generation is collected every few milliseconds under load, by the main thread and a
// helper it must wait for: on a busy machine the helper, not yet scheduled, stretched pauses to
// 5-25 ms, the API's slowest answers. Alone, the main thread takes a fraction of a millisecond.
v8.setFlagsFromString('--no-parallel-scavenge');

export function limitMemory(): void {
  // libvips's cache of operations (50 MB by default) would only repeat what the image cache keeps:
  // each resized image is made once, then served from DATA_DIR/image-cache.
  sharp.cache(false);
}
