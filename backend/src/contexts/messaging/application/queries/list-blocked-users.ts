import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../../identity/public';
import { isoTimestamp } from '../message-view';

export type BlockedUserView = { user: PersonView; blockedAt: string };

/** The users the caller blocked, most recent first (Settings). */
export class ListBlockedUsersQuery extends Query<BlockedUserView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListBlockedUsersQuery)
export class ListBlockedUsersHandler implements IQueryHandler<ListBlockedUsersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId }: ListBlockedUsersQuery): Promise<BlockedUserView[]> {
    const rows = await readRows<{ blockedId: string; createdAt: string }>(
      this.em,
      'select blocked_id as "blockedId", created_at as "createdAt" from user_blocks where blocker_id = ? order by created_at desc',
      [userId],
    );
    const people = await this.queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.blockedId)));
    return rows.flatMap(({ blockedId, createdAt }) => {
      const user = toPersonView(people.get(blockedId));
      return user ? [{ user, blockedAt: isoTimestamp(createdAt) }] : [];
    });
  }
}
