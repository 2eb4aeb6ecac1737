import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabaseInUse, LOCK_FILE, lockEmbeddedDatabase } from './embedded-database-lock';

describe('the embedded database lock', () => {
  let dataDir: string;
  const lockFile = () => join(dataDir, LOCK_FILE);
  const holderPid = () => (JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number }).pid;
  const writeLock = (holder: object | string) =>
    writeFileSync(lockFile(), typeof holder === 'string' ? holder : JSON.stringify({ token: 'earlier', started: null, ...holder }));

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'embedded-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is held by one opener at a time, and released for the next', async () => {
    const lock = await lockEmbeddedDatabase(dataDir);
    expect(holderPid()).toBe(process.pid);
    await expect(lockEmbeddedDatabase(dataDir)).rejects.toThrow(new EmbeddedDatabaseInUse(dataDir, process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    (await lockEmbeddedDatabase(dataDir)).release();
  });

  it('names the live process that holds it, and what to do', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeLock({ pid: other.pid });
      await expect(lockEmbeddedDatabase(dataDir)).rejects.toThrow(
        `The embedded database in ${dataDir} is in use by another process (pid ${other.pid}): stop the server first, or set DATABASE_URL`,
      );
      expect(holderPid()).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock({ pid: gone });
    const lock = await lockEmbeddedDatabase(dataDir);
    expect(holderPid()).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock with this process's pid that it does not hold (a restarted container's)", async () => {
    writeLock({ pid: process.pid });
    const lock = await lockEmbeddedDatabase(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).token).not.toBe('earlier');
    lock.release();
  });

  (existsSync('/proc/self/stat') ? it : it.skip)(
    'takes over a lock whose pid another process reuses (started at another time)',
    async () => {
      // pid 1 always runs, and started before anything that could have written this lock.
      writeLock({ pid: 1, started: '-1' });
      const lock = await lockEmbeddedDatabase(dataDir);
      expect(holderPid()).toBe(process.pid);
      lock.release();
    },
  );

  it('takes over a lock that came with a copy of another folder, whose holder still runs', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeLock({ pid: other.pid, dir: join(tmpdir(), 'the-folder-this-was-copied-from') });
      const lock = await lockEmbeddedDatabase(dataDir);
      expect(holderPid()).toBe(process.pid);
      lock.release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('is one lock for every path that leads to the folder', async () => {
    const link = `${dataDir}-link`;
    symlinkSync(dataDir, link);
    try {
      const lock = await lockEmbeddedDatabase(dataDir);
      await expect(lockEmbeddedDatabase(link)).rejects.toThrow(EmbeddedDatabaseInUse);
      lock.release();
    } finally {
      rmSync(link);
    }
  });

  it('takes over a lock left empty by a process that died while writing it', async () => {
    writeLock('');
    const lock = await lockEmbeddedDatabase(dataDir);
    expect(holderPid()).toBe(process.pid);
    lock.release();
  });

  it('leaves a lock another opener took over in place when released', async () => {
    const lock = await lockEmbeddedDatabase(dataDir);
    writeLock({ pid: 1, token: 'someone else' });
    lock.release();
    expect(holderPid()).toBe(1);
  });
});
