/** What the benchmarks share: a deadline, temporary folders, the site and other servers as child processes, tables and units. */
import type autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

export const ROOT_DIR = path.join(__dirname, '..');
export const BUILT_SERVER = path.join(ROOT_DIR, 'dist', 'server', 'main.js');
const BUILT_CLIENT = path.join(ROOT_DIR, 'dist', 'client');

/** What a current browser sends for an <img>: the image endpoint answers AVIF. */
export const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** What Chromium sends with every request: the site answers compressed when it can, as in a browser. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * autocannon's `setupClient`: the client keeps no answer body. By default each connection appends
 * every body to a string, for `expectBody`, which the measuring benchmarks do not use. Decoding a
 * 4 KB brotli body as UTF-8, and collecting those strings, took over half of this process's CPU: the
 * load generator, not the server, then set the rate and the p99. Status codes, byte counts and
 * latencies are kept as before; a step's `onResponse` would get an empty body.
 */
export function keepNoBodies(client: autocannon.Client): void {
  client.pipelinedRequests.addBody = () => {};
}

/** Ends the process when a benchmark runs past its bounded time: nothing may hang. */
export function startWatchdog(deadlineMs: number): void {
  const watchdog = setTimeout(() => {
    console.error(`Benchmark still running after ${Math.round(deadlineMs / 1000)} s: stopped.`);
    process.exit(1);
  }, deadlineMs);
  watchdog.unref();
}

/** A fresh folder under the system's temporary folder, removed by `removeTempRoot`. */
export function makeTempRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
}

export function removeTempRoot(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

/** The first column left-aligned, the others right-aligned, each as wide as its widest cell. */
export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => (line[column] ?? '').length)));
  for (const line of [header, ...lines]) {
    console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  }
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What a browser set to `language` (`fr-FR`) sends as Accept-Language: `fr-FR,fr;q=0.9`. */
export function acceptLanguage(language: string): string {
  return `${language},${language.split('-')[0]};q=0.9`;
}

/** The middle value (the mean of the two middle ones for an even count); null when there is none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The machine, for the record next to the figures. */
export function machine(): { cpus: number; cpuModel: string; memory: string; node: string; platform: string } {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memory: mb(os.totalmem()),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** The newest modification time of the files under `dir` (or of the file itself). */
export function newestSource(dir: string): number {
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** The production build exists and is newer than what it is made from; a stale one would measure old code. */
const BUILD_OUTPUTS = [BUILT_SERVER, path.join(BUILT_CLIENT, 'index.html')];

/**
 * Dates the build's outputs now. webpack leaves a file whose content did not change untouched
 * (compareBeforeEmit), so after a build index.html may still look older than a source edited
 * since the last one, and the site would be started from the sources.
 */
export function markBuilt(): void {
  const now = new Date();
  for (const file of BUILD_OUTPUTS) if (fs.existsSync(file)) fs.utimesSync(file, now, now);
}

export function isBuildFresh(): boolean {
  const outputs = BUILD_OUTPUTS;
  if (!outputs.every((file) => fs.existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  const inputs = ['src', 'public', 'webpack.config.ts', 'tsconfig.json', 'package-lock.json'].map((name) => path.join(ROOT_DIR, name));
  return inputs.filter((input) => fs.existsSync(input)).every((input) => newestSource(input) < built);
}

/**
 * A copy of the client build, so that a rebuild during the run cannot pull pages away; without
 * a build, a bare index.html, which the SPA fallback serves the same way.
 */
export function copyClientBuild(root: string): string {
  const dir = path.join(root, 'client');
  if (fs.existsSync(path.join(BUILT_CLIENT, 'index.html'))) {
    fs.cpSync(BUILT_CLIENT, dir, { recursive: true });
  } else {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="fr"><head><title>Bench</title></head><body><div id="root"></div></body></html>\n');
  }
  return dir;
}

export interface SiteOptions {
  dataDir: string;
  clientDir: string;
  /** Overrides, e.g. RATE_LIMIT_SCALE or a fixed PORT. */
  env?: NodeJS.ProcessEnv;
}

const SERVE_SCRIPT = (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve;
/** glibc's malloc as `npm run serve` sets it before `node` (docs/server.md, "Memory"). */
export const MALLOC_ENV: Record<string, string> = Object.fromEntries([...SERVE_SCRIPT.matchAll(/\b(MALLOC_\w+)=(\S+) /g)].map((match) => [match[1]!, match[2]!]));
/** The V8 flags `npm run serve` starts the site with (docs/server.md, "Memory"): the baselines keep V8's defaults. */
export const SERVE_FLAGS = /\bnode ((?:--\S+ )+)dist\/server\/main\.js/.exec(SERVE_SCRIPT)?.[1]?.trim().split(' ') ?? [];

/** How the site runs in every benchmark: production as the README runs it, loopback, e-mails to the outbox, no Stripe, warnings and errors logged. */
export function siteEnv({ dataDir, clientDir, env = {} }: SiteOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    ...MALLOC_ENV,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    ...env,
  };
}

/** `npm run serve`'s node command when the build is fresh, else the sources through tsx with the same flags. */
export function siteArgs(): string[] {
  return [...SERVE_FLAGS, ...(isBuildFresh() ? [BUILT_SERVER] : ['--import', 'tsx', path.join(ROOT_DIR, 'src', 'server', 'main.ts')])];
}

export interface Server {
  child: ChildProcess;
  origin: string;
  /** Log lines at level error or above. */
  errors: string[];
  /** SIGTERM, as a deployment would; resolves with the exit code. */
  stop: () => Promise<number | null>;
}

const children = new Set<ChildProcess>();
// A benchmark that fails or is stopped by its watchdog leaves no server behind.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Spawns a Node process, registered so that it is killed if the benchmark exits first. */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** The site as a child process on a free loopback port, as a deployment would run it. `echo: false` prints only its errors. */
export async function startSite(options: SiteOptions & { echo?: boolean }): Promise<Server> {
  const args = siteArgs();
  const server = await startServer(args, siteEnv(options), { echo: options.echo ?? true });
  if (options.echo ?? true) console.log(`Server: node ${args.map((arg) => path.relative(ROOT_DIR, arg) || arg).join(' ')} (pid ${server.child.pid})`);
  return server;
}

/** Any Node server that prints `Listening on http://…` once it listens (the site, the baselines). */
export async function startServer(args: string[], env: NodeJS.ProcessEnv, { echo = true } = {}): Promise<Server> {
  const child = spawnNode(args, env);
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not say "Listening on" within 60 s.`)), 60_000);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening.`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /^Listening on (http:\/\/\S+)/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
        return;
      }
      const error = isErrorLog(line);
      if (error) errors.push(line);
      // LOG_LEVEL=warn: whatever the server says is worth reading next to the figures.
      if (echo || error) console.log(`server| ${line.slice(0, 500)}`);
    });
  });
  return { child, origin, errors, stop: () => stopProcess(child) };
}

/** SIGTERM, and waits for the graceful exit (SIGKILL after 20 s). */
export async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

/** Pino's JSON lines: 50 is error, 60 fatal. */
export function isErrorLog(line: string): boolean {
  try {
    return (JSON.parse(line) as { level?: number }).level! >= 50;
  } catch {
    return false;
  }
}

/** A port free on the loopback now, for a server that must know its address before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
