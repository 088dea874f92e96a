import net from 'node:net';
import { pathTo } from '../../../src/shared/routes';
import { OFF_SITE_PIECES, offSite } from '../../shared/support/offSiteTargets';
import { buildTestApp, type TestApp } from '../support/testApp';

/** One request as curl --path-as-is sends it: the target is not normalized on the way. */
function rawGet(port: number, target: string, cookie = ''): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: site.test\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`),
    );
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = data.split('\r\n\r\n')[0]!.split('\r\n');
      const location = head.find((line) => /^location:/i.test(line));
      resolve({ status: Number(head[0]!.split(' ')[1]), location: location === undefined ? null : location.slice(location.indexOf(':') + 1).trim() });
    });
  });
}

const ENGLISH = 'i18next=en';

describe('every redirect stays on the site', () => {
  let server: TestApp;
  let port: number;
  let project: { id: number; slug: string };

  beforeAll(async () => {
    // Hundreds of addresses from one IP: far past one visitor's share of renders a minute.
    server = await buildTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
    project = (await server.app.inject({ method: 'GET', url: '/api/projects/get-all-published-projects' })).json<{ data: { id: number; slug: string }[] }>().data[0]!;
  }, 60_000);
  afterAll(() => server.close());

  /** Each redirect the site sends, with the hostile piece where its target is built from the address. */
  const REDIRECTS: [string, (piece: string) => [target: string, cookie?: string]][] = [
    ['root', (piece) => [`/?next=${piece}`]],
    ['bad language prefix', (piece) => [`/${piece}`]],
    ['bad language prefix, after a language tag', (piece) => [`/de/${piece}`]],
    ['bad language prefix, trailing slash', (piece) => [`/de/${piece}/`]],
    // An unknown French address is a 404 in the cookie's language, never a redirect: the language
    // redirect is reached on a page that exists, with the piece in its query or its slug.
    ['language (an English cookie on a French address)', (piece) => [`/fr?next=${piece}`, ENGLISH]],
    ['language and slug', (piece) => [`/fr/projects/${project.id}/${piece}`, ENGLISH]],
    ['language, trailing slash', (piece) => [`${pathTo('projects')}/?next=${piece}`, ENGLISH]],
    ['language, after a bad prefix', (piece) => [`/${piece}`, ENGLISH]],
    ['slug (a project under a wrong slug)', (piece) => [`/fr/projects/${project.id}/${piece}`]],
    ['slug (an article by its id)', (piece) => [`${pathTo('article', { slug: '1' })}?next=${piece}`]],
    ['blog page 1', (piece) => [`${pathTo('blogPage', { id: 1 })}?next=${piece}`, ENGLISH]],
  ];

  test.each(REDIRECTS)('%s: every Location is a path of this site', async (_name, build) => {
    const answers = [];
    for (const piece of OFF_SITE_PIECES) {
      const [target, cookie] = build(piece);
      const { status, location } = await rawGet(port, target, cookie);
      answers.push({ target, status, location, offSite: location === null ? null : offSite(location) });
    }
    expect(answers.filter((answer) => answer.offSite !== null)).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    // The table reaches the redirect it is about, not only a 404.
    expect(answers.filter((answer) => answer.location !== null).length).toBeGreaterThan(OFF_SITE_PIECES.length / 2);
  }, 60_000);

  test.each([
    ['/..%2f%2fevil.com', '/evil.com'],
    ['/x/../..//evil.com', '/evil.com'],
    ['/de/..%2f%2fevil.com', '/evil.com'],
  ])('%s goes to %s, a page of this site', async (target, location) => {
    expect(await rawGet(port, target)).toEqual({ status: 302, location });
  });
});
