import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output: () => string;
}

export interface ClusterOptions {
  /** The test's temporary folder: the client build is in `client/`; uploads and each instance's data folder go in it. */
  root: string;
  databaseUrl: string;
  smtpUrl: string;
  leaseSeconds: number;
  /** More settings, the same for every instance. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Two real instances on one database, one uploads folder and one SMTP server, as behind a load
 * balancer, started together (the start-up lock has one migrate and seed). The visitor's IP comes
 * from X-Forwarded-For, as behind the proxy; payments are off.
 */
export function startCluster({ root, databaseUrl, smtpUrl, leaseSeconds, env = {} }: ClusterOptions): Promise<ServerProcess[]> {
  const shared = {
    CLIENT_DIR: path.join(root, 'client'),
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: path.join(root, 'uploads'),
    SMTP_URL: smtpUrl,
    OUTBOX_LEASE_SECONDS: String(leaseSeconds),
    TRUST_PROXY: 'true',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    ...env,
  };
  return Promise.all(['a', 'b'].map((name) => startServerProcess({ ...shared, DATA_DIR: path.join(root, `data-${name}`) })));
}

/** The real server (`src/server/main.ts`) in a process of its own, resolved once it listens; `nodeArgs` go before the script. */
export function startServerProcess(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--require', path.join(__dirname, 'ignoreStyles.cjs'), '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const listening = /Listening on (http:\/\/\S+)/.exec(output);
      if (listening) resolve({ origin: listening[1]!, child, output: () => output });
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * How `npm run serve` starts the server, read from package.json: the environment it sets before
 * `node` (glibc's malloc settings) and node's flags, for a test that measures memory as deployed.
 */
export function serveCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const serve = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve;
  const match = /^((?:\w+=\S+ )*)node ((?:--\S+ )*)dist\/server\/main\.js$/.exec(serve);
  if (!match) throw new Error(`npm run serve is not "VAR=value … node --flag … dist/server/main.js": ${serve}`);
  const env = Object.fromEntries(match[1]!.trim().split(' ').filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
  return { env, nodeArgs: match[2]!.trim().split(' ').filter(Boolean) };
}
