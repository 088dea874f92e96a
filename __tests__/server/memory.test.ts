import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const MEMORY_MODULE = path.resolve(__dirname, '../../src/server/memory.ts');

/**
 * A fresh Node process loads src/server/memory.ts (as main.ts does first), then allocates as a busy
 * server does: many short-lived objects, some surviving a while. It prints the size of V8's young
 * generation once the module is loaded, then the largest it reached.
 */
const CHURN = `
  require(${JSON.stringify(MEMORY_MODULE)});
  const v8 = require('node:v8');
  const youngSize = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
  const loaded = youngSize();
  let kept = [];
  let largest = 0;
  for (let i = 0; i < 2_000_000; i += 1) {
    kept.push({ i, text: 'item ' + i });
    if (kept.length > 20_000) kept = [];
    if (i % 10_000 === 0) largest = Math.max(largest, youngSize());
  }
  console.log(JSON.stringify({ loaded, largest }));
`;

// docs/server.md, "Memory": by default V8 doubles its young generation up to 2 × 16 MB under load.
describe('src/server/memory.ts', () => {
  it('keeps V8’s young generation at its first size under allocation pressure when node was started without a cap', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', CHURN], { cwd: path.resolve(__dirname, '../..') });
    const { loaded, largest } = JSON.parse(stdout) as { loaded: number; largest: number };
    // tsx's loader runs before the module here; in the built server, the module is the first to load.
    expect(loaded).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(largest).toBe(loaded);
  });

  it('lets V8 grow the young generation up to the cap node was started with, and no further', async () => {
    const run = (nodeOptions?: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', CHURN], { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, NODE_OPTIONS: nodeOptions } });
    const capped = JSON.parse((await run('--max-semi-space-size=4')).stdout) as { loaded: number; largest: number };
    const uncapped = JSON.parse((await run()).stdout) as { loaded: number; largest: number };
    // npm run serve's cap (docs/server.md, "Memory"): V8 counts both of its 4 MB semi-spaces.
    expect(capped.largest).toBe(8 * 1024 * 1024);
    expect(uncapped.largest).toBe(uncapped.loaded);
    expect(uncapped.largest).toBeLessThan(capped.largest);
  });

  it('collects the young generation on the main thread alone', async () => {
    // V8 prints a line per scavenging task (--trace-parallel-scavenge), then one for the scavenge
    // (--trace-gc), each line prefixed with its isolate: tsx's loader thread has its own.
    const { stdout } = await promisify(execFile)(process.execPath, ['--trace-gc', '--trace-parallel-scavenge', '--import', 'tsx', '-e', CHURN], { cwd: path.resolve(__dirname, '../..') });
    const lines = stdout.split('\n').map((line) => /^\[\d+:(0x[0-9a-f]+)\]/.exec(line)).filter((match) => match !== null);
    const mainIsolate = lines.at(-1)![1];
    const tasksPerScavenge: number[] = [];
    let tasks = 0;
    for (const match of lines.filter((line) => line[1] === mainIsolate)) {
      if (/ Scavenge /.test(match.input)) {
        tasksPerScavenge.push(tasks);
        tasks = 0;
      } else if (/ scavenge\[/.test(match.input)) tasks += 1;
    }
    // The first ones ran before the module was loaded.
    const churning = tasksPerScavenge.slice(-20);
    expect(churning).toHaveLength(20);
    expect(new Set(churning)).toEqual(new Set([1]));
  });
});
