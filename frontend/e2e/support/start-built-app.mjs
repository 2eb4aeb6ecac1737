// Starts the built app (backend/dist serving frontend/dist) on an in-memory embedded database, for
// the measuring scripts (measure-first-load.mjs, measure-lighthouse.mjs), and waits until it is healthy.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** @param {{ port: string, env?: Record<string, string> }} options */
export async function startBuiltApp({ port, env = {} }) {
  const server = spawn(process.execPath, [join(root, 'backend/dist/src/main.js')], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      EMBEDDED_DB_DIR: 'memory://',
      SESSION_SECRET: 'first-load-measurement-secret-0123456789',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop: () => server.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the app did not become healthy');
}
