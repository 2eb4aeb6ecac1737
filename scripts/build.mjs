#!/usr/bin/env node
// `npm run build`: the API (backend/dist) and the frontend (frontend/dist), then a stamp with a
// hash of the sources they were built from. `npm start` runs this with --if-changed, which skips
// the build (about 25 s) when the sources still hash to the stamp and both outputs are there.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Everything either build reads, besides node_modules (which package-lock.json pins). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'nest-cli.json',
  'scripts/build.mjs',
  'backend/package.json',
  'backend/tsconfig.json',
  'backend/tsconfig.build.json',
  'backend/src',
  'backend/migrations',
  'frontend/package.json',
  'frontend/tsconfig.json',
  'frontend/vite.config.ts',
  'frontend/postcss.config.cjs',
  'frontend/index.html',
  'frontend/public',
  'frontend/src',
];
/** Tests are in the source folders but in neither build. */
const NOT_BUILT = /\.(test|spec)\.tsx?$/;
const OUTPUTS = ['backend/dist/src/main.js', 'frontend/dist/index.html'];
/** In backend/dist, which `nest build` empties first: a stamp never outlives the build it describes. */
const STAMP = 'backend/dist/build-stamp.json';

function sourceFiles() {
  return INPUTS.flatMap((input) => {
    const path = join(root, input);
    if (!existsSync(path)) return [];
    if (!statSync(path).isDirectory()) return [input];
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  }).sort();
}

/** Names and contents: an added, removed, renamed or edited file changes it, a touched one does not. */
function hashSources() {
  const hash = createHash('sha256');
  for (const file of sourceFiles())
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(join(root, STAMP), 'utf8')).sources;
  } catch {
    return undefined;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Hashed before building: a file saved during the build makes the next start build again.
const sources = hashSources();
if (process.argv.includes('--if-changed')) {
  const built = readStamp();
  const complete = built !== undefined && OUTPUTS.every((output) => existsSync(join(root, output)));
  if (complete && built === sources) {
    console.log('The build is up to date with the sources: starting without building (`npm run build` forces one).');
    process.exit(0);
  }
  console.log(complete ? 'The sources changed since the last build: building.' : 'No complete build yet: building.');
}

const nest = createRequire(join(root, 'package.json')).resolve('@nestjs/cli/bin/nest.js');
run(process.execPath, [nest, 'build']);
run('npm', ['run', 'build', '-w', 'frontend']);
writeFileSync(join(root, STAMP), `${JSON.stringify({ sources, builtAt: new Date().toISOString() }, null, 2)}\n`);
