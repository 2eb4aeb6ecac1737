import { Migrator } from '@mikro-orm/migrations';
import { MikroOrmModule, MikroOrmModuleSyncOptions } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { migrationsList } from '../../../migrations';
import { runQueriesWithCallbacks } from '../library-workarounds/pg-callback-queries';

/** Injection token of the DatabaseConnection the application runs on. */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

export type DatabaseConnection = {
  url: string;
  /** The embedded server takes one connection at a time. */
  embedded: boolean;
};

/**
 * MikroORM's own messages (queries, with their values inlined, when debug is on; a pooled
 * connection the server dropped) go through the application's logger, whose redaction removes SQL
 * values, rather than straight to the console.
 */
const ormLogger = new Logger('MikroORM');

const POOL_WAIT_MS = 60_000;

export function ormOptions(connection: DatabaseConnection): MikroOrmModuleSyncOptions {
  return {
    driver: PostgreSqlDriver,
    clientUrl: connection.url,
    pool: connection.embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    forceUtcTimezone: true,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    logger: (message) => ormLogger.log(message),
    // pg-pool waits for a free connection forever by default; a request that cannot have one within
    // a minute (knex's default, which MikroORM 6 had) answers 503 instead (platform/errors/unavailable.ts).
    driverOptions: { connectionTimeoutMillis: POOL_WAIT_MS, onPoolCreated: runQueriesWithCallbacks },
  };
}

/** MikroORM over PostgreSQL; each context registers its own entities with forFeature. */
@Module({})
export class DatabaseModule {
  static forRoot(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      // Every use case forks its own unit of work, so no request needs one made for it: a fork per
      // request would be made for every read too, and kept by each idle keep-alive connection.
      imports: [MikroOrmModule.forRoot({ ...ormOptions(connection), autoLoadEntities: true, registerRequestContext: false })],
      providers: [{ provide: DATABASE_CONNECTION, useValue: connection }],
      exports: [DATABASE_CONNECTION],
    };
  }
}
