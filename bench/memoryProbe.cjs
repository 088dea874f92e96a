/**
 * Preloaded (`node --expose-gc --require bench/memoryProbe.cjs …`) into a server the memory section
 * measures. It samples the heap every 50 ms, for where a peak comes from; on SIGUSR2 it prints one
 * `memory-probe {…}` line on stdout with the process's own peak RSS, the sampled peaks, then its
 * RSS and heap after a full, forced collection.
 */
'use strict';

const fs = process.getBuiltinModule('node:fs');

/**
 * The peak RSS of this program: Linux's VmHWM, the high-water mark of the memory it runs in.
 * getrusage's maxrss would not do: Linux keeps it across fork and exec, so a child reports at least
 * what its parent held when it was spawned (a 39 MB process spawned by one of 440 MB says 404 MB).
 */
function peakRss() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) * 1024;
  } catch {
    // Not Linux: getrusage's figure, with the caveat above.
  }
  return process.resourceUsage().maxRSS * 1024;
}

const peaks = { heapTotal: 0, external: 0 };
const sampler = setInterval(() => {
  const { heapTotal, external } = process.memoryUsage();
  peaks.heapTotal = Math.max(peaks.heapTotal, heapTotal);
  peaks.external = Math.max(peaks.external, external);
}, 50);
sampler.unref();

process.on('SIGUSR2', () => {
  const peak = peakRss();
  const before = process.memoryUsage();
  // Twice: the first pass runs finalizers that free more on the second.
  global.gc();
  global.gc();
  const after = process.memoryUsage();
  const figures = {
    peakRss: peak,
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
