import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DatabaseConnection, ormOptions } from '../../src/platform/database/database.module';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

export type TestDatabases = {
  embedded: boolean;
  /** The connection URL of each jest worker's database, the first worker's first. */
  workerUrls: string[];
  /** On a server, the migrated template the workers' databases were copied from (no one connects to it). */
  templateUrl?: string;
  drop(): Promise<void>;
};

async function migrate(connection: DatabaseConnection): Promise<void> {
  const orm = await MikroORM.init({ ...ormOptions(connection), entities: [], discovery: { warnWhenNoEntities: false } });
  await orm.migrator.up();
  await orm.close();
}

async function onServer<T>(serverUrl: string, task: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * One database per jest worker for one test run, each already migrated: the files a worker runs
 * share its database one after another, and no two workers share one. On the server named by
 * DATABASE_URL the migrations run once, into a template every worker's database is copied from
 * (`create database … template …` copies files, far quicker than migrating again). Without a
 * server each worker gets an in-memory embedded database of its own, served from this process.
 */
export async function createTestDatabases(workers: number): Promise<TestDatabases> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await Promise.all(Array.from({ length: workers }, () => startEmbeddedPostgres('memory://')));
    for (const database of embedded) await migrate({ url: database.url, embedded: true });
    return {
      embedded: true,
      workerUrls: embedded.map((database) => database.url),
      drop: async () => void (await Promise.all(embedded.map((database) => database.stop()))),
    };
  }
  const template = `marketplace_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const names = Array.from({ length: workers }, (_, index) => `${template}_w${index + 1}`);
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await onServer(serverUrl, (client) => client.query(`create database "${template}"`));
  await migrate({ url: urlOf(template), embedded: false });
  await onServer(serverUrl, async (client) => {
    for (const name of names) await client.query(`create database "${name}" template "${template}"`);
  });
  return {
    embedded: false,
    workerUrls: names.map(urlOf),
    templateUrl: urlOf(template),
    drop: () =>
      onServer(serverUrl, async (client) => {
        for (const name of [...names, template]) await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}
