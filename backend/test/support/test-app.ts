import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';

/** The site address links in emails lead to. */
export const TEST_PUBLIC_URL = 'http://app.example.test';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/**
 * The real application on the worker's test database, not listening; settings may be overridden,
 * databaseUrl reaches the same database another way (through a proxy a test can cut), and
 * logDestination receives the log lines.
 */
/**
 * Rate limits out of the way: every suite of a worker signs up and writes from 127.0.0.1 against
 * counters kept in the worker's database. The rate-limit suites set their own.
 */
export const TEST_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_SIGN_IN_ATTEMPTS: '100000',
  RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS: '100000',
  RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: '100000',
  ACCOUNT_LOCKOUT_FAILURES: '100000',
  RATE_LIMIT_SIGN_UP_ATTEMPTS: '100000',
  RATE_LIMIT_SIGN_UP_TAKEN_ADDRESSES: '100000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_HOUR: '100000',
  RATE_LIMIT_JOB_POSTS_PER_HOUR: '100000',
  RATE_LIMIT_JOB_POSTS_PER_DAY: '100000',
  RATE_LIMIT_APPLICATIONS_PER_HOUR: '100000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
  RATE_LIMIT_EXPORTS_PER_HOUR: '100000',
  RATE_LIMIT_REPORTS_PER_HOUR: '100000',
  RATE_LIMIT_EMAIL_LINKS_PER_HOUR: '100000',
  RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR: '100000',
  RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '100000',
};

let mailDir: string | undefined;

/** Where apps without SMTP_URL write their mail: one folder per worker, outside the repository. */
export function testMailDir(): string {
  return (mailDir ??= mkdtempSync(join(tmpdir(), 'verifiedwork-test-mail-')));
}

/** The least argon2id cost: hashing at the real one was most of every sign-up's time in the suites. */
export const TEST_PASSWORD_HASH_COST = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' };

export async function createTestApp(
  settings: Record<string, string> = {},
  { databaseUrl, logDestination }: { databaseUrl?: string; logDestination?: DestinationStream } = {},
): Promise<NestExpressApplication> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set: run API tests through jest (global setup)');
  const url = databaseUrl ?? process.env.TEST_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    FRONTEND_DIST: '/nonexistent',
    ...TEST_RATE_LIMITS,
    ...TEST_PASSWORD_HASH_COST,
    OBJECT_STORAGE_DIR: process.env.TEST_OBJECT_STORAGE_DIR ?? '',
    MAIL_DIR: testMailDir(),
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...settings,
  });
  const app = await createApp(config, { url, embedded: process.env.TEST_DATABASE_EMBEDDED === '1' }, TEST_SESSION_SECRET, {
    logDestination,
  });
  await app.init();
  // Nest holds log lines back until the application listens; the tests never call listen.
  app.flushLogs();
  return app;
}

export type Agent = ReturnType<typeof request.agent>;

export function agentFor(app: NestExpressApplication): Agent {
  return request.agent(app.getHttpServer());
}

/** The headers a browser sends when the user follows a link of this site (or types the address). */
export const OWN_NAVIGATION = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' } as const;
