import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { copyDatabase } from '../../../scripts/db-copy';
import { PASSWORD, logIn, signUp } from '../support/accounts';
import { candidacyFields, CANDIDACY_URL, pdfOfSize } from '../support/candidacy';
import { multipart } from '../support/multipart';
import { schemaFor } from '../support/postgres';
import { tempDir, writeClientBuild } from '../support/testApp';

describe('npm run db:copy: a SQLite site into PostgreSQL', () => {
  let root: string;
  const apps: FastifyInstance[] = [];

  beforeEach(() => {
    root = tempDir();
    writeClientBuild(path.join(root, 'client'));
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const start = async (env: NodeJS.ProcessEnv) => {
    const app = await buildApp(loadConfig({ CLIENT_DIR: path.join(root, 'client'), UPLOADS_DIR: path.join(root, 'uploads'), ...env }), { retention: { enabled: false } });
    apps.push(app);
    return app;
  };

  it('copies accounts, messages, candidacies and their files, and the site reads them back on PostgreSQL', async () => {
    // The SQLite site, with the sample content, an account, a message and a candidacy with its CV.
    const sqliteDir = path.join(root, 'sqlite');
    const before = await start({ DATA_DIR: sqliteDir });
    const account = await signUp(before, { email: 'lea.copy@example.com' });
    const message = await before.inject({ method: 'POST', url: '/api/messages/create-message', payload: { firstName: 'Léa', lastName: 'Martin', email: 'lea.copy@example.com', message: 'Bonjour, un devis ?' } });
    expect(message.statusCode).toBe(201);
    const cv = pdfOfSize(5_000);
    const body = multipart({ ...candidacyFields, job: 'developpeur-full-stack-js', cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: cv } });
    expect((await before.inject({ method: 'POST', url: CANDIDACY_URL, payload: body.payload, headers: body.headers })).statusCode).toBe(201);
    const articles = (await before.inject({ method: 'GET', url: '/api/articles/get-all-articles' })).json();
    apps.splice(0);
    await before.close();

    const url = await schemaFor(path.join(root, 'postgres'));
    const source = openDatabase(path.join(sqliteDir, 'app.db'));
    const target = openDatabase(url);
    let report;
    try {
      report = await copyDatabase(source, target);
      // A second copy into the same database is refused: nothing is copied twice.
      await expect(copyDatabase(source, target)).rejects.toThrow(/already holds data/);
    } finally {
      await source.destroy();
      await target.destroy();
    }
    const copied = Object.fromEntries(report.tables);
    expect(copied).toMatchObject({ users: 1, messages: 1, candidacies: 1, email_outbox: 4 });
    // Parents before children.
    const order = report.tables.map(([table]) => table);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('password_resets'));
    expect(order.indexOf('categories')).toBeLessThan(order.indexOf('articles'));

    // The site on PostgreSQL: the same content, the account logs in, the CV is where its row says.
    const after = await start({ DATA_DIR: path.join(root, 'postgres'), DATABASE_URL: url });
    expect((await after.inject({ method: 'GET', url: '/api/articles/get-all-articles' })).json()).toEqual(articles);
    await expect(logIn(after, 'lea.copy@example.com', PASSWORD)).resolves.toEqual(expect.any(String));
    const me = await after.inject({ method: 'GET', url: '/api/users/me', headers: account.auth });
    expect(me.json().data.email).toBe('lea.copy@example.com');
    const candidacy = await after.db.selectFrom('candidacies').select('cv_path').executeTakeFirstOrThrow();
    expect(fs.readFileSync(path.join(root, 'uploads', candidacy.cv_path)).equals(cv)).toBe(true);
    // New rows are numbered after the copied ones.
    const newcomer = await signUp(after, { email: 'noe.copy@example.com' });
    expect(newcomer.id).toBeGreaterThan(account.id);
  }, 60_000);
});
