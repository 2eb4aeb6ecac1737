// Starts the built app for the browser tests on a database that lives as long as this process,
// after prepare-database.mjs has put the prepared accounts into it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const serverUrl = process.env.DATABASE_URL;
const databaseName = process.env.E2E_DATABASE_NAME ?? `marketplace_e2e_${Date.now()}`;
const workDir = mkdtempSync(join(tmpdir(), 'marketplace-e2e-'));

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const port = process.env.E2E_PORT ?? '3100';
const env = {
  ...process.env,
  PORT: port,
  // Links in emails lead to the server under test.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'browser-test-session-secret-0123456789abcdef',
  // Two browsers and the server share two cores: a drawn screen waits for its data (decision 0042).
  SCREEN_DATA_BUDGET_MS: '5000',
  RATE_LIMIT_SIGN_UP_ATTEMPTS: '1000',
  RATE_LIMIT_SIGN_IN_ATTEMPTS: '1000',
  RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS: '1000',
  // Every browser test signs in from one address and creates many things quickly.
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_HOUR: '100000',
  RATE_LIMIT_JOB_POSTS_PER_HOUR: '100000',
  RATE_LIMIT_JOB_POSTS_PER_DAY: '100000',
  RATE_LIMIT_APPLICATIONS_PER_HOUR: '100000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
  RATE_LIMIT_REPORTS_PER_HOUR: '100000',
  RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '100000',
  OBJECT_STORAGE_DIR: join(workDir, 'objects'),
  // No SMTP_URL: mail is written here, and tests read it at the development mailbox (/api/dev/mailbox).
  MAIL_DIR: join(workDir, 'mail'),
  SMTP_URL: '',
  // The least argon2id cost: every test signs people up and in, and the real cost is 0.1 s of CPU each.
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_ITERATIONS: '1',
};
if (serverUrl) {
  await adminQuery(`create database "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
} else {
  // On disk, not in memory: the preparing process and then the server open it, one after the other.
  env.EMBEDDED_DB_DIR = join(workDir, 'database');
}

const prepared = spawnSync(process.execPath, [join(root, 'frontend/e2e/support/prepare-database.mjs')], { env, stdio: 'inherit' });
if (prepared.status !== 0) {
  if (serverUrl) await adminQuery(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'backend/dist/src/main.js')], { env, stdio: 'inherit' });
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  if (serverUrl) await adminQuery(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
server.once('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => void stop(0));
