import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { staffCommand } from '../../../scripts/staff';
import { listAudit } from '../../../src/server/services/audit';
import { signUp, type TestAccount } from '../support/accounts';
import { buildTestApp, testDatabaseEnv, type TestApp } from '../support/testApp';

const ROOT = path.join(__dirname, '../../..');

describe('npm run staff: grant and revoke on the configured database', () => {
  let server: TestApp;
  let account: TestAccount;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    server = await buildTestApp();
    account = await signUp(server.app, { email: 'Chloe.Staff@example.com' });
    // What the server was started with: DATA_DIR, and DATABASE_URL on PostgreSQL.
    env = { DATA_DIR: server.config.dataDir, ...(await testDatabaseEnv(server.config.dataDir)) };
  });
  afterAll(() => server.close());

  const audit = () => server.app.inject({ method: 'GET', url: '/api/admin/audit', headers: account.auth });

  test('grant opens the staff API to the account, says so, and is audited with no actor', async () => {
    expect((await audit()).statusCode).toBe(403);
    const result = await staffCommand(['grant', 'chloe.staff@EXAMPLE.com'], env);
    expect(result).toEqual({ code: 0, out: [`Chloe.Staff@example.com (account ${account.id}) is now staff.`], err: [] });
    expect((await audit()).statusCode).toBe(200);
    const { data } = await listAudit(server.app.db, { entity: 'user', entityId: account.id, page: 1, pageSize: 10 });
    expect(data).toEqual([expect.objectContaining({ actor: null, action: 'grant', entity: 'user', entityId: account.id, before: { role: 'member' }, after: { role: 'staff' } })]);
  });

  test('granting again changes nothing and says so', async () => {
    const result = await staffCommand(['grant', account.email], env);
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/already has the staff role: nothing changed/);
    expect((await listAudit(server.app.db, { entity: 'user', entityId: account.id, page: 1, pageSize: 10 })).total).toBe(1);
  });

  test('revoke closes it again, audited', async () => {
    const result = await staffCommand(['revoke', account.email], env);
    expect(result).toEqual({ code: 0, out: [`Chloe.Staff@example.com (account ${account.id}) is no longer staff (member).`], err: [] });
    expect((await audit()).statusCode).toBe(403);
    const { data } = await listAudit(server.app.db, { entity: 'user', entityId: account.id, page: 1, pageSize: 10 });
    expect(data.map((entry) => entry.action)).toEqual(['revoke', 'grant']);
  });

  test('an unknown address fails with a clear line, a wrong command with the usage', async () => {
    expect(await staffCommand(['grant', 'nobody@example.com'], env)).toEqual({ code: 1, out: [], err: ['No account has the address nobody@example.com: nothing changed.'] });
    expect((await staffCommand(['promote', account.email], env)).err[0]).toMatch(/^Usage: npm run staff -- grant <email> \| revoke <email>/);
    expect((await staffCommand(['grant'], env)).code).toBe(2);
  });

  test('run as a command: prints, and exits non-zero for an unknown address', async () => {
    const run = promisify(execFile);
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const granted = await run(tsx, ['scripts/staff.ts', 'grant', account.email], { cwd: ROOT, env: { ...process.env, ...env } });
    expect(granted.stdout).toBe(`Chloe.Staff@example.com (account ${account.id}) is now staff.\n`);
    await expect(run(tsx, ['scripts/staff.ts', 'revoke', 'nobody@example.com'], { cwd: ROOT, env: { ...process.env, ...env } })).rejects.toMatchObject({
      code: 1,
      stderr: 'No account has the address nobody@example.com: nothing changed.\n',
    });
  });
});
