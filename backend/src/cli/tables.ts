import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrationsList } from '../../migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../platform/database/database.module';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { tableTypesSource } from '../platform/database/table-types';

// Migrates a throwaway in-memory database, so it needs no set-up and touches no data.
const target = resolve(__dirname, '../platform/database/tables.ts');

async function main(): Promise<void> {
  const embedded = await startEmbeddedPostgres('memory://');
  try {
    const orm = await MikroORM.init({ ...ormOptions({ url: embedded.url, embedded: true }), entities: [] });
    try {
      await orm.migrator.up();
      writeFileSync(target, await tableTypesSource(orm.em.fork()));
    } finally {
      await orm.close();
    }
    console.log(`Wrote ${target} (${migrationsList.length} migrations)`);
  } finally {
    await embedded.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
