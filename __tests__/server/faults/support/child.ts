import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../../..');

export interface Child {
  process: ChildProcess;
  /** Everything printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match in stdout; rejects if the process ends first or after timeoutMs. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves with [code, signal] when the process has ended (at once if it already has). */
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** `exited`, or a rejection after timeoutMs. */
  ended(timeoutMs?: number): Promise<[number | null, NodeJS.Signals | null]>;
  /** SIGKILL if still running (for afterEach). */
  stop(): void;
}

/** Runs a TypeScript file with `node --import tsx` from the repository root. */
export function runTs(file: string, env: NodeJS.ProcessEnv, options: { stdin?: boolean } = {}): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: { ...process.env, SMTP_URL: '', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', LOG_LEVEL: 'warn', ...env },
    stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('close', (code: number | null, signal: NodeJS.Signals | null) => resolve([code, signal])));

  const waitFor = (pattern: RegExp, timeoutMs = 15_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error(`no ${pattern} within ${timeoutMs} ms:\n${out}\n${err}`)), timeoutMs);
      const check = () => {
        const match = pattern.exec(out);
        if (match) finish(null, match);
      };
      // 'close' comes after the last output, unlike 'exit'.
      const ended = () => {
        check();
        finish(new Error(`process ended before printing ${pattern}:\n${out}\n${err}`));
      };
      function finish(error: Error | null, match?: RegExpExecArray) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.off('close', ended);
        if (error) reject(error);
        else resolve(match!);
      }
      child.stdout!.on('data', check);
      child.once('close', ended);
      check();
    });

  return {
    process: child,
    stdout: () => out,
    stderr: () => err,
    waitFor,
    exited,
    ended: (timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`still running after ${timeoutMs} ms:\n${out}\n${err}`)), timeoutMs);
        void exited.then((result) => {
          clearTimeout(timer);
          resolve(result);
        });
      }),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** A small seeded generator (mulberry32): the same seed gives the same kill times. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed: FAULT_SEED to replay a failure, else a fixed one so CI is deterministic. */
export function faultSeed(fallback: number): number {
  const given = Number(process.env.FAULT_SEED);
  return Number.isInteger(given) ? given : fallback;
}
