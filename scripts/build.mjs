#!/usr/bin/env node
// `npm run build`: the API (backend/dist) and the frontend (frontend/dist), then a stamp with a
// hash of the sources they were built from (scripts/build-stamp.mjs). `npm start` runs this with
// --if-changed, which skips the build (about 25 s) when the sources still hash to the stamp and
// both outputs are there.
// First: on an older Node, one message naming the release needed and how to get it, and exit 1.
import '../backend/src/supported-node.cjs';
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { buildState, hashSources, root, writeStamp } from './build-stamp.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Hashed before building: a file saved during the build makes the next start build again.
const sources = hashSources();
if (process.argv.includes('--if-changed')) {
  const { complete, current } = buildState(sources);
  if (current) {
    console.log('The build is up to date with the sources: not building (`npm run build` forces one).');
    process.exit(0);
  }
  console.log(complete ? 'The sources changed since the last build: building.' : 'No complete build yet: building.');
}

const nest = createRequire(join(root, 'package.json')).resolve('@nestjs/cli/bin/nest.js');
run(process.execPath, [nest, 'build']);
run('npm', ['run', 'build', '-w', 'frontend']);
writeStamp(sources);
