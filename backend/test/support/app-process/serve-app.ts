import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../src/config/app-config';
import { createApp } from '../../../src/platform/http/create-app';
import { TEST_SESSION_SECRET } from '../test-app';

/**
 * The application in a process of its own, with Node's default of exiting on an unhandled rejection
 * (main.ts logs them instead; here one must show), listening on an ephemeral port it prints. */
async function serve(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL!;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: url,
    FRONTEND_DIST: '/nonexistent',
    OBJECT_STORAGE_DIR: process.env.TEST_OBJECT_STORAGE_DIR!,
    RATE_LIMIT_SIGN_UP_ATTEMPTS: '100000',
    ...(JSON.parse(process.env.APP_SETTINGS ?? '{}') as Record<string, string>),
  });
  const app = await createApp(config, { url, embedded: false }, TEST_SESSION_SECRET);
  await app.listen(0, '127.0.0.1');
  process.stdout.write(`listening ${(app.getHttpServer().address() as AddressInfo).port}\n`);
}

void serve();
