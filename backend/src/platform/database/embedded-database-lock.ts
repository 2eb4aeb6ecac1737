import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** In the data folder itself: whoever copies or moves the folder takes its lock along. */
export const LOCK_FILE = 'embedded-database.lock';

/**
 * Another live process has the embedded database's folder open. Each process that opens the folder
 * runs its own copy of PostgreSQL on it, so a second one would neither see nor keep the first one's
 * changes (decision 0055): it stops with this before opening anything.
 */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}): stop the server first, or set DATABASE_URL to use a PostgreSQL server`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

export type EmbeddedDatabaseLock = { release(): void };

/**
 * What a lock file holds: which process, when it started (to tell a reused pid apart), the folder
 * it locked (to tell a copy of the folder apart) and a token of this hold.
 */
type Holder = { pid: number; started: string | null; dir: string | null; token: string };

/** The folders this process holds: a second opener in the same process is refused as well. */
const heldHere = new Set<string>();

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), and whether
 * it is a zombie (killed, not yet reaped); null where there is no /proc (macOS) or no such process.
 */
function processStat(pid: number): { started: string; zombie: boolean } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name in parentheses (which may hold spaces): field 3, the state, onwards.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { started: fields[19], zombie: fields[0] === 'Z' };
  } catch {
    return null;
  }
}

/**
 * Whether the lock still holds `dir`: its process runs, and it was written for this folder. A lock
 * with this process's own pid is a previous process's (a container restarted with the same pid):
 * this process's holds are in heldHere. A pid now used by a process that started at another time is
 * a reused one, and a lock naming another folder came with a copy of this one: both are stale.
 */
function holds(holder: Holder, dir: string): boolean {
  if (holder.pid === process.pid || (holder.dir !== null && holder.dir !== dir)) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = processStat(holder.pid);
  if (stat === null) return true;
  return !stat.zombie && (holder.started === null || stat.started === holder.started);
}

function parseHolder(text: string): Holder | null {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string'
      ? { pid: holder.pid!, started: holder.started ?? null, dir: holder.dir ?? null, token: holder.token }
      : null;
  } catch {
    return null;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function createExclusively(path: string, text: string): boolean {
  try {
    writeFileSync(path, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Moves a stale lock (exactly the text judged stale) out of the way. When two processes take over
 * the same stale lock at once, the slower one may move the faster one's fresh lock instead: it
 * puts that back, and its next attempt finds the faster one holding the folder.
 */
function removeStale(path: string, staleText: string): void {
  const aside = `${path}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readText(aside);
  if (moved !== null && moved !== staleText) createExclusively(path, moved);
  rmSync(aside, { force: true });
}

/**
 * Takes the embedded database's folder for this process, or throws EmbeddedDatabaseInUse naming
 * the live process that has it. The lock is a file created exclusively in the folder, holding the
 * pid; it goes when release() is called or the process exits, and a lock whose process is gone
 * (killed with -9, a power cut) is stale: the next opener takes it over.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabaseLock> {
  mkdirSync(resolve(dataDir), { recursive: true });
  // One name per folder, whichever path (a symbolic link, a relative one) leads to it.
  const dir = realpathSync(resolve(dataDir));
  if (heldHere.has(dir)) throw new EmbeddedDatabaseInUse(dataDir, process.pid);
  const path = join(dir, LOCK_FILE);
  const holder: Holder = { pid: process.pid, started: processStat(process.pid)?.started ?? null, dir, token: randomUUID() };
  const mine = `${JSON.stringify(holder)}\n`;

  let unreadable = 0;
  while (!createExclusively(path, mine)) {
    const text = readText(path);
    if (text === null) continue;
    const other = parseHolder(text);
    // Empty or cut short: its writer is between creating and writing it. Waited for a second,
    // then taken for a process that died in between.
    if (other === null && unreadable < 20) {
      unreadable += 1;
      await sleep(50);
      continue;
    }
    if (other !== null && holds(other, dir)) throw new EmbeddedDatabaseInUse(dataDir, other.pid);
    removeStale(path, text);
  }
  heldHere.add(dir);

  const release = () => {
    if (!heldHere.delete(dir)) return;
    process.off('exit', release);
    // Only this hold's own file: never a lock another process took over meanwhile.
    if (readText(path) === mine) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return { release };
}
