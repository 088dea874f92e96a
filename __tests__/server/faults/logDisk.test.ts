import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir, writeClientBuild } from '../support/testApp';
import { ROOT } from './support/child';

/**
 * The server's log (stdout) goes to a file on a tiny tmpfs, which fills up: log writes fail with
 * ENOSPC. Mounting needs root (as CI runs); elsewhere the suite is skipped.
 */
const canMount = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0;

(canMount ? describe : describe.skip)('the disk holding the log fills up', () => {
  let root: string;
  let disk: string;
  let child: ChildProcess | null = null;

  beforeAll(() => {
    root = tempDir();
    disk = path.join(root, 'logs');
    fs.mkdirSync(disk);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk], { encoding: 'utf8' });
    if (mounted.status !== 0) throw new Error(`mount tmpfs: ${mounted.stderr}`);
    writeClientBuild(path.join(root, 'client'));
  });

  afterAll(() => {
    if (child !== null && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    spawnSync('umount', ['-l', disk]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('drops and counts the log lines it cannot write, keeps answering (health included), and survives when space comes back', async () => {
    const logFile = path.join(disk, 'server.log');
    const out = fs.openSync(logFile, 'a');
    const err = fs.openSync(path.join(root, 'stderr.log'), 'a');
    child = spawn(process.execPath, ['--require', path.join(ROOT, '__tests__/server/support/ignoreStyles.cjs'), '--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: path.join(root, 'data'), CLIENT_DIR: path.join(root, 'client'), SMTP_URL: '', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' },
      stdio: ['ignore', out, err],
    });
    fs.closeSync(out);
    fs.closeSync(err);
    const deadline = Date.now() + 60_000;
    let origin: string | undefined;
    while (origin === undefined) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${fs.readFileSync(path.join(root, 'stderr.log'), 'utf8')}`);
      origin = /Listening on (http:\/\/\S+)/.exec(fs.readFileSync(logFile, 'utf8'))?.[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const get = async (url: string) => {
      try {
        return (await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(5_000) })).status;
      } catch {
        return 0;
      }
    };
    expect(await get('/api/health')).toBe(200);

    // Fill the disk to its last byte.
    const filler = path.join(disk, 'filler');
    const fd = fs.openSync(filler, 'w');
    try {
      for (;;) fs.writeSync(fd, Buffer.alloc(4096));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    for (let n = 0; n < 32; n++) {
      try {
        fs.writeSync(fd, Buffer.alloc(128));
      } catch {
        // Full to the byte.
      }
    }
    fs.closeSync(fd);
    const sizeWhenFull = fs.statSync(logFile).size;

    // Every request logs a line (LOG_LEVEL=info): none can be written now.
    const whileFull: number[] = [];
    for (let n = 0; n < 60 && !whileFull.includes(0); n++) whileFull.push(await get(n % 3 === 0 ? '/api/health' : '/api/jobs/get-all-jobs'));
    expect(whileFull.filter((status) => status !== 200)).toEqual([]);
    expect(child.exitCode).toBeNull();
    // At most the rest of the log file's last page was written.
    expect(fs.statSync(logFile).size).toBeLessThanOrEqual(Math.ceil((sizeWhenFull + 1) / 4096) * 4096);

    // Space comes back: the process is still there, answers, and says how many lines it dropped.
    fs.rmSync(filler);
    const after: number[] = [];
    for (let n = 0; n < 20; n++) after.push(await get('/api/health'));
    expect(after.filter((status) => status !== 200)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();
    const log = fs.readFileSync(logFile, 'utf8');
    const dropped = /"dropped":(\d+)/.exec(log);
    expect(dropped).not.toBeNull();
    expect(Number(dropped![1])).toBeGreaterThanOrEqual(30);
    console.log(`log disk full: ${whileFull.length} requests answered 200, ${dropped![1]} log lines dropped and counted`);
  }, 120_000);
});
