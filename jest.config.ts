import type { Config } from 'jest';

// ts-jest only transpiles (types are checked by `npm run typecheck`), to CommonJS for Jest.
const transform: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'CommonJS', moduleResolution: 'Node10', jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true }, diagnostics: false },
  ],
};

const shared: Config = {
  transform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/shared/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      // The server renders the client's components, which import their stylesheets.
      moduleNameMapper: { '\\.(css)$': '<rootDir>/__tests__/client/support/styleStub.ts' },
    },
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
};

export default config;
