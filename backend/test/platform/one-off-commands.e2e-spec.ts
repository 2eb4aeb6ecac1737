import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signUpWithUsername } from '../factories/users';
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

/** `npm run admin:grant -- <email>` from the repository's root, as an operator types it. */
async function adminGrant(email: string, env: Record<string, string>): Promise<Outcome> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'admin:grant', '--', email], {
      cwd: root,
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin:grant', () => {
  it('runs without building, so the next `npm start` has no build to redo', async () => {
    const before = buildSnapshot();
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-admin-grant-'));
    try {
      // An embedded database of its own: the command starts, migrates it and looks the account up.
      const outcome = await adminGrant('nobody@example.test', { EMBEDDED_DB_DIR: dataDir });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toMatch(/not found/i);
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

        const outcome = await adminGrant(member.email, { DATABASE_URL: process.env.TEST_DATABASE_URL! });
        expect(outcome).toMatchObject({ code: 0, stdout: expect.stringContaining(`${member.email} is now an administrator`) });

        expect((await member.agent.get('/api/auth/user').expect(200)).body.role).toBe('admin');
        expect(buildSnapshot()).toEqual(before);
      }, 300_000);
    });
  }
});
