import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { ModerationReadRepository } from '../../infrastructure/moderation-read-repository';
import { DisputeView, toDisputeView } from '../views';

/** The disputes on the user's contracts, whoever opened them, newest first, a page at a time. */
export class ListMyDisputesQuery extends Query<Page<DisputeView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListMyDisputesQuery)
export class ListMyDisputesHandler implements IQueryHandler<ListMyDisputesQuery> {
  constructor(private readonly reads: ModerationReadRepository) {}

  async execute({ userId, page }: ListMyDisputesQuery): Promise<Page<DisputeView>> {
    const { items, nextCursor } = await this.reads.disputesPage(userId, page);
    return { items: items.map(toDisputeView), nextCursor };
  }
}
