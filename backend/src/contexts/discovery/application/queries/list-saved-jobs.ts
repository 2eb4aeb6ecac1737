import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { GetJobCardsQuery, JobView, SavedJobState } from '../../../jobs/public';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

/** A saved post: `removed` when it no longer exists; its card only while the board shows it. */
export type SavedJobView = { jobId: string; savedAt: string; state: SavedJobState | 'removed'; job: JobView | null };

/** The user's saved jobs, newest saved first, a page at a time, each saying where the post stands. */
export class ListSavedJobsQuery extends Query<Page<SavedJobView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListSavedJobsQuery)
export class ListSavedJobsHandler implements IQueryHandler<ListSavedJobsQuery> {
  constructor(
    private readonly saved: SavedItemsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, page }: ListSavedJobsQuery): Promise<Page<SavedJobView>> {
    const { items, nextCursor } = await this.saved.page('jobs', userId, page);
    const posts = await this.queryBus.execute(new GetJobCardsQuery(items.map((item) => item.itemId)));
    return {
      items: items.map(({ itemId, at }) => {
        const post = posts.get(itemId);
        return { jobId: itemId, savedAt: new Date(at).toISOString(), state: post?.state ?? 'removed', job: post?.card ?? null };
      }),
      nextCursor,
    };
  }
}
