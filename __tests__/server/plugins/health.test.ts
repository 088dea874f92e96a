import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../support/testApp';

describe('GET /api/health', () => {
  let server: TestApp;

  beforeEach(async () => {
    server = await buildTestApp();
  });

  afterEach(() => server.close());

  const health = () => server.app.inject({ method: 'GET', url: '/api/health' });

  it('answers 200 ok when the database answers with every migration, never stored by a cache', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is never rate-limited: a load balancer may ask as often as it likes', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) statuses.add((await server.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.1' })).statusCode);
    expect([...statuses]).toEqual([200]);
  });

  it('answers 503 when a migration this build knows has not run', async () => {
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(server.app.db);
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'migrationsPending' });
  });

  it('answers 503 when the database fails the check', async () => {
    await sql`drop table kysely_migration`.execute(server.app.db);
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'databaseUnavailable' });
  });

  it('answers 503 once the instance is draining', async () => {
    server.app.startDraining();
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'draining' });
  });
});
