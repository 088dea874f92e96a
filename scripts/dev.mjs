// `npm run dev`: webpack-dev-server (hot reload, port 8080) for the client, and the API
// restarted on change by tsx; the dev server proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['webpack', 'serve', '--mode', 'development', '--config-name', 'client'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
