import { spawn, type ChildProcess } from 'node:child_process';
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

/** The real server (`src/server/main.ts`) in a process of its own, resolved once it listens. */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--require', path.join(__dirname, 'ignoreStyles.cjs'), '--import', 'tsx', 'src/server/main.ts'], {
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
