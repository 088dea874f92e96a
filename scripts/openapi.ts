/**
 * Writes docs/openapi.json, the API's OpenAPI document, from the routes' schemas (`npm run
 * openapi`): the app is built on a throwaway data folder, never listening, and asked for it.
 * A test fails while the committed file differs from what the routes generate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { OPENAPI_FILE, openapiText } from '../src/server/plugins/openapi';

export async function generatedOpenapi(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: path.join(root, 'data'), CLIENT_DIR: path.join(root, 'client') });
  const app = await buildApp(config, { seed: false, retention: { enabled: false } });
  try {
    await app.ready();
    return openapiText(app);
  } finally {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (require.main === module) {
  void generatedOpenapi().then((text) => {
    fs.writeFileSync(path.join(__dirname, '..', OPENAPI_FILE), text);
    console.log(`Wrote ${OPENAPI_FILE}.`);
  });
}
