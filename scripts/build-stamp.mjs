// The build stamp: a hash of the sources backend/dist and frontend/dist were built from, written by
// `npm run build` (scripts/build.mjs). Whether the built output is current is read here, by the
// build itself (`--if-changed`) and by the one-off commands (scripts/run-cli.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Everything either build reads, besides node_modules (which package-lock.json pins). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'nest-cli.json',
  'scripts/build.mjs',
  'scripts/build-stamp.mjs',
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
export function hashSources() {
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

/** Whether both outputs are there; `sources` (hashSources()) says whether they are current too. */
export function buildState(sources = hashSources()) {
  const built = readStamp();
  const complete = built !== undefined && OUTPUTS.every((output) => existsSync(join(root, output)));
  return { complete, current: complete && built === sources };
}

export function writeStamp(sources) {
  writeFileSync(join(root, STAMP), `${JSON.stringify({ sources, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
