import { MikroORM } from '@mikro-orm/core';
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../src/config/app-config';
import { applyMigrations } from '../../../src/platform/database/migrate';
import { openDatabase } from '../../../src/platform/database/open-database';
import { createApp } from '../../../src/create-app';
import { TEST_PASSWORD_HASH_COST, TEST_RATE_LIMITS, TEST_SESSION_SECRET } from '../test-app';

/**
 * The application in a process of its own, with Node's default of exiting on an unhandled rejection
 * (main.ts logs them instead; here one must show), listening on an ephemeral port it prints.
 * On a database server it shares the worker's test database; the embedded test database serves one
 * connection at a time, held by the test process, so then it starts an in-memory one of its own.
 */
async function serve(): Promise<void> {
  const embedded = process.env.TEST_DATABASE_EMBEDDED === '1';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ...(embedded ? { EMBEDDED_DB_DIR: 'memory://' } : { DATABASE_URL: process.env.TEST_DATABASE_URL! }),
    FRONTEND_DIST: '/nonexistent',
    OBJECT_STORAGE_DIR: process.env.TEST_OBJECT_STORAGE_DIR!,
    ...TEST_RATE_LIMITS,
    ...TEST_PASSWORD_HASH_COST,
    ...(JSON.parse(process.env.APP_SETTINGS ?? '{}') as Record<string, string>),
  });
  const database = await openDatabase(config);
  const app = await createApp(config, database.connection, TEST_SESSION_SECRET);
  if (embedded) await applyMigrations(app.get(MikroORM), database.connection);
  await app.listen(0, '127.0.0.1');
  process.stdout.write(`listening ${(app.getHttpServer().address() as AddressInfo).port}\n`);
}

void serve();
