import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir, writeClientBuild } from './support/testApp';

const ROOT = path.resolve(__dirname, '../..');

/** Resolves with stdout once it contains `pattern`, or rejects if the process ends first. */
function waitForOutput(child: ChildProcess, read: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(read());
      if (match) {
        child.stdout?.off('data', check);
        resolve(match);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before printing ${pattern}:\n${read()}`)));
    check();
  });
}

describe('the real server (src/server/main.ts)', () => {
  let root: string;
  let child: ChildProcess | undefined;

  beforeEach(() => {
    root = tempDir();
    writeClientBuild(path.join(root, 'client'));
  });

  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('starts on PORT=0, prints where it listens and keeps its files, and exits 0 on SIGTERM', async () => {
    const dataDir = path.join(root, 'data');
    let stdout = '';
    let stderr = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: path.join(root, 'client'),
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child!.once('exit', (code, signal) => resolve([code, signal])));

    await waitForOutput(child, () => stdout, /^Payments: .*$/m);
    const address = /Listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(stdout);
    expect(address).not.toBeNull();
    expect(Number(address![2])).toBeGreaterThan(0);
    expect(stdout).toContain(`Data folder: ${dataDir}`);
    expect(stdout).toContain(`Mail outbox: ${path.join(dataDir, 'outbox')}`);
    expect(stdout).toMatch(/^Payments: off/m);

    for (const entry of ['app.db', 'uploads', 'image-cache', 'outbox']) expect(fs.existsSync(path.join(dataDir, entry))).toBe(true);

    const api = await fetch(`${address![1]}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'notFound' });
    const page = await fetch(`${address![1]}/fr`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="app-config"');

    child.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    expect(stderr).toBe('');
  }, 30_000);

  it('keeps uploads in UPLOADS_DIR, and its start-up sweep leaves an unreferenced file alone while another instance may still be storing it', async () => {
    const uploadsDir = path.join(root, 'shared-uploads');
    fs.mkdirSync(path.join(uploadsDir, 'cv'), { recursive: true });
    fs.mkdirSync(path.join(uploadsDir, 'avatars'), { recursive: true });
    const fresh = path.join(uploadsDir, 'cv', `${'a'.repeat(32)}.pdf`);
    const old = path.join(uploadsDir, 'cv', `${'b'.repeat(32)}.pdf`);
    const oldAvatar = path.join(uploadsDir, 'avatars', `${'c'.repeat(32)}.webp`);
    for (const file of [fresh, old, oldAvatar]) fs.writeFileSync(file, '%PDF-1.4\n');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(oldAvatar, twoHoursAgo, twoHoursAgo);

    let stdout = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), UPLOADS_DIR: uploadsDir, CLIENT_DIR: path.join(root, 'client'), LOG_LEVEL: 'warn', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    await waitForOutput(child, () => stdout, /^Payments: .*$/m);
    expect(stdout).toContain(`Uploads folder: ${uploadsDir}`);
    expect([fs.existsSync(fresh), fs.existsSync(old), fs.existsSync(oldAvatar)]).toEqual([true, false, false]);
    expect(fs.existsSync(path.join(root, 'data', 'uploads'))).toBe(false);
  }, 30_000);
});
