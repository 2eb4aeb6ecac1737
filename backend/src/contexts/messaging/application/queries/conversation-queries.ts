import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../../identity/public';
import { orderedPair } from '../../domain/conversation.entity';
import { CannotMessageSelf, RecipientNotFound } from '../../domain/messaging-errors';
import { CountUnreadMessagesQuery } from '../../public';
import { MESSAGE_COLUMNS, MessageRow, MessageView, toMessageView } from '../message-view';

export type ConversationView = {
  id: string;
  otherUser: PersonView;
  /** Unread messages from the other user; 0 while the caller blocks them. */
  unreadCount: number;
  lastMessage: MessageView;
  blockedByMe: boolean;
};

export type ConversationWithUserView = { conversation: ConversationView | null; otherUser: PersonView; blockedByMe: boolean };

/** The caller's conversations that hold a message, most recently active first, a page at a time. */
export class ListConversationsQuery extends Query<Page<ConversationView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** The caller's conversation with one user (null before the first message), and that user. */
export class GetConversationWithUserQuery extends Query<ConversationWithUserView> {
  constructor(
    readonly userId: string,
    readonly otherUserId: string,
  ) {
    super();
  }
}

type ConversationRow = MessageRow & { otherUserId: string; blockedByMe: boolean; unreadCount: number; activeAtKey: string };

const CONVERSATION_SQL = (where: string, orderAndLimit: string) => `
  select ${MESSAGE_COLUMNS}, other.id as "otherUserId", c.last_message_at::text as "activeAtKey",
    exists (select 1 from user_blocks b where b.blocker_id = ? and b.blocked_id = other.id) as "blockedByMe",
    (select count(*)::int from messages u where u.conversation_id = c.id and u.receiver_id = ? and u.read_at is null) as "unreadCount"
  from conversations c
  join messages m on m.id = c.last_message_id
  cross join lateral (select case when c.first_user_id = ? then c.second_user_id else c.first_user_id end as id) other
  where ${where}
  ${orderAndLimit}`;

async function toConversationViews(queryBus: QueryBus, rows: ConversationRow[]): Promise<ConversationView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.otherUserId)));
  return rows.flatMap(({ otherUserId, blockedByMe, unreadCount, activeAtKey: _activeAtKey, ...message }) => {
    const otherUser = toPersonView(people.get(otherUserId));
    if (!otherUser) return [];
    return [
      {
        id: message.conversationId,
        otherUser,
        unreadCount: blockedByMe ? 0 : unreadCount,
        lastMessage: toMessageView(message),
        blockedByMe,
      },
    ];
  });
}

@QueryHandler(ListConversationsQuery)
export class ListConversationsHandler implements IQueryHandler<ListConversationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, page }: ListConversationsQuery): Promise<Page<ConversationView>> {
    const keyset = keysetPage(page, { at: 'c.last_message_at', id: 'c.id' });
    const rows = await readRows<ConversationRow>(
      this.em,
      CONVERSATION_SQL(`(c.first_user_id = ? or c.second_user_id = ?) and ${keyset.where}`, keyset.orderAndLimit),
      [userId, userId, userId, userId, userId, ...keyset.whereParams, ...keyset.limitParams],
    );
    const { items, nextCursor } = toKeysetPage(rows, page, (row) => ({ at: row.activeAtKey, id: row.conversationId }));
    return { items: await toConversationViews(this.queryBus, items), nextCursor };
  }
}

@QueryHandler(GetConversationWithUserQuery)
export class GetConversationWithUserHandler implements IQueryHandler<GetConversationWithUserQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, otherUserId }: GetConversationWithUserQuery): Promise<ConversationWithUserView> {
    if (userId === otherUserId) throw new CannotMessageSelf();
    const people = await this.queryBus.execute(new GetUserSummariesQuery([otherUserId]));
    const otherUser = toPersonView(people.get(otherUserId));
    if (!otherUser) throw new RecipientNotFound();
    const [first, second] = orderedPair(userId, otherUserId);
    const rows = await readRows<ConversationRow>(this.em, CONVERSATION_SQL('c.first_user_id = ? and c.second_user_id = ?', ''), [
      userId,
      userId,
      userId,
      first,
      second,
    ]);
    const [conversation] = await toConversationViews(this.queryBus, rows);
    const blocked = await readRows(this.em, 'select 1 from user_blocks where blocker_id = ? and blocked_id = ?', [userId, otherUserId]);
    return { conversation: conversation ?? null, otherUser, blockedByMe: blocked.length > 0 };
  }
}

@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: CountUnreadMessagesQuery): Promise<number> {
    const [row] = await readRows<{ count: number }>(
      this.em,
      `select count(*)::int as count from messages m
       where m.receiver_id = ? and m.read_at is null
         and not exists (select 1 from user_blocks b where b.blocker_id = m.receiver_id and b.blocked_id = m.sender_id)`,
      [userId],
    );
    return row.count;
  }
}
