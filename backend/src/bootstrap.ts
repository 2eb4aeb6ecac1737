import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { dirname, join, resolve } from 'node:path';
import { AppConfig, InvalidConfigError, loadConfig } from './config/app-config';
import { resolveSessionSecret } from './platform/auth/session-secret';
import { EmbeddedDatabaseInUse } from './platform/database/embedded-database-lock';
import { applyMigrations } from './platform/database/migrate';
import { openDatabase } from './platform/database/open-database';
import { createApp } from './create-app';

export type RunningApplication = {
  app: NestExpressApplication;
  config: AppConfig;
  close(): Promise<void>;
};

/** Reads the configuration, or prints what is wrong with it and exits 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * bootApplication, or, when another process has the embedded database (a second `npm start`, a
 * one-off command while the server runs), its message and exit code 1.
 */
export async function bootApplicationOrExit(config: AppConfig): Promise<RunningApplication> {
  try {
    return await bootApplication(config);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Opens the database, builds the application and brings the schema up to date. */
export async function bootApplication(config: AppConfig): Promise<RunningApplication> {
  const database = await openDatabase(config);
  const dataDir =
    config.usesEmbeddedDatabase && !config.EMBEDDED_DB_DIR.startsWith('memory://')
      ? dirname(resolve(config.EMBEDDED_DB_DIR))
      : resolve('data');
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, join(dataDir, 'session-secret'));
  const app = await createApp(config, database.connection, sessionSecret);
  const applied = await applyMigrations(app.get(MikroORM), database.connection);
  await app.init();
  if (applied.length > 0) app.get(Logger).log(`Applied migrations: ${applied.join(', ')}`);
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
