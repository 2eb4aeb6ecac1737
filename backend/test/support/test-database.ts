import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DatabaseConnection, ormOptions } from '../../src/platform/database/database.module';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

export type TestDatabase = { connection: DatabaseConnection; drop(): Promise<void> };

/**
 * A database that lives for one test run: a new database on the server named by DATABASE_URL,
 * or an in-memory embedded one. Migrations are applied before it is handed out.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let database: TestDatabase;
  if (serverUrl) {
    const name = `marketplace_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = {
      connection: { url: url.toString(), embedded: false },
      async drop() {
        const client = new Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  } else {
    const embedded = await startEmbeddedPostgres('memory://');
    database = { connection: { url: embedded.url, embedded: true }, drop: () => embedded.stop() };
  }
  const orm = await MikroORM.init({ ...ormOptions(database.connection), entities: [], discovery: { warnWhenNoEntities: false } });
  await orm.getMigrator().up();
  await orm.close();
  return database;
}
