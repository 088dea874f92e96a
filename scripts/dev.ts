// `npm run dev`: the same server as production (the same Fastify app, plugins, hooks, caches and
// server rendering) over a development build, behind a small front on PORT (3000) that adds two
// things: the browser's modules are hot-reloaded (webpack-hot-middleware, React Refresh keeps the
// components' state), and the server, on a port of its own, restarts when code other than
// src/client changes, and after client edits only at the next page load, so that it renders them.
// Type `rs` and Enter to restart it by hand (docs/client.md, "Development").
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import webpack from 'webpack';
import configs, { HOT_PATH, outputDir } from '../webpack.config';

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const CLIENT_SOURCES = path.join(__dirname, '..', 'src', 'client') + path.sep;
// What the front answers itself: the client's files as webpack has them in memory (the server only
// knows the files there were when it started), hot updates included.
const CLIENT_FILE = /^\/assets\/|\.hot-update\.(js|json)$/;

type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
/* eslint-disable @typescript-eslint/no-require-imports -- typed by what this script uses: tsc passes without the development packages installed */
const devMiddleware = require('webpack-dev-middleware') as (
  compiler: webpack.Compiler,
  options: { writeToDisk: boolean; index: boolean; publicPath: string },
) => Middleware & { waitUntilValid(callback: () => void): void; close(callback: () => void): void };
const hotMiddleware = require('webpack-hot-middleware') as (compiler: webpack.Compiler, options: { path: string; log: false }) => Middleware;
/* eslint-enable @typescript-eslint/no-require-imports */

const [clientConfig, serverConfig] = configs({ hot: true }, { mode: 'development' });
const client = webpack({ ...clientConfig, stats: 'errors-warnings' });
// Written to disk too: the server reads its page template and stylesheets from dist/dev/client.
const clientFiles = devMiddleware(client, { writeToDisk: true, index: false, publicPath: '/' });
const hot = hotMiddleware(client, { path: HOT_PATH, log: false });
client.hooks.done.tap('dev', (stats) => console.log(`Client built in ${stats.endTime - stats.startTime} ms${stats.hasErrors() ? ', with errors' : ''}.`));

let server: ChildProcess | null = null;
let serverPort = 0;
/** Settles once the running server accepts connections: requests wait for it across a restart. */
let serverReady: Promise<void> = new Promise(() => {});
let stopping = false;

/** Set when only client code changed since the server started: the next page it renders would be the old one. */
let serverStale = false;

function start(): Promise<void> {
  serverStale = false;
  server = spawn(process.execPath, ['--enable-source-maps', outputDir(false, 'server') + '/main.js'], {
    stdio: 'inherit',
    env: { CLIENT_DIR: outputDir(false, 'client'), SITE_URL: `http://localhost:${PORT}`, ...process.env, PORT: String(serverPort), HOST: '127.0.0.1' },
  });
  const started = Date.now();
  return listening(serverPort).then(() => console.log(`Server ready in ${Date.now() - started} ms: http://localhost:${PORT}`));
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

/** Requests wait from now until the new server listens. */
function restart(): void {
  serverReady = stop().then(() => (stopping ? new Promise<void>(() => {}) : start()));
}

/** Settles when `port` accepts a connection (the server has started listening). */
function listening(port: number): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => setTimeout(attempt, 50));
    };
    attempt();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** Everything else goes to the server as it came, and its answer back as it is. */
function forward(request: http.IncomingMessage, response: http.ServerResponse): void {
  // A page load after client edits: the server restarts first, so that it renders the edited
  // components (hydration would not patch the old markup). The hot-reloaded page's own API calls
  // keep the running server.
  if (serverStale && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
    console.log('A page load after client edits: restarting the server so that it renders them.');
    restart();
  }
  void serverReady.then(() => {
    const upstream = http.request({ host: '127.0.0.1', port: serverPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.once('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The development server is not answering: see its output.');
    });
    request.pipe(upstream);
  });
}

const front = http.createServer((request, response) => {
  hot(request, response, () => {
    if (CLIENT_FILE.test(request.url ?? '')) clientFiles(request, response, () => forward(request, response));
    else forward(request, response);
  });
});

async function main(): Promise<void> {
  serverPort = await freePort();
  // The server renders pages with the client's template: it starts once the client is built.
  await new Promise<void>((resolve) => clientFiles.waitUntilValid(() => resolve()));
  let first = true;
  webpack({ ...serverConfig, stats: 'errors-warnings' }).watch({}, (error, stats) => {
    if (error || stats?.hasErrors()) {
      console.error(error ?? stats?.toString('errors-only'));
      return;
    }
    const changed = [...(stats?.compilation.compiler.modifiedFiles ?? [])];
    const took = stats ? ` (server built in ${stats.endTime - stats.startTime} ms)` : '';
    if (first || changed.some((file) => !file.startsWith(CLIENT_SOURCES))) {
      console.log(first ? 'Built; starting the server.' : `Server code changed (${changed.map((file) => path.relative(process.cwd(), file)).join(', ')})${took}; restarting the server.`);
      first = false;
      restart();
    } else if (changed.length > 0) {
      serverStale = true;
      console.log('Client code changed: hot-reloaded in the browser; the server restarts at the next page load.');
    }
  });
  front.listen(PORT, HOST, () => console.log(`Development front on http://localhost:${PORT} (the server behind it on port ${serverPort})`));
}

process.stdin.on('data', (input) => {
  if (input.toString().trim() === 'rs') restart();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    front.close();
    clientFiles.close(() => {});
    void stop().then(() => process.exit(0));
  });
}

void main();
