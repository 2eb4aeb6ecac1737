import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../../identity/public';
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
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, page }: ListBlockedUsersQuery): Promise<Page<BlockedUserView>> {
    const keyset = keysetPage(page, { at: 'created_at', id: 'blocked_id' });
    const rows = await readRows<{ blockedId: string; createdAt: string; createdAtKey: string }>(
      this.em,
      `select blocked_id as "blockedId", created_at as "createdAt", created_at::text as "createdAtKey" from user_blocks
       where blocker_id = ? and ${keyset.where} ${keyset.orderAndLimit}`,
      [userId, ...keyset.whereParams, ...keyset.limitParams],
    );
    const { items, nextCursor } = toKeysetPage(rows, page, (row) => ({ at: row.createdAtKey, id: row.blockedId }));
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
