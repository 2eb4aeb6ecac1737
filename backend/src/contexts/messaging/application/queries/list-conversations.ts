import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { ConversationView, toConversationViews } from '../conversation-view';

/** The caller's conversations that hold a message, most recently active first, a page at a time. */
export class ListConversationsQuery extends Query<Page<ConversationView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListConversationsQuery)
export class ListConversationsHandler implements IQueryHandler<ListConversationsQuery> {
  constructor(
    private readonly reads: MessagingReadRepository,
    private readonly queryBus: QueryBus,
    private readonly attachments: Attachments,
  ) {}

  async execute({ userId, page }: ListConversationsQuery): Promise<Page<ConversationView>> {
    const { items, nextCursor } = await this.reads.conversationsPage(userId, page);
    return { items: await toConversationViews(this.queryBus, this.attachments, items), nextCursor };
  }
}
