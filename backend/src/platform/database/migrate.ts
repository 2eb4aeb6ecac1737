import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import { DatabaseConnection } from './database.module';

/** Any constant shared by every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 7_340_211;

/**
 * Applies every committed migration that has not run yet; returns their names. On a real server
 * an advisory lock makes instances starting together take turns (the embedded database has one
 * process by construction).
 */
export async function applyMigrations(orm: MikroORM, connection: DatabaseConnection): Promise<string[]> {
  if (connection.embedded) return (await orm.migrator.up()).map((migration) => migration.name);
  const lock = new Client({ connectionString: connection.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    return (await orm.migrator.up()).map((migration) => migration.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
}
