import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HASHED_JS, buildTestApp, writeClientBuild, type TestApp } from '../support/testApp';

/** What scripts/routeChunksManifest.ts writes beside index.html. */
const ROUTE_SCRIPTS = { home: ['/assets/home.1111111111.js'], contact: ['/assets/contact.2222222222.js', '/assets/forms.3333333333.js'] };

const preloadedScripts = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(([, href]) => href);

describe("a page preloads its own scripts, from the build's route-chunks.json", () => {
  let server: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-route-scripts-'));
    writeClientBuild(clientDir);
    fs.writeFileSync(path.join(clientDir, 'route-chunks.json'), JSON.stringify(ROUTE_SCRIPTS));
    server = await buildTestApp({ env: { CLIENT_DIR: clientDir } });
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([
    ['/fr/contact', ROUTE_SCRIPTS.contact],
    ['/fr/contact?lng=en', ROUTE_SCRIPTS.contact],
    ['/fr', ROUTE_SCRIPTS.home],
    // A page without an entry in the file (not found here) preloads nothing more.
    ['/fr/blog', []],
  ])('%s preloads %j', async (url, scripts) => {
    const { statusCode, body } = await server.app.inject({ method: 'GET', url });
    expect(statusCode).toBe(200);
    expect(preloadedScripts(body)).toEqual(scripts);
  });

  it("puts them after the app's own script and ahead of the inlined stylesheet, where the browser finds them with the first bytes of the page", async () => {
    const { body } = await server.app.inject({ method: 'GET', url: '/fr/contact' });
    const firstPreload = body.indexOf(`href="${ROUTE_SCRIPTS.contact[0]}"`);
    expect(body.indexOf(HASHED_JS)).toBeGreaterThan(0);
    expect(firstPreload).toBeGreaterThan(body.indexOf(HASHED_JS));
    expect(body.indexOf('<style>')).toBeGreaterThan(firstPreload);
  });
});

describe('a build without route-chunks.json', () => {
  it('serves its pages with no preload of their own', async () => {
    const server = await buildTestApp();
    try {
      const { statusCode, body } = await server.app.inject({ method: 'GET', url: '/fr/contact' });
      expect(statusCode).toBe(200);
      expect(preloadedScripts(body)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
