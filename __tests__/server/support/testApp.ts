import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import { onPostgres, schemaFor } from './postgres';

export const HASHED_JS = 'main.3f2a9c1b7e.js';
export const HASHED_CSS = '123.ab12cd34ef.css';

export const FIXTURE_INDEX = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<script id="app-config" type="application/json">{"placeholder":true}</script>
<script defer src="/${HASHED_JS}"></script>
<link href="/${HASHED_CSS}" rel="stylesheet">
</head>
<body><div id="root"></div></body>
</html>
`;

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'agency-server-'));
}

export const HASHED_JS_TEXT = 'console.log("app");\n';

/** A client build like webpack's: index.html, hashed assets (one with its .br and .gz forms), plain files, media/. */
export function writeClientBuild(dir: string, indexHtml: string | null = FIXTURE_INDEX): void {
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true });
  if (indexHtml !== null) fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, HASHED_JS), HASHED_JS_TEXT);
  // webpack's compressed forms beside the asset.
  fs.writeFileSync(path.join(dir, `${HASHED_JS}.br`), zlib.brotliCompressSync(HASHED_JS_TEXT));
  fs.writeFileSync(path.join(dir, `${HASHED_JS}.gz`), zlib.gzipSync(HASHED_JS_TEXT));
  fs.writeFileSync(path.join(dir, HASHED_CSS), 'body { margin: 0 }\n');
  fs.writeFileSync(path.join(dir, 'humans.txt'), 'Team: Pixel & Cie\n');
  fs.writeFileSync(path.join(dir, 'media', 'intro.mp4'), Buffer.from([0, 0, 0, 24]));
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  root: string;
  close(): Promise<void>;
}

interface TestAppOptions extends BuildOptions {
  env?: NodeJS.ProcessEnv;
  /** index.html of the fixture build; null leaves it out; false leaves out the whole build. */
  indexHtml?: string | null | false;
}

/**
 * The environment of a test app's database: none with SQLite (the file in DATA_DIR), and in the
 * PostgreSQL project a schema of its own, the same for the same data folder.
 */
export async function testDatabaseEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  return onPostgres() ? { DATABASE_URL: await schemaFor(path.resolve(dataDir)) } : {};
}

/** What openDatabase takes for a test database of `dataDir`: SQLite's file in it, or its PostgreSQL schema's URL. */
export async function testDatabaseLocation(dataDir: string): Promise<string> {
  return (await testDatabaseEnv(dataDir)).DATABASE_URL ?? path.join(dataDir, 'app.db');
}

/** The real app on a temporary data folder and client build. Not ready yet: tests may add routes. */
export async function buildTestApp({ env = {}, indexHtml = FIXTURE_INDEX, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const root = tempDir();
  const clientDir = path.join(root, 'client');
  if (indexHtml !== false) writeClientBuild(clientDir, indexHtml);
  const dataDir = env.DATA_DIR ?? path.join(root, 'data');
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    ...(await testDatabaseEnv(dataDir)),
    ...env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, options);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    root,
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A logger that keeps its JSON lines, to assert what was logged. */
export function captureLogger(level = 'info'): { logger: object; lines: string[] } {
  const lines: string[] = [];
  return { logger: { level, stream: { write: (line: string) => void lines.push(line) } }, lines };
}
