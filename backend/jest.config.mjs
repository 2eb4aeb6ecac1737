import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Unit tests beside the code; API tests in test/ against a throwaway PostgreSQL database. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * The installed packages published as ES modules only (`"type": "module"`: NestJS 12, MikroORM 7,
 * Kysely, …). The built app loads them through Node's require(esm); jest's module registry is
 * CommonJS, so their files are compiled to CommonJS like ours. Read from node_modules rather than
 * listed, so a dependency that turns ESM-only in a later release needs no change here.
 */
function esmOnlyPackages(nodeModules) {
  if (!existsSync(nodeModules)) return [];
  const names = readdirSync(nodeModules).flatMap((entry) =>
    entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry],
  );
  const esm = names.filter((name) => {
    try {
      return JSON.parse(readFileSync(join(nodeModules, name, 'package.json'), 'utf8')).type === 'module';
    } catch {
      return false;
    }
  });
  // A package may carry its own copy of a dependency (an ES-module major of a package installed as CommonJS at the top).
  return [...esm, ...names.flatMap((name) => esmOnlyPackages(join(nodeModules, name, 'node_modules')))];
}

const esmPackages = [...new Set([...esmOnlyPackages(join(here, 'node_modules')), ...esmOnlyPackages(join(here, '../node_modules'))])];
const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const shared = {
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  // Judged by the innermost node_modules of the path: the package the file belongs to.
  transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${esmPackages.map(escapeRegExp).join('|')})/)`],
  testEnvironment: 'node',
};

export default {
  projects: [
    {
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      ...shared,
    },
    {
      displayName: 'api',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      ...shared,
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
    },
  ],
};
