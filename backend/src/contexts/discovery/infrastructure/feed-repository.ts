import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import type { Tables } from '../../../platform/database/tables';

/** The saved searches' tables, as the feed reads them. */
export type FeedTables = Pick<Tables, 'saved_searches' | 'saved_search_matches'>;

/** A post a saved search of the user matched, and the search's name. */
export type SavedSearchMatch = { subjectId: string; searchName: string };

/** The feed's reads of discovery's own tables. */
@Injectable()
export class FeedRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Kysely<FeedTables> {
    return this.em.getKysely<FeedTables>();
  }

  /**
   * What the user's job searches matched since `since`, newest first, at most `limit`: per search
   * the (saved_search_id, matched_at) index, the user's searches by theirs (a user keeps few).
   */
  jobSearchMatches(userId: string, since: Date, limit: number): Promise<SavedSearchMatch[]> {
    return this.db
      .selectFrom('saved_search_matches as m')
      .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
      .select(['m.subject_id as subjectId', 's.name as searchName'])
      .where('s.user_id', '=', userId)
      .where('s.kind', '=', 'jobs')
      .where('m.matched_at', '>=', since.toISOString())
      .orderBy('m.matched_at', 'desc')
      .limit(limit)
      .execute();
  }
}
