import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrations } from '../../../src/server/db/migrations/all';
import { openDatabase } from '../../../src/server/db/database';
import { sampleContent } from '../../../src/server/db/seed/sampleContent';
import { tempDir, testDatabaseEnv, testDatabaseLocation, writeClientBuild } from '../support/testApp';

const ROOT = path.resolve(__dirname, '../../..');

/** The real server in its own process (SQLite's locks are per process), resolved with its address once it listens. */
function startServer(root: string, database: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<string> {
  const dataDir = path.join(root, 'data');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: path.join(root, 'client'), LOG_LEVEL: 'warn', SMTP_URL: '', ...database },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const listening = /Listening on (http:\/\/\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe('instances starting together on one empty database', () => {
  let root: string;
  const children: ChildProcess[] = [];

  beforeEach(() => {
    root = tempDir();
    writeClientBuild(path.join(root, 'client'));
  });

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('all start; the migrations run once and the sample content is loaded once', async () => {
    const database = await testDatabaseEnv(path.join(root, 'data'));
    const origins = await Promise.all([1, 2, 3].map(() => startServer(root, database, children)));
    for (const origin of origins) expect(await (await fetch(`${origin}/api/health`)).json()).toEqual({ status: 'ok' });

    const db = openDatabase(await testDatabaseLocation(path.join(root, 'data')));
    try {
      const applied = await db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      expect(applied).toHaveLength(Object.keys(migrations).length);
      const { count } = await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(count)).toBe(sampleContent.articles.length);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
