import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { tempDir } from '../support/testApp';
import { faultSeed, runTs, seededRandom, type Child } from './support/child';

const WRITER = '__tests__/server/faults/support/messageWriter.ts';
const RUNS = 20;
// Two at a time: start-up (about a second) dominates, and CI machines have at least two cores.
const PARALLEL = 2;
const SEED = faultSeed(20261121);

interface Outcome {
  run: number;
  killAfterMs: number;
  reported: number[];
  integrity: string;
  stored: Set<number>;
}

/** Starts a writer, kills it with SIGKILL a random 50–400 ms after it is ready, then opens its database. */
async function crashOnce(run: number, killAfterMs: number, children: Child[]): Promise<Outcome> {
  const root = tempDir();
  try {
    const writer = runTs(WRITER, { DATA_DIR: path.join(root, 'data') });
    children.push(writer);
    await writer.waitFor(/^ready$/m);
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    writer.process.kill('SIGKILL');
    const [, signal] = await writer.ended();
    expect(signal).toBe('SIGKILL');

    const reported = [...writer.stdout().matchAll(/^id (\d+)$/gm)].map((match) => Number(match[1]));
    const db = new SQLite(path.join(root, 'data', 'app.db'));
    try {
      const integrity = db.pragma('integrity_check', { simple: true }) as string;
      const stored = new Set((db.prepare('select id from messages').all() as { id: number }[]).map((row) => row.id));
      return { run, killAfterMs, reported, integrity, stored };
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe('a crash (SIGKILL) while contact messages are being committed', () => {
  const children: Child[] = [];
  afterAll(() => children.forEach((child) => child.stop()));

  it(`leaves a sound database holding every message it acknowledged, ${RUNS} times over (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const killTimes = Array.from({ length: RUNS }, () => 50 + Math.floor(random() * 351));
    const outcomes: Outcome[] = [];
    for (let first = 0; first < RUNS; first += PARALLEL) {
      const batch = killTimes.slice(first, first + PARALLEL).map((ms, i) => crashOnce(first + i, ms, children));
      outcomes.push(...(await Promise.all(batch)));
    }

    const problems = outcomes.flatMap(({ run, killAfterMs, reported, integrity, stored }) => {
      const lost = reported.filter((id) => !stored.has(id));
      const where = `run ${run} (killed after ${killAfterMs} ms, seed ${SEED}; replay with FAULT_SEED=${SEED})`;
      return [
        ...(integrity === 'ok' ? [] : [`${where}: integrity_check says ${integrity}`]),
        ...(lost.length === 0 ? [] : [`${where}: acknowledged but missing: ${lost.join(', ')}`]),
      ];
    });
    expect(problems).toEqual([]);
    // The kills must land mid-stream, or the test proves nothing.
    const acknowledged = outcomes.reduce((sum, outcome) => sum + outcome.reported.length, 0);
    expect(acknowledged).toBeGreaterThan(RUNS * 10);
  }, 60_000);
});
