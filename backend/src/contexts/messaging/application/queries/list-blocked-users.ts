import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../../identity/public';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { isoTimestamp } from '../message-view';

export type BlockedUserView = { user: PersonView; blockedAt: string };

/** The users the caller blocked, most recent first (Settings), a page at a time. */
export class ListBlockedUsersQuery extends Query<Page<BlockedUserView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListBlockedUsersQuery)
export class ListBlockedUsersHandler implements IQueryHandler<ListBlockedUsersQuery> {
  constructor(
    private readonly reads: MessagingReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, page }: ListBlockedUsersQuery): Promise<Page<BlockedUserView>> {
    const { items, nextCursor } = await this.reads.blockedUsersPage(userId, page);
    const people = await this.queryBus.execute(new GetUserSummariesQuery(items.map((row) => row.blockedId)));
    return {
      items: items.flatMap(({ blockedId, createdAt }) => {
        const user = toPersonView(people.get(blockedId));
        return user ? [{ user, blockedAt: isoTimestamp(createdAt) }] : [];
      }),
      nextCursor,
    };
  }
}
