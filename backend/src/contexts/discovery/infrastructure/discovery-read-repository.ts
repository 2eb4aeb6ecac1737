import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import type { Tables } from '../../../platform/database/tables';
import { utcTimestampText } from '../../../platform/database/utc-timestamp-text';

/**
 * The tables discovery owns, the only ones its reads and writes name. None yet: add its migration
 * (backend/migrations, listed in index.ts), run `npm run tables`, name them here and declare
 * them in http/account-data.ts.
 */
export type DiscoveryTables = Pick<Tables, never>;

export type DiscoveryOverviewRow = { userId: string; checkedAt: string };

/** Every read of discovery's tables, written with the typed query builder. */
@Injectable()
export class DiscoveryReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<DiscoveryTables> {
    return this.em.getKysely<DiscoveryTables>();
  }

  /** What the user has here; with no table yet, the database's clock stands in for it. */
  overviewOf(userId: string): Promise<DiscoveryOverviewRow | undefined> {
    return this.db
      .selectNoFrom([sql<string>`${userId}::uuid::text`.as('userId'), utcTimestampText(sql<string>`now()`).as('checkedAt')])
      .executeTakeFirst();
  }
}
