import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrations } from '../../../src/server/db/migrations/all';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { RateLimiterDatabase } from '../../../src/server/http/rateLimitStore';
import { FAILURES_PER_ADDRESS_AND_IP, LOGIN_RATE_LIMIT } from '../../../src/server/http/rateLimits';
import { PASSWORD, signUp } from '../support/accounts';
import { tempDir, testDatabaseEnv, testDatabaseLocation } from '../support/testApp';

/** Two instances of the app on one database, as behind a load balancer. */
async function twoInstances(root: string, store: 'memory' | 'database'): Promise<FastifyInstance[]> {
  const dataDir = path.join(root, 'data');
  const database = await testDatabaseEnv(dataDir);
  const config = () => loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(root, 'client'), RATE_LIMIT_STORE: store, ...database });
  const first = await buildApp(config());
  await first.ready();
  const second = await buildApp(config());
  await second.ready();
  return [first, second];
}

describe('rate limits with RATE_LIMIT_STORE=database', () => {
  let root: string;
  let instances: FastifyInstance[] = [];

  beforeEach(async () => {
    root = tempDir();
    instances = await twoInstances(root, 'database');
  });

  afterEach(async () => {
    for (const app of instances) await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const login = (i: number, email: string, password: string, ip: string) =>
    instances[i % 2]!.inject({ method: 'POST', url: '/api/auths/login', remoteAddress: ip, payload: { email, password } });

  test(`${LOGIN_RATE_LIMIT.max} logins a minute from one IP is ${LOGIN_RATE_LIMIT.max} across the instances, not per instance`, async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_RATE_LIMIT.max + 2; i++) statuses.push((await login(i, `nobody${i}@example.com`, 'not the password', ip)).statusCode);
    expect(statuses.slice(0, LOGIN_RATE_LIMIT.max)).toEqual(Array(LOGIN_RATE_LIMIT.max).fill(401));
    expect(statuses.slice(LOGIN_RATE_LIMIT.max)).toEqual([429, 429]);
    // Another IP is counted apart.
    expect((await login(1, 'nobody@example.com', 'not the password', '203.0.113.8')).statusCode).toBe(401);
  });

  test('the failures one address may have from one IP are counted on every instance together', async () => {
    const account = await signUp(instances[0]!);
    const ip = '203.0.113.9';
    for (let i = 0; i < FAILURES_PER_ADDRESS_AND_IP.points; i++) expect((await login(i, account.email, 'wrong password', ip)).statusCode).toBe(401);
    expect((await login(1, account.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(0, account.email, PASSWORD, ip)).statusCode).toBe(429);
  });

  test('one acknowledgment per address an hour, whichever instance sends it', async () => {
    expect(await instances[0]!.acknowledgments.take('Lea@example.com')).toBe(true);
    expect(await instances[1]!.acknowledgments.take('lea@example.com')).toBe(false);
    expect(await instances[1]!.acknowledgments.take('noe@example.com')).toBe(true);
  });
});

describe('RateLimiterDatabase', () => {
  let root: string;
  let location: string;
  let db: ReturnType<typeof openDatabase>;

  beforeEach(async () => {
    root = tempDir();
    location = await testDatabaseLocation(root);
    db = openDatabase(location);
    await migrateToLatest(db, migrations);
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('counts, refuses past its points, gives back, forgets, and starts a new window once the last has passed', async () => {
    const limiter = new RateLimiterDatabase(db, { keyPrefix: 'test', points: 2, duration: 60 });
    expect(await limiter.consume('a')).toMatchObject({ consumedPoints: 1, remainingPoints: 1, isFirstInDuration: true });
    expect(await limiter.consume('a')).toMatchObject({ consumedPoints: 2, remainingPoints: 0 });
    await expect(limiter.consume('a')).rejects.toMatchObject({ consumedPoints: 3, msBeforeNext: expect.any(Number) });
    await limiter.reward('a', 2);
    expect(await limiter.consume('a')).toMatchObject({ consumedPoints: 2 });
    expect(await limiter.get('b')).toBeNull();

    // The window passes: the next count starts again from one.
    await db.updateTable('rate_limits').set({ expire: Date.now() - 1 }).execute();
    expect(await limiter.get('a')).toBeNull();
    expect(await limiter.consume('a')).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });
    expect(await limiter.delete('a')).toBe(true);
    expect(await limiter.get('a')).toBeNull();
  });

  test('parallel counts of one key lose none', async () => {
    const limiter = new RateLimiterDatabase(db, { keyPrefix: 'test', points: 1000, duration: 60 });
    const otherDb = openDatabase(location);
    const other = new RateLimiterDatabase(otherDb, { keyPrefix: 'test', points: 1000, duration: 60 });
    try {
      await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? limiter : other).consume('k')));
      expect(await limiter.get('k')).toMatchObject({ consumedPoints: 50 });
    } finally {
      await otherDb.destroy();
    }
  });
});
