import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The repository's root, where an operator types `npm run …`. */
export const repositoryRoot = join(__dirname, '../../..');

export type Outcome = { code: number; stdout: string; stderr: string };

/** `npm run <script> -- <email>` from the repository's root, as an operator types it. */
export async function oneOff(script: 'admin:grant' | 'admin:revoke', email: string | null, env: Record<string, string>): Promise<Outcome> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, ...(email === null ? [] : ['--', email])], {
      cwd: repositoryRoot,
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
