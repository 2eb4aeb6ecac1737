#!/usr/bin/env node
// `npm run migrate | seed | admin:grant | admin:revoke`: a one-off command of backend/src/cli, run
// from the built output when it is current, else straight from the TypeScript sources. It never
// builds: `nest build` empties backend/dist, stamp included, so the next `npm start` would build
// everything again.
// First: on an older Node, one message naming the release needed and how to get it, and exit 1.
import '../backend/src/supported-node.cjs';
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { buildState, root } from './build-stamp.mjs';

const [name, ...args] = process.argv.slice(2);
const source = join(root, 'backend/src/cli', `${name}.ts`);
if (!name || !existsSync(source)) {
  console.error('Usage: node scripts/run-cli.mjs <command in backend/src/cli> [arguments]');
  process.exit(2);
}

const nodeArgs = buildState().current
  ? [join(root, 'backend/dist/src/cli', `${name}.js`)]
  : ['--require', join(root, 'scripts/register-typescript.cjs'), source];
const result = spawnSync(process.execPath, [...nodeArgs, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
