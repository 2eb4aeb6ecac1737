import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { testMailDir } from '../test-app';

export type AppProcess = {
  /** http://127.0.0.1:port */
  origin: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Everything it wrote to stderr so far. */
  errors(): string;
  stop(): Promise<void>;
};

/**
 * Starts the application in a child process on the worker's test database, storage folder and
 * mail folder: on a database server either process's relay may send an email, and both write it
 * where the development mailbox of each reads.
 */
export function startAppProcess(settings: Record<string, string> = {}): Promise<AppProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--require', join(__dirname, '../../../../scripts/register-typescript.cjs'), join(__dirname, 'serve-app.ts')],
    {
      env: { ...process.env, APP_SETTINGS: JSON.stringify({ MAIL_DIR: testMailDir(), ...settings }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /listening (\d+)/.exec(stdout)?.[1];
      if (!port) return;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        alive: () => !exited,
        errors: () => stderr,
        async stop() {
          if (!exited) child.kill('SIGTERM');
          await exit;
        },
      });
    });
    void exit.then(() => reject(new Error(`the application process exited before listening: ${stderr}`)));
  });
}
