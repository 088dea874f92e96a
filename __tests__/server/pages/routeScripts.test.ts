import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HASHED_CSS, HASHED_JS, buildTestApp, writeClientBuild, type TestApp } from '../support/testApp';

/** What scripts/routeChunksManifest.ts writes beside index.html: each route's scripts and stylesheets beyond the entry's. */
const ROUTE_SCRIPTS = { home: ['/assets/home.1111111111.js'], contact: ['/assets/contact.2222222222.js', '/assets/forms.3333333333.js'] };
const STYLES: Record<string, string> = {
  '/assets/app.4444444444.css': '.header{color:navy}',
  '/assets/home.5555555555.css': '.home-hero{color:coral}',
  '/assets/forms.6666666666.css': '.form-field{color:green}',
};
const ROUTE_FILES = {
  home: ['/assets/app.4444444444.css', '/assets/home.5555555555.css', ...ROUTE_SCRIPTS.home],
  contact: ['/assets/app.4444444444.css', ...ROUTE_SCRIPTS.contact, '/assets/forms.6666666666.css'],
};

const preloadedScripts = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(([, href]) => href);

describe("a page preloads its own scripts, from the build's route-chunks.json", () => {
  let server: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-route-scripts-'));
    writeClientBuild(clientDir);
    fs.mkdirSync(path.join(clientDir, 'assets'));
    for (const [href, css] of Object.entries(STYLES)) fs.writeFileSync(path.join(clientDir, href), css);
    fs.writeFileSync(path.join(clientDir, 'route-chunks.json'), JSON.stringify(ROUTE_FILES));
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
    expect(body.indexOf('<style')).toBeGreaterThan(firstPreload);
  });

  const linkedPreloads = (header: unknown) => [...String(header ?? '').matchAll(/<([^>]+)>; rel=preload; as=script/g)].map(([, href]) => href);

  it.each([
    ['/fr/contact', ROUTE_SCRIPTS.contact],
    ['/fr', ROUTE_SCRIPTS.home],
    ['/fr/blog', []],
  ])("%s names the entry's script and its own in a Link header, which a browser acts on before it parses the page", async (url, scripts) => {
    const first = await server.app.inject({ method: 'GET', url });
    // The same header on a page from the cache.
    const again = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    for (const { headers } of [first, again]) expect(linkedPreloads(headers.link)).toEqual([`/${HASHED_JS}`, ...scripts]);
  });

  const inlinedStyles = (html: string) => [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map(([, href, css]) => [href, css]);

  it.each([
    ['/fr', ['/assets/app.4444444444.css', '/assets/home.5555555555.css']],
    ['/fr/contact', ['/assets/app.4444444444.css', '/assets/forms.6666666666.css']],
  ])("%s carries the entry's stylesheet, then the app's and its own, and no other page's", async (url, own) => {
    const { body } = await server.app.inject({ method: 'GET', url });
    expect(inlinedStyles(body)).toEqual([[`/${HASHED_CSS}`, 'body { margin: 0 }\n'], ...own.map((href) => [href, STYLES[href]])]);
    expect(body).not.toMatch(/rel="?stylesheet/);
  });

  it('keeps a stylesheet it cannot read as a link, so the page is still styled', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-route-styles-'));
    writeClientBuild(dir);
    fs.writeFileSync(path.join(dir, 'route-chunks.json'), JSON.stringify({ contact: ['/assets/gone.7777777777.css'] }));
    const other = await buildTestApp({ env: { CLIENT_DIR: dir } });
    try {
      const { body } = await other.app.inject({ method: 'GET', url: '/fr/contact' });
      expect(body).toContain('<link rel="stylesheet" href="/assets/gone.7777777777.css">');
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
