import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const PROBE = path.resolve(__dirname, '../memoryProbe.cjs');
const MB = 1024 * 1024;

/** Starts a small Node process with the memory section's probe and asks it for its figures. */
async function probedFigures(): Promise<{ peakRss: number; rssAfterGc: number }> {
  const child = spawn(process.execPath, ['--expose-gc', '--require', PROBE, '-e', 'setInterval(() => {}, 1000); console.log("ready");'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const lines = readline.createInterface({ input: child.stdout });
    return await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the probed process exited with ${code}`)));
      lines.on('line', (line) => {
        if (line === 'ready') child.kill('SIGUSR2');
        else if (line.startsWith('memory-probe ')) resolve(JSON.parse(line.slice('memory-probe '.length)));
      });
    });
  } finally {
    child.kill('SIGKILL');
  }
}

// The memory section's peak is the measured process's own, whatever the process that spawned it holds.
describe('bench/memoryProbe.cjs', () => {
  it('reports the peak RSS of the process it runs in, not of the one that spawned it', async () => {
    // 400 MB written to, so resident in this process when it spawns the probed one.
    const held = Array.from({ length: 40 }, () => Buffer.alloc(10 * MB, 1));
    const figures = await probedFigures();
    expect(held).toHaveLength(40);
    // A bare Node process is 40 to 60 MB; it must not be reported with this one's 400.
    expect(figures.peakRss).toBeLessThan(150 * MB);
    expect(figures.peakRss).toBeGreaterThanOrEqual(figures.rssAfterGc * 0.9);
  });
});
