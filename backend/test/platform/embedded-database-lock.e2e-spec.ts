import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabaseInUse, LOCK_FILE } from '../../src/platform/database/embedded-database-lock';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { oneOff, repositoryRoot } from '../support/one-off';

const lockHolder = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };

/** What an operator reads when the embedded database in `dataDir` is open in process `pid`. */
const inUseMessage = (dataDir: string, pid: number) =>
  `The embedded database in ${dataDir} is in use by another process (pid ${pid}): stop the server first, or set DATABASE_URL`;

/**
 * Another process that opens the embedded database in `dataDir` and keeps it, as a server does
 * (PGlite opens a folder on disk only outside jest's module sandbox). SIGTERM closes it.
 */
async function holdOpen(dataDir: string) {
  const opener = join(repositoryRoot, 'backend/src/platform/database/embedded-postgres.ts');
  const holder = spawn(
    process.execPath,
    [
      '--require',
      join(repositoryRoot, 'scripts/register-typescript.cjs'),
      '-e',
      `require(${JSON.stringify(opener)}).startEmbeddedPostgres(${JSON.stringify(dataDir)}).then((db) => {
        process.once('SIGTERM', () => db.stop().then(() => process.exit(0)));
        console.log('open');
      })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve) => holder.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
    void exited.then((code) => reject(new Error(`the holding process exited (${code}) before opening the folder`)));
  });
  return {
    pid: holder.pid!,
    async stop() {
      holder.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    async killHard() {
      holder.kill('SIGKILL');
      await exited;
    },
  };
}

describe('the embedded database, opened by one process at a time', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'marketplace-embedded-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opener, in another process or in the same one, at once and with what to do', async () => {
    const holder = await holdOpen(dataDir);
    try {
      expect(lockHolder(dataDir).pid).toBe(holder.pid);
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(new EmbeddedDatabaseInUse(dataDir, holder.pid));

      const outcome = await oneOff('admin:grant', 'someone@example.test', { EMBEDDED_DB_DIR: dataDir });
      expect(outcome).toMatchObject({ code: 1, stderr: expect.stringContaining(inUseMessage(dataDir, holder.pid)) });
      // One line, no stack: the command stopped before it opened, migrated or looked anything up.
      expect(outcome.stderr.trim().split('\n')).toEqual([expect.stringContaining('is in use by another process')]);
    } finally {
      await holder.stop();
    }
    // Closed, it let the folder go.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 300_000);

  it('takes over the lock of a process killed with -9 while it had the folder open', async () => {
    const holder = await holdOpen(dataDir);
    await holder.killHard();
    // Its lock stays behind, naming a process that is gone.
    expect(lockHolder(dataDir).pid).toBe(holder.pid);

    // The next opener takes the folder over: it migrates the database and looks the account up.
    const outcome = await oneOff('admin:grant', 'nobody@example.test', { EMBEDDED_DB_DIR: dataDir });
    expect(outcome).toMatchObject({ code: 1, stderr: expect.stringMatching(/not found/i) });
    expect(outcome.stderr).not.toContain('in use');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 300_000);
});
