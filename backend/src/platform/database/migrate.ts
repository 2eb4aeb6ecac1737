import { MikroORM } from '@mikro-orm/core';
import { MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { DatabaseConnection, ormOptions } from './database.module';
import { connectionSettings, UNBOUNDED_STATEMENTS } from './database-timeouts';

/** Any constant shared by every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 7_340_211;

/**
 * Applies every committed migration that has not run yet; returns their names. On a real server
 * an advisory lock makes instances starting together take turns (the embedded database has one
 * process by construction), and the migrations run on connections of their own without the
 * application's statement timeout: building an index on a large table may take minutes, and the
 * lock waits as long as another instance migrates (decision 0054).
 */
export async function applyMigrations(orm: MikroORM, connection: DatabaseConnection): Promise<string[]> {
  if (connection.embedded) return (await orm.migrator.up()).map((migration) => migration.name);
  const unbounded: DatabaseConnection = { ...connection, timeouts: UNBOUNDED_STATEMENTS };
  const lock = new Client({ connectionString: connection.url, ...connectionSettings(UNBOUNDED_STATEMENTS) });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const migrating = await PostgreSqlMikroORM.init({ ...ormOptions(unbounded), entities: [], discovery: { warnWhenNoEntities: false } });
    try {
      return (await migrating.migrator.up()).map((migration) => migration.name);
    } finally {
      await migrating.close();
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
}
