import type { Config } from 'jest';
import { transform } from '../jest.config';

/**
 * The bench's own tests, run by `npm run bench:test` (not by the site's `npm test`): they check the
 * bench's pieces (its options, budgets, load generators, baselines), some against the real app
 * started with the site's test support. Run with the root's jest; rootDir is the site's checkout
 * so that the app's files resolve as they do in the site's suites.
 */
const config: Config = {
  rootDir: '..',
  roots: ['<rootDir>/bench'],
  displayName: 'bench',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/bench/__tests__/**/*.test.ts'],
  transform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // The server renders the client's components, which import their stylesheets.
  moduleNameMapper: { '\\.(css)$': '<rootDir>/__tests__/client/support/styleStub.ts' },
  testTimeout: 20_000,
};

export default config;
