import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code.
 */

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
