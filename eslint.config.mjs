// Lint for both workspaces: TypeScript and React hooks rules, and the frontend's layers
// (docs/decisions/0021): app/ and routes/ compose features, a feature never reaches into another's
// folder, shared code (components/, lib/, api/) never imports a feature, and no import cycles.
// frontend/src/architecture.test.ts proves the rules fire. The backend's context boundaries
// are checked by dependency-cruiser.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importPlugin from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'frontend/src/api/schema.ts',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'coverage/**',
      // frontend/src/architecture.test.ts writes and lints these itself.
      'frontend/{src,e2e}/**/*.lint-sandbox.{ts,tsx}',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['backend/**/*.ts', '.ci/**/*.mjs', '*.mjs', 'frontend/e2e/**/*.{ts,mjs}', 'frontend/*.{ts,js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Typed rules: a promise nobody awaits loses its failure, and an async callback where a void
    // one is expected (an event handler, forEach) runs unawaited. Each file is checked with its own
    // workspace's tsconfig.
    files: ['backend/{src,migrations,test}/**/*.ts', 'frontend/{src,e2e}/**/*.{ts,tsx}', 'frontend/{vite,playwright}.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: fileURLToPath(new URL('.', import.meta.url)) } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['backend/jest.config.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest's DI and decorators rely on empty classes and constructor-only parameter properties.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['backend/**/*.spec.ts', 'backend/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importPlugin },
    settings: {
      // Without a resolver no relative path resolves (`./Foo` is Foo.tsx) and no zone is checked;
      // without the extensions and parser no-cycle reads no TypeScript file it follows.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: fileURLToPath(new URL('./frontend/tsconfig.json', import.meta.url)) }),
      ],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Never read node_modules' declarations (.d.ts): no cycle of ours passes through them, and
      // no-cycle's component search would otherwise walk them all.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          // Mantine's Loader is a bare span: a name on it is an ARIA attribute its role prohibits,
          // and nothing announces it. role="status" makes it a named live region.
          selector:
            'JSXOpeningElement[name.name="Loader"]:has(JSXAttribute[name.name="aria-label"]):not(:has(JSXAttribute[name.name="role"]))',
          message: 'A named Loader needs role="status": axe reports aria-label on an element without a role.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          // vitest's waitFor gives up after one second, which a component test waiting on real
          // timers overran on a busy machine; Testing Library's waits have five (src/test/setup.ts).
          object: 'vi',
          property: 'waitFor',
          message:
            "Use Testing Library's waitFor (its limit is set in src/test/setup.ts); vi.waitFor only under fake timers, which it advances.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              // Its reload on a failed download happens before anything asks whether a new
              // release or the network is to blame (decision 0050).
              name: '@tanstack/react-router',
              importNames: ['lazyRouteComponent'],
              message: 'Use lazyScreen (src/lib/lazy-screen.ts): a failed download goes to the route error screen.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('./frontend/src', import.meta.url)),
          zones: [
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: the route or app/ composes them; share helpers through lib/.',
            })),
            {
              target: './features',
              from: ['./app', './routes'],
              message: 'A feature does not import the app layer or a route; they pass it what it needs.',
            },
            {
              target: ['./components', './lib', './api'],
              from: ['./features', './app', './routes'],
              message: 'Shared code (components/, lib/, api/) never imports a feature, a route or the app layer.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
