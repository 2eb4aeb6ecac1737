// Lint for both workspaces: TypeScript and React hooks rules, and the frontend's boundaries:
// one feature never reaches into another's folder, and shared UI never imports a feature
// (STYLE.md 12). The backend's context boundaries are checked by dependency-cruiser.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
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
    files: ['**/*.cjs', 'backend/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
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
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./frontend/src/features/${feature}`,
              from: './frontend/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; share through components/, lib/ or api/.',
            })),
            { target: './frontend/src/components', from: './frontend/src/features', message: 'Shared UI never imports a feature.' },
            { target: './frontend/src/lib', from: './frontend/src/features', message: 'lib/ never imports a feature.' },
          ],
        },
      ],
    },
  },
  prettier,
);
