/** What the benchmarks share: a deadline, temporary folders, tables and units. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
