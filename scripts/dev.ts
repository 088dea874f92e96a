// `npm run dev`: the same server as production (the same Fastify app, plugins, hooks, caches and
// server rendering) over a development build that webpack rebuilds on every change; the server
// restarts after each rebuild. The browser is reloaded by hand.
import { spawn, type ChildProcess } from 'node:child_process';
import webpack from 'webpack';
import configs, { outputDir } from '../webpack.config';

let server: ChildProcess | null = null;
let stopping = false;

function start(): void {
  server = spawn(process.execPath, ['--enable-source-maps', outputDir(false, 'server') + '/main.js'], {
    stdio: 'inherit',
    env: { CLIENT_DIR: outputDir(false, 'client'), ...process.env },
  });
}

/** Stops the running server (gracefully: SIGTERM) and settles once it has exited. */
function stop(): Promise<void> {
  const running = server;
  server = null;
  if (running === null || running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

const watching = webpack(configs({}, { mode: 'development' })).watch({}, (error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    return;
  }
  console.log('Built; (re)starting the server.');
  void stop().then(() => {
    if (!stopping) start();
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (watching) watching.close(() => void stop());
    else void stop();
  });
}
