import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../support/testApp';

const README = fs.readFileSync(path.join(__dirname, '../../../src/server/plugins/README.md'), 'utf8');

/** The plugins registered on the root instance, in order, as Fastify itself reports them. */
function topLevelPlugins(app: TestApp['app']): string[] {
  return app
    .printPlugins()
    .split('\n')
    .map((line) => /^[├└]─[─┬] (\S+)/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'bound');
}

describe('src/server/plugins/README.md', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
    await server.app.ready();
  });
  afterAll(() => server.close());

  it("says the order buildApp registers in: external plugins, the app's plugins, the routes, then pages", () => {
    const registered = topLevelPlugins(server.app);
    const kind = (name: string) => (name.startsWith('@fastify/') ? 0 : name.endsWith('Routes') ? 2 : name === 'pages' ? 3 : 1);
    expect(registered.map(kind)).toEqual([...registered.map(kind)].sort());

    const listed = /^2\. the app's plugins: ([^]*?)^3\./m.exec(README)?.[1] ?? '';
    const appPlugins = registered.filter((name) => kind(name) === 1);
    expect([...listed.matchAll(/`([^`]+)`/g)].map((match) => match[1])).toEqual(appPlugins);
    for (const name of [...appPlugins, 'pages']) expect(README).toContain(`| \`${name}\` (`);
  });
});
