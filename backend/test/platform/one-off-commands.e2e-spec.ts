import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpAdmin } from '../factories/jobs';
import { signUpWithUsername } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { LOCK_FILE } from '../../src/platform/database/embedded-database-lock';
import { oneOff, repositoryRoot } from '../support/one-off';
import { createTestApp } from '../support/test-app';

const STAMP = join(repositoryRoot, 'backend/dist/build-stamp.json');
const BUILT_MAIN = join(repositoryRoot, 'backend/dist/src/main.js');

/** What `npm start` looks at to decide whether to build: the stamp, and the built API's file. */
function buildSnapshot() {
  return {
    stamp: existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : null,
    main: existsSync(BUILT_MAIN) ? statSync(BUILT_MAIN).mtimeMs : null,
  };
}

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
