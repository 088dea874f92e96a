import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output: () => string;
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
