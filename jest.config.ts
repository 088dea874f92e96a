import type { Config } from 'jest';
import { POSTGRES_INSTALL_LINE, adminUrl, postgresRequired, reachable } from './__tests__/server/support/postgres';

// ts-jest only transpiles (types are checked by `npm run typecheck`), to CommonJS for Jest. The bench's
// own tests (bench/jest.config.ts) use it too.
export const transform: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'CommonJS', moduleResolution: 'Node10', jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true }, diagnostics: false },
  ],
};

const shared: Config = {
  transform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

/**
 * The server suites that touch the database, run again on PostgreSQL: routes, services, the fuzz
 * and attack suites, the caches that follow content. Those that open SQLite's file themselves
 * (faults/, the statement cache) and pure unit tests run once.
 */
const ON_BOTH_DATABASES = [
  'routes/**/*.test.ts',
  'fuzz/**/*.test.ts',
  'security/attacks.test.ts',
  'services/{outbox,retention,vitals,mailer,staff}.test.ts',
  'db/{seed,contentVersion,errors,portable,startupLock}.test.ts',
  'pages/pageCache.test.ts',
  'http/{accountLimits,sharedRateLimits}.test.ts',
  'plugins/health.test.ts',
  'rateLimitScale.test.ts',
].map((pattern) => `<rootDir>/__tests__/server/${pattern}`);

const serverProject: Config = {
  ...shared,
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
  // PostgreSQL only (the cluster, the copy to PostgreSQL): the server-postgres project runs them.
  testPathIgnorePatterns: ['/node_modules/', '\\.postgres\\.test\\.ts$'],
  // The server renders the client's components, which import their stylesheets.
  moduleNameMapper: { '\\.(css)$': '<rootDir>/__tests__/client/support/styleStub.ts' },
};

/** The server project again on PostgreSQL when it answers; otherwise skipped with the install line, or refused with REQUIRE_POSTGRES=1. */
async function postgresProjects(): Promise<Config[]> {
  if (await reachable()) {
    return [
      {
        ...serverProject,
        displayName: 'server-postgres',
        testMatch: [...ON_BOTH_DATABASES, '<rootDir>/__tests__/server/**/*.postgres.test.ts'],
        testPathIgnorePatterns: ['/node_modules/'],
        setupFilesAfterEnv: ['<rootDir>/__tests__/server/support/postgresFile.ts'],
      },
    ];
  }
  const message = `No PostgreSQL at ${new URL(adminUrl()).host || 'the local socket'} (TEST_DATABASE_URL). Install and start it with: ${POSTGRES_INSTALL_LINE}`;
  if (postgresRequired) throw new Error(`${message} (REQUIRE_POSTGRES=1)`);
  console.warn(`\n${message}, then scripts/postgres-local.sh. The PostgreSQL runs of the server suites are skipped.\n`);
  return [];
}

// The suite makes hundreds of password hashes: at scrypt's 2^10 (1 MiB, about 1 ms) instead of the
// site's 2^15 (32 MiB, 0.1 s, seconds on a loaded machine). Test apps and spawned servers read it;
// the site's own default is checked by config.test.ts and passwords.test.ts.
process.env.PASSWORD_HASH_COST ??= '10';

const config = async (): Promise<Config> => ({
  // Password hashing (scrypt) and renders take seconds when the suite shares two cores with a
  // build or a browser; 5 s failed tests that pass alone. Speed is the bench's job, not the tests'.
  testTimeout: 20_000,
  // Jest's default on two cores is one worker, in band: the browser tests, PostgreSQL and the
  // hashing thread pool then leave the other core idle while the one test waits for them.
  maxWorkers: '100%',
  // A worker past this (a suite's leftovers) is replaced before its next file.
  workerIdleMemoryLimit: '1.5GB',
  projects: [
    {
      ...shared,
      displayName: 'shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/shared/**/*.test.ts'],
    },
    serverProject,
    ...(await postgresProjects()),
    {
      ...shared,
      displayName: 'client',
      testEnvironment: '<rootDir>/__tests__/client/support/environment.ts',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/support/setup.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/__tests__/client/support/styleStub.ts' },
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/e2e/support/globalSetup.ts',
      setupFilesAfterEnv: ['<rootDir>/__tests__/e2e/support/setup.ts'],
    },
  ],
});

export default config;
