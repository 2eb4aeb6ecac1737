import { Command, Query } from '@nestjs/cqrs';
import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

@IntegrationEventType('messaging.message_sent')
export class MessageSent extends IntegrationEvent {
  constructor(
    readonly messageId: string,
    readonly conversationId: string,
    readonly senderId: string,
    readonly receiverId: string,
    /** The start of the content, for a notification's text. */
    readonly preview: string,
  ) {
    super();
  }
}

/** The reader opened a conversation and messages from the other user became read. */
@IntegrationEventType('messaging.conversation_read')
export class ConversationRead extends IntegrationEvent {
  constructor(
    readonly conversationId: string,
    readonly readerId: string,
    readonly otherUserId: string,
  ) {
    super();
  }
}

/** Messages to the user not yet read, leaving out those from users they blocked. */
export class CountUnreadMessagesQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Whether the user sent or received the message, i.e. may see it; false for an unknown message. */
export class IsMessageParticipantQuery extends Query<boolean> {
  constructor(
    readonly messageId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** Demo conversations between the demo users (ids by email), once. */
export class SeedDemoMessagesCommand extends Command<void> {
  constructor(readonly userIdsByEmail: Record<string, string>) {
    super();
  }
}
