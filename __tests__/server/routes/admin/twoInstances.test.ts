import fs from 'node:fs';
import { someAddress } from '../../support/accounts';
import { signUpStaff } from '../../support/staff';
import { buildTestApp, tempDir, type TestApp } from '../../support/testApp';

/** Asks until `done` holds: another instance learns of a commit on its next check (SQLite) or at NOTIFY (PostgreSQL). */
async function eventually(ask: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ask()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return ask();
}

describe('a staff write reaches every instance on the same database', () => {
  const dataDir = tempDir();
  let writer: TestApp;
  let reader: TestApp;
  beforeAll(async () => {
    writer = await buildTestApp({ env: { DATA_DIR: dataDir } });
    await writer.app.ready();
    reader = await buildTestApp({ env: { DATA_DIR: dataDir } });
    await reader.app.ready();
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('published on one, on the other\'s blog page and API; unpublished, gone from both', async () => {
    const read = (url: string) => reader.app.inject({ method: 'GET', url, remoteAddress: someAddress() });
    // The reader's caches hold the blog and the article's absence first.
    expect((await read('/fr/blog')).body).not.toContain('Deux instances');
    expect((await read('/api/articles/unique/deux-instances')).statusCode).toBe(404);

    const staff = await signUpStaff(writer.app);
    const write = (method: 'POST' | 'PUT', url: string, payload: object) => writer.app.inject({ method, url, payload, headers: staff.auth });
    const category = (await write('POST', '/api/admin/categories', { name: { fr: 'Partagée', en: 'Shared' } })).json().data;
    const body = {
      title: { fr: 'Deux instances', en: 'Two instances' },
      categoryId: category.id,
      excerpt: { fr: 'R', en: 'S' },
      body: { fr: 'Texte.', en: 'Text.' },
      status: 'published',
    };
    const created = (await write('POST', '/api/admin/articles', body)).json().data;
    expect(created.slug).toBe('deux-instances');

    expect(await eventually(async () => (await read('/fr/blog')).body.includes('Deux instances'))).toBe(true);
    expect((await read('/api/articles/unique/deux-instances')).statusCode).toBe(200);
    expect((await read('/sitemap.xml')).body).toContain('/fr/article/deux-instances');

    await write('PUT', `/api/admin/articles/${created.id}`, { ...body, slug: created.slug, status: 'draft' });
    expect(await eventually(async () => (await read('/fr/article/deux-instances')).statusCode === 404)).toBe(true);
    expect((await read('/fr/blog')).body).not.toContain('Deux instances');
  });
});
