import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedDatabaseInUse, LOCK_FILE } from '../../src/platform/database/embedded-database-lock';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { signUpAdmin } from '../factories/jobs';
import { signUpWithUsername } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { createTestApp } from '../support/test-app';

const root = join(__dirname, '../../..');
const STAMP = join(root, 'backend/dist/build-stamp.json');
const BUILT_MAIN = join(root, 'backend/dist/src/main.js');

/** What `npm start` looks at to decide whether to build: the stamp, and the built API's file. */
function buildSnapshot() {
  return {
    stamp: existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : null,
    main: existsSync(BUILT_MAIN) ? statSync(BUILT_MAIN).mtimeMs : null,
  };
}

type Outcome = { code: number; stdout: string; stderr: string };

/** `npm run <script> -- <email>` from the repository's root, as an operator types it. */
async function oneOff(script: 'admin:grant' | 'admin:revoke', email: string | null, env: Record<string, string>): Promise<Outcome> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, ...(email === null ? [] : ['--', email])], {
      cwd: root,
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const lockHolder = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };

/** What an operator reads when the embedded database in `dataDir` is open in process `pid`. */
const inUseMessage = (dataDir: string, pid: number) =>
  `The embedded database in ${dataDir} is in use by another process (pid ${pid}): stop the server first, or set DATABASE_URL`;

describe('npm run admin:grant', () => {
  it('runs without building, so the next `npm start` has no build to redo', async () => {
    const before = buildSnapshot();
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-admin-grant-'));
    try {
      // An embedded database of its own: the command starts, migrates it and looks the account up.
      const outcome = await oneOff('admin:grant', 'nobody@example.test', { EMBEDDED_DB_DIR: dataDir });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toMatch(/not found/i);
      // The command let the folder go as it ended.
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(buildSnapshot()).toEqual(before);
  }, 300_000);

  // The embedded test database serves only the test process: a second process needs a server.
  if (process.env.TEST_DATABASE_EMBEDDED !== '1') {
    describe('on a database server', () => {
      let app: NestExpressApplication;

      beforeAll(async () => {
        app = await createTestApp();
      });
      afterAll(() => app.close());

      it('makes the account an administrator, its open session included, and leaves the build as it was', async () => {
        const before = buildSnapshot();
        const member = await signUpWithUsername(app);

        const outcome = await oneOff('admin:grant', member.email, { DATABASE_URL: process.env.TEST_DATABASE_URL! });
        expect(outcome).toMatchObject({ code: 0, stdout: expect.stringContaining(`${member.email} is now an administrator`) });

        expect((await member.agent.get('/api/auth/user').expect(200)).body.role).toBe('admin');
        expect(buildSnapshot()).toEqual(before);
      }, 300_000);
    });
  }
});

describe('npm run admin:revoke', () => {
  it('names the email it needs', async () => {
    const outcome = await oneOff('admin:revoke', null, {});
    expect(outcome).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin:revoke -- <email>') });
  });

  if (process.env.TEST_DATABASE_EMBEDDED !== '1') {
    describe('on a database server', () => {
      let app: NestExpressApplication;
      const server = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL! });

      beforeAll(async () => {
        app = await createTestApp();
      });
      afterAll(() => app.close());

      it("closes the admin panel to the administrator's open session on its very next request", async () => {
        // An administrator as the panel needs one: the role, then two-factor sign-in turned on.
        const admin = await signUpAdmin(app);
        await admin.agent.get('/api/admin/stats').expect(200);

        const outcome = await oneOff('admin:revoke', admin.email, server());
        expect(outcome).toMatchObject({ code: 0, stdout: expect.stringContaining(`${admin.email} is no longer an administrator`) });

        // The same cookie, nothing signed in again.
        expectErrorBody((await admin.agent.get('/api/admin/stats').expect(403)).body, 403, 'AUTH.ADMINISTRATORS_ONLY');
        await admin.agent.get('/api/admin/audit-log').expect(403);
        expect((await admin.agent.get('/api/auth/user').expect(200)).body.role).toBe('client');
      }, 300_000);

      it('refuses an account that is no administrator, and one that does not exist, with a non-zero exit', async () => {
        const member = await signUpWithUsername(app);
        const notAdmin = await oneOff('admin:revoke', member.email, server());
        expect(notAdmin).toMatchObject({ code: 1, stderr: expect.stringContaining('This account is not an administrator') });
        expect((await member.agent.get('/api/auth/user').expect(200)).body.role).toBe('freelancer');

        const unknown = await oneOff('admin:revoke', 'nobody@example.test', server());
        expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('User not found') });
      }, 300_000);
    });
  }
});

/**
 * Another process that opens the embedded database in `dataDir` and keeps it, as a server does
 * (PGlite opens a folder on disk only outside jest's module sandbox). SIGTERM closes it.
 */
async function holdOpen(dataDir: string) {
  const opener = join(root, 'backend/src/platform/database/embedded-postgres.ts');
  const holder = spawn(
    process.execPath,
    [
      '--require',
      join(root, 'scripts/register-typescript.cjs'),
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
