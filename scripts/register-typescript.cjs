/* eslint-disable @typescript-eslint/no-require-imports -- loaded by `node --require`, before any compiler */
// Lets a plain `node` process load the backend's TypeScript sources, compiled the way jest compiles them:
// the API tests' app processes, and the one-off commands while the build is not current (scripts/run-cli.mjs).
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
