import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../../identity/public';
import { orderedPair } from '../../domain/conversation.entity';
import { CannotMessageSelf, RecipientNotFound } from '../../domain/messaging-errors';
import { CountUnreadMessagesQuery } from '../../public';
import { ConversationRow, MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { MessageView, toMessageView } from '../message-view';

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
    private readonly reads: MessagingReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, page }: ListConversationsQuery): Promise<Page<ConversationView>> {
    const { items, nextCursor } = await this.reads.conversationsPage(userId, page);
    return { items: await toConversationViews(this.queryBus, items), nextCursor };
  }
}

@QueryHandler(GetConversationWithUserQuery)
export class GetConversationWithUserHandler implements IQueryHandler<GetConversationWithUserQuery> {
  constructor(
    private readonly reads: MessagingReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, otherUserId }: GetConversationWithUserQuery): Promise<ConversationWithUserView> {
    if (userId === otherUserId) throw new CannotMessageSelf();
    const people = await this.queryBus.execute(new GetUserSummariesQuery([otherUserId]));
    const otherUser = toPersonView(people.get(otherUserId));
    if (!otherUser) throw new RecipientNotFound();
    const row = await this.reads.conversationBetween(userId, orderedPair(userId, otherUserId));
    const [conversation] = await toConversationViews(this.queryBus, row ? [row] : []);
    return { conversation: conversation ?? null, otherUser, blockedByMe: await this.reads.isBlocking(userId, otherUserId) };
  }
}

@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  execute({ userId }: CountUnreadMessagesQuery): Promise<number> {
    return this.reads.countUnread(userId);
  }
}
