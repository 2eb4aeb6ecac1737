import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { appDatabaseUrl } from './database';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Makes the account with this email an administrator with the product's own command
 * (`npm run admin:grant`, built in backend/dist), on the browser tests' database. Its open
 * sessions become an administrator's at once. Needs the database server (hasAppDatabase).
 */
export async function grantAdmin(email: string): Promise<void> {
  await promisify(execFile)(process.execPath, [join(root, 'backend/dist/src/cli/admin-grant.js'), email], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: appDatabaseUrl(), LOG_LEVEL: 'warn' },
  });
}
