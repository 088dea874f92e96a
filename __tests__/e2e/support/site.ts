import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_INSTALL_LINE, findChromium } from './browser';

const root = path.resolve(__dirname, '../../..');

export interface Site {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the built server (`node dist/server/main.js`) on a free port and a temporary data folder. */
export async function startSite(env: NodeJS.ProcessEnv = {}): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    // A suite opens pages by address from one IP many times faster than a person, past the 60
    // renders a minute one IP may ask for (no browser test is about a limit; the server's are).
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('0.0.0.0', '127.0.0.1').replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`Chromium is missing: ${CHROMIUM_INSTALL_LINE}`);
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface Running {
  site: Site;
  browser: Browser;
}

/**
 * Starts the built site (with `env`'s settings) and Chromium before the enclosing block's tests,
 * and stops both after them. The fields are set once the block's first `beforeAll` (this one) has run.
 */
export function siteAndBrowser(env: NodeJS.ProcessEnv = {}): Running {
  const running = {} as Partial<Running>;
  beforeAll(async () => {
    const [site, browser] = await Promise.allSettled([startSite(env), launchBrowser()]);
    if (site.status === 'fulfilled') running.site = site.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    // Whichever did start is stopped by afterAll.
    if (site.status === 'rejected') throw site.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running as Running;
}

/** Collects console errors and uncaught page errors, to assert a page ran clean. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** `describe` when a browser exists, else a skipped block that says how to install one. */
export const describeInBrowser: jest.Describe = findChromium() ? describe : describe.skip;

export interface PageOptions {
  width?: number;
  height?: number;
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
}

/** A page in its own context: a viewport width, a language, a motion preference, a colour scheme. */
export async function openPage(
  browser: Browser,
  { width = 1440, height = 900, locale = 'fr-FR', reducedMotion = 'no-preference', colorScheme = 'light' }: PageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale, reducedMotion, colorScheme });
  return context.newPage();
}

/**
 * Goes to a page and waits for the app to have taken it over (`<html data-app="ready">`): before
 * that, the server's markup ignores clicks on buttons and sends forms the browser's own way.
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<void> {
  await page.goto(url, options);
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

/** Saves a screenshot as a test artifact under test-results/screenshots (git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(root, 'test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The right edge of the widest element, to catch horizontal overflow that `overflow-x: hidden` hides. */
export function widestRightEdge(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(...Array.from(document.querySelectorAll('body *')).map((element) => element.getBoundingClientRect().right)),
  );
}

/** GET a JSON body from the running site's API. */
export async function apiGet<T>(site: Site, path: string): Promise<T> {
  const response = await fetch(site.url + path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Waits for React to have taken the footer over: it is hydrated, its code fetched, once the app is ready. */
export async function footerHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber')));
}
