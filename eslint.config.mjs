import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = fs.readdirSync('src/client/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * Which code may import which (docs/client.md). Across rooms: shared imports nothing of ours, the
 * client never imports the server, and on the server only the page rendering imports the client.
 * In the client, one way: app → features → components, api, lib → shared; no feature imports another.
 */
const BOUNDARIES = [
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'src/shared imports nothing of ours.' },
  { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
  {
    target: ['./src/server/*.ts', './src/server/!(pages)/**'],
    from: './src/client',
    message: 'Only the server rendering of pages (server/pages/) imports the client.',
  },
  { target: './src/client/features', from: './src/client/app', message: 'app/ wires features together; a feature never imports it.' },
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'A feature does not import another one: move the shared piece to components/ or lib/, or compose the page in app/composed/.',
  })),
  {
    target: ['./src/client/components', './src/client/api', './src/client/lib'],
    from: ['./src/client/app', './src/client/features'],
    message: 'components/, api/ and lib/ serve the features: they import neither features nor app/.',
  },
  { target: './src/client/api', from: './src/client/components', message: 'api/ holds no UI.' },
  { target: './src/client/lib', from: ['./src/client/components', './src/client/api'], message: 'lib/ depends on shared/ only.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/client/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Links and navigations keep the interface language in the address (components/Link.tsx);
    // every Suspense boundary is known to the hydration watch (lib/hydration.tsx).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/components/Link.tsx', 'src/client/components/Redirect.tsx', 'src/client/lib/hydration.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
              message: 'Use Link, NavLink or useLocalizedNavigate from components/Link.tsx (or components/Redirect): they keep ?lng= in the address.',
            },
            {
              name: 'react',
              importNames: ['Suspense'],
              message: 'Use Suspense from lib/hydration.tsx: the app is ready only once every boundary shows its content.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // A migration sees the schema of its day, not today's Database interface (see its README).
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}', 'bench/__tests__/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
