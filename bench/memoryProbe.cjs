/**
 * Preloaded (`node --expose-gc --require bench/memoryProbe.cjs …`) into a server the memory section
 * measures. It samples the heap every 50 ms, for where a peak comes from; on SIGUSR2 it prints one
 * `memory-probe {…}` line on stdout with the process's own peak RSS (getrusage's maxrss), the
 * sampled peaks, then its RSS and heap after a full, forced collection.
 */
'use strict';

const peaks = { heapTotal: 0, external: 0 };
const sampler = setInterval(() => {
  const { heapTotal, external } = process.memoryUsage();
  peaks.heapTotal = Math.max(peaks.heapTotal, heapTotal);
  peaks.external = Math.max(peaks.external, external);
}, 50);
sampler.unref();

process.on('SIGUSR2', () => {
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const before = process.memoryUsage();
  // Twice: the first pass runs finalizers that free more on the second.
  global.gc();
  global.gc();
  const after = process.memoryUsage();
  const figures = {
    peakRss,
    peakHeapTotal: peaks.heapTotal,
    peakExternal: peaks.external,
    rssBeforeGc: before.rss,
    rssAfterGc: after.rss,
    heapTotalAfterGc: after.heapTotal,
    heapUsedAfterGc: after.heapUsed,
    externalAfterGc: after.external,
    arrayBuffersAfterGc: after.arrayBuffers,
  };
  process.stdout.write(`memory-probe ${JSON.stringify(figures)}\n`);
});
