import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { tempDir } from '../support/testApp';
import { runTs, type Child } from './support/child';

const WRITER = '__tests__/server/faults/support/messageWriter.ts';
const PER_WRITER = 300;

describe('two server processes writing to the same database at once', () => {
  const children: Child[] = [];
  let root: string;

  beforeEach(() => (root = tempDir()));
  afterEach(() => {
    children.forEach((child) => child.stop());
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('never answers SQLITE_BUSY: every message is accepted and stored once', async () => {
    const env = { DATA_DIR: path.join(root, 'data'), COUNT: String(PER_WRITER), WAIT_FOR_GO: '1' };
    // One after the other up to `ready`, so that the second finds the migrations done; then both at once.
    const first = runTs(WRITER, { ...env, TAG: 'a' }, { stdin: true });
    children.push(first);
    await first.waitFor(/^ready$/m);
    const second = runTs(WRITER, { ...env, TAG: 'b' }, { stdin: true });
    children.push(second);
    await second.waitFor(/^ready$/m);
    for (const writer of [first, second]) writer.process.stdin!.end('go\n');

    for (const writer of [first, second]) {
      await writer.waitFor(/^(done|error .*)$/m, 30_000);
      expect(await writer.ended()).toEqual([0, null]);
      const refused = writer.stdout().split('\n').filter((line) => line.startsWith('status '));
      expect(refused).toEqual([]);
      expect(writer.stdout().match(/^id \d+$/gm)).toHaveLength(PER_WRITER);
    }

    const ids = [first, second].flatMap((writer) => [...writer.stdout().matchAll(/^id (\d+)$/gm)].map((match) => Number(match[1])));
    expect(new Set(ids).size).toBe(2 * PER_WRITER);
    const db = new SQLite(path.join(root, 'data', 'app.db'), { readonly: true });
    try {
      const rows = db.prepare("select message from messages order by id").all() as { message: string }[];
      expect(rows).toHaveLength(2 * PER_WRITER);
      // Both really wrote, interleaved rather than one after the other.
      const writers = rows.map((row) => row.message.split(' ')[1]!.split('-')[0]);
      const switches = writers.filter((writer, i) => i > 0 && writer !== writers[i - 1]).length;
      expect(switches).toBeGreaterThan(1);
    } finally {
      db.close();
    }
  }, 60_000);
});
