import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_INSTALL_LINE, browserRequired, findChromium } from './browser';

const root = path.resolve(__dirname, '../../..');
const builtFiles = ['dist/client/index.html', 'dist/server/main.js'].map((f) => path.join(root, f));
const sources = ['src', 'public', 'webpack.config.ts', 'package-lock.json'].map((f) => path.join(root, f));

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** e2e tests drive the built site: build it when it is missing or older than its sources. */
export default function globalSetup(): void {
  if (!findChromium()) {
    const message = `No Chromium found (CHROME_PATH or /usr/bin/chromium). Install it with: ${CHROMIUM_INSTALL_LINE}`;
    if (browserRequired) throw new Error(`${message} (REQUIRE_BROWSER=1)`);
    console.warn(`\n${message}. Browser tests are skipped.\n`);
    return;
  }
  const builtAt = Math.min(...builtFiles.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
  const sourcesAt = Math.max(...sources.filter((f) => fs.existsSync(f)).map(newestMtime));
  if (builtAt < sourcesAt) {
    console.log('\nBuilding the site for the browser tests (npm run build)…');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  }
}
