import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery, toPersonView } from '../../../identity/public';
import { orderedPair } from '../../domain/conversation.entity';
import { CannotMessageSelf, RecipientNotFound } from '../../domain/messaging-errors';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { ConversationWithUserView, toConversationViews } from '../conversation-view';

/** The caller's conversation with one user (null before the first message), and that user. */
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
