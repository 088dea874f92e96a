import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own: initdb into a temporary folder, its own socket folder and
 * port, run as the `postgres` system user when the test runs as root (PostgreSQL refuses root). A
 * test that restarts or stops PostgreSQL does it to this one, never to the shared cluster other
 * suites run on.
 */
export interface PrivatePostgres {
  /** postgres:// URL of its `postgres` database, through its socket. */
  url: string;
  /**
   * Fast shutdown (every connection ends with 57P01, as `pg_ctlcluster restart` does), then start;
   * resolves once it accepts connections. Asynchronous: the test's own servers (SMTP) keep answering.
   */
  restart(): Promise<void>;
  /** Stops it at once and removes its folder; safe to call twice, and on a server that never started. */
  remove(): void;
}

function binDir(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && fs.existsSync(path.join(fromConfig.stdout.trim(), 'initdb'))) return fromConfig.stdout.trim();
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (found === undefined) throw new Error('No initdb found (pg_config --bindir, /usr/lib/postgresql/*/bin): install PostgreSQL');
  return found;
}

/** Live postmasters of this process's servers, stopped on exit even when a test fails before its cleanup. */
const running = new Set<PrivatePostgres>();
process.once('exit', () => {
  for (const server of running) server.remove();
});

export function startPrivatePostgres(): PrivatePostgres {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-private-'));
  const data = path.join(root, 'data');
  const socket = path.join(root, 'socket');
  const logFile = path.join(root, 'server.log');
  fs.mkdirSync(socket);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    for (const dir of [root, socket]) fs.chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]) =>
    asRoot ? (['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] as const) : ([path.join(bin, tool), args] as const);
  const failure = (tool: string, args: string[], status: unknown, output: string) => {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    return new Error(`${tool} ${args.join(' ')} failed (${String(status)}): ${output}\n${log}`);
  };
  const run = (tool: string, args: string[]) => {
    const [file, argv] = command(tool, args);
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) throw failure(tool, args, result.status, result.stderr + result.stdout);
  };
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = command(tool, args);
      execFile(file, argv, { cwd: root }, (error, stdout, stderr) => (error ? reject(failure(tool, args, error.code, stderr + stdout)) : resolve()));
    });
  // Any port does: with no TCP listener it only names the socket file in a folder of our own.
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let removed = false;
  const server: PrivatePostgres = {
    url: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(socket)}`,
    restart() {
      return runAsync('pg_ctl', ['-D', data, '-l', logFile, '-m', 'fast', '-w', '-t', '30', 'restart']);
    },
    remove() {
      if (removed) return;
      removed = true;
      running.delete(server);
      if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // Already gone: the folder goes anyway.
        }
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    // fsync off: a fast shutdown writes everything out anyway, and the machine is shared.
    fs.appendFileSync(
      path.join(data, 'postgresql.conf'),
      `\nlisten_addresses = ''\nport = ${port}\nunix_socket_directories = '${socket}'\nfsync = off\nmax_connections = 60\nshared_buffers = 16MB\n`,
    );
    running.add(server);
    run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '30', 'start']);
  } catch (error) {
    server.remove();
    throw error;
  }
  return server;
}
