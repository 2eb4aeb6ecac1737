import { Migrator } from '@mikro-orm/migrations';
import { MikroOrmModule, MikroOrmModuleSyncOptions } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { migrationsList } from '../../../migrations';
import { AppConfig } from '../../config/app-config';
import { runQueriesWithCallbacks } from '../library-workarounds/pg-callback-queries';
import { connectionSettings, databaseTimeouts, DatabaseTimeouts, DiscardingClient, UNBOUNDED_STATEMENTS } from './database-timeouts';

/** Injection token of the DatabaseConnection the application runs on. */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

export type DatabaseConnection = {
  url: string;
  /** The embedded server takes one connection at a time. */
  embedded: boolean;
  /**
   * The bounds on every connection to a server (decision 0054): the application's come from its
   * settings (DatabaseModule); without them statements are unbounded (migrations, tooling).
   */
  timeouts?: DatabaseTimeouts;
};

/**
 * MikroORM's own messages (queries, with their values inlined, when debug is on; a pooled
 * connection the server dropped) go through the application's logger, whose redaction removes SQL
 * values, rather than straight to the console.
 */
const ormLogger = new Logger('MikroORM');

/**
 * pg-pool waits for a free connection forever by default; on the embedded database a request that
 * cannot have its one connection within a minute (knex's default, which MikroORM 6 had) answers 503
 * instead (platform/errors/unavailable.ts). It runs in this process, so it cannot hang apart from it.
 */
const EMBEDDED_POOL_WAIT_MS = 60_000;

/**
 * The pg settings of the pool. On a server, every connection is bounded (connectionSettings:
 * keepalive, the connect and pool wait, the statement and read timeouts) and one whose read timed
 * out is closed rather than pooled again (DiscardingClient).
 */
function driverOptions(connection: DatabaseConnection) {
  if (connection.embedded) return { connectionTimeoutMillis: EMBEDDED_POOL_WAIT_MS, onPoolCreated: runQueriesWithCallbacks };
  return {
    ...connectionSettings(connection.timeouts ?? UNBOUNDED_STATEMENTS),
    Client: DiscardingClient,
    onPoolCreated: runQueriesWithCallbacks,
  };
}

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
    driverOptions: driverOptions(connection),
  };
}

/** The connection as the application uses it: bounded by its settings (DATABASE_*_TIMEOUT_MS). */
function boundedBy(connection: DatabaseConnection, config: AppConfig): DatabaseConnection {
  return { ...connection, timeouts: databaseTimeouts(config) };
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
      imports: [
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            ...ormOptions(boundedBy(connection, config)),
            autoLoadEntities: true,
            registerRequestContext: false,
          }),
        }),
      ],
      providers: [{ provide: DATABASE_CONNECTION, inject: [AppConfig], useFactory: (config: AppConfig) => boundedBy(connection, config) }],
      exports: [DATABASE_CONNECTION],
    };
  }
}
