import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { GetUserSummariesQuery, toPersonView } from '../../../identity/public';
import { orderedPair } from '../../domain/conversation.entity';
import { CannotMessageSelf, RecipientNotFound } from '../../domain/messaging-errors';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { ConversationView, ConversationWithUserView, toConversationViews } from '../conversation-view';
import { toMessageViews } from '../message-view';

/**
 * The caller's conversation with one user (null before the first message), and that user. A
 * conversation whose only messages the safety check holds exists for their sender alone, with the
 * latest of them last; to the other user it has not begun. Says whether either blocks the other,
 * so the composer of a blocked caller says so before anything is typed.
 */
export class GetConversationWithUserQuery extends Query<ConversationWithUserView> {
  constructor(
    readonly userId: string,
    readonly otherUserId: string,
  ) {
    super();
  }
}

@QueryHandler(GetConversationWithUserQuery)
export class GetConversationWithUserHandler implements IQueryHandler<GetConversationWithUserQuery> {
  constructor(
    private readonly reads: MessagingReadRepository,
    private readonly queryBus: QueryBus,
    private readonly attachments: Attachments,
  ) {}

  async execute({ userId, otherUserId }: GetConversationWithUserQuery): Promise<ConversationWithUserView> {
    if (userId === otherUserId) throw new CannotMessageSelf();
    const people = await this.queryBus.execute(new GetUserSummariesQuery([otherUserId]));
    const otherUser = toPersonView(people.get(otherUserId));
    if (!otherUser) throw new RecipientNotFound();
    const row = await this.reads.conversationBetween(userId, orderedPair(userId, otherUserId));
    const [blockedByMe, blocksMe] = await Promise.all([
      this.reads.isBlocking(userId, otherUserId),
      this.reads.isBlocking(otherUserId, userId),
    ]);
    const [conversation] = await toConversationViews(this.queryBus, this.attachments, row ? [row] : []);
    if (conversation) return { conversation, otherUser, blockedByMe, blocksMe };
    const held = await this.reads.latestHeldMessageTo(userId, otherUserId);
    const heldOnly: ConversationView | null = held
      ? {
          id: held.conversationId,
          otherUser,
          unreadCount: 0,
          lastMessage: (await toMessageViews(this.attachments, [held]))[0],
          blockedByMe,
        }
      : null;
    return { conversation: heldOnly, otherUser, blockedByMe, blocksMe };
  }
}
