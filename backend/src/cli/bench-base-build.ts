import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The checkout this build was made from: dist/src/cli is four levels under it. */
const CHECKOUT = resolve(__dirname, '../../../..');

/**
 * An earlier revision of the API to measure beside this build (bench:send, bench:layers --base):
 * built from `git archive` into the cache once per commit, with this checkout's node_modules; the
 * path of its API's entry point.
 */
export function baseBuild(revision: string): { commit: string; apiMain: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: CHECKOUT, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  const directory = join(homedir(), '.cache', 'verified-remote-work', 'bench-base', commit);
  const apiMain = join(directory, 'backend', 'dist', 'src', 'main.js');
  if (existsSync(apiMain)) return { commit, apiMain };
  console.log(`Building ${commit.slice(0, 12)} into ${directory}`);
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'archive', commit, directory], { cwd: CHECKOUT });
  // The dependencies of this checkout: a base whose lock file differs is built against them anyway.
  for (const modules of ['node_modules', 'backend/node_modules']) {
    if (existsSync(join(CHECKOUT, modules))) symlinkSync(join(CHECKOUT, modules), join(directory, modules), 'dir');
  }
  execFileSync(process.execPath, [join(CHECKOUT, 'node_modules/@nestjs/cli/bin/nest.js'), 'build'], { cwd: directory, stdio: 'inherit' });
  return { commit, apiMain };
}
