import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import packageJson from '../../package.json';
import { serveCommand } from './support/serverProcess';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The V8 flags `npm run serve` starts the server with: the one place they are chosen. */
const SERVE_FLAGS = /\bnode ((?:--\S+ )+)dist\/server\/main\.js/.exec(packageJson.scripts.serve)?.[1]?.trim().split(' ') ?? [];

/**
 * A fresh Node process started with `flags` loads src/server/memory.ts (as main.ts does first),
 * then allocates as a busy server does: many short-lived
 * objects, some surviving a while. It prints the size of V8's young generation at the start, then
 * the largest it reached.
 */
const CHURN = `
  require(${JSON.stringify(path.join(ROOT, 'src/server/memory.ts'))});
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
const churn = (flags: string[], script = CHURN) => promisify(execFile)(process.execPath, [...flags, '--import', 'tsx', '-e', script], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' } });

// docs/server.md, "Memory", says what each flag does and why.
describe("the server's V8 flags", () => {
  it('are on node’s command line in npm run serve; the code sets --optimize-for-size alone', () => {
    expect(SERVE_FLAGS).toEqual(expect.arrayContaining(['--heap-growing-percent=30', '--max-semi-space-size=4', '--no-parallel-scavenge']));
    const sources = (fs.readdirSync(path.join(ROOT, 'src'), { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
    const set = sources.flatMap((file) => [...read(path.join('src', file)).matchAll(/setFlagsFromString\('([^']*)'\)/g)].map((match) => `${file}: ${match[1]}`));
    expect(set).toEqual([`${path.join('server', 'memory.ts')}: --optimize-for-size`]);
  });

  it('leave --optimize-for-size to the code: on the command line it pins the young generation to its first size', async () => {
    const pinned = JSON.parse((await churn(['--optimize-for-size', ...SERVE_FLAGS], CHURN.replace(/require\([^)]*\);/, ''))).stdout) as { largest: number };
    expect(pinned.largest).toBeLessThan(8 * 1024 * 1024);
  });

  it('are the same wherever a deployment is told how to start the server', () => {
    const command = `node ${SERVE_FLAGS.join(' ')} dist/server/main.js`;
    expect(read('README.md')).toContain(`\`${command}\``);
    expect(read('docs/deploy.md')).toContain(`\`${command}\``);
    expect(read('compose.yaml')).toContain(`command: ${JSON.stringify(['node', ...SERVE_FLAGS, 'dist/server/main.js']).replaceAll(',', ', ')}`);
  });

  it('come with the same malloc settings wherever a deployment is told how to start the server', () => {
    const malloc = serveCommand().env;
    expect(Object.keys(malloc)).toEqual(['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_']);
    for (const [name, value] of Object.entries(malloc)) {
      expect(read('README.md')).toContain(`\`${name}=${value}\``);
      expect(read('docs/deploy.md')).toMatch(new RegExp(`^${name}=${value} `, 'm'));
      expect(read('compose.yaml')).toContain(`${name}: "${value}"`);
    }
  });

  it('let V8 grow the young generation up to the cap, and no further', async () => {
    const capped = JSON.parse((await churn(SERVE_FLAGS)).stdout) as { loaded: number; largest: number };
    // V8 counts both of the 4 MB semi-spaces.
    expect(capped.largest).toBe(8 * 1024 * 1024);
  });

  it('collect the young generation on the main thread alone', async () => {
    // V8 prints a line per scavenging task (--trace-parallel-scavenge), then one for the scavenge (--trace-gc).
    const { stdout } = await churn(['--trace-gc', '--trace-parallel-scavenge', ...SERVE_FLAGS]);
    // Each line is prefixed with its isolate: tsx's loader thread has its own.
    const lines = stdout.split('\n').map((line) => /^\[\d+:(0x[0-9a-f]+)\]/.exec(line)).filter((match) => match !== null);
    const mainIsolate = lines.at(-1)![1];
    const tasksPerScavenge: number[] = [];
    let tasks = 0;
    for (const { input: line } of lines.filter((match) => match[1] === mainIsolate)) {
      if (/ Scavenge /.test(line)) {
        tasksPerScavenge.push(tasks);
        tasks = 0;
      } else if (/ scavenge\[/.test(line)) tasks += 1;
    }
    expect(tasksPerScavenge.length).toBeGreaterThan(10);
    expect(new Set(tasksPerScavenge)).toEqual(new Set([1]));
  });
});
