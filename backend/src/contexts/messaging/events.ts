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

/** The safety check warned or held a message; `text` is what was judged. A held one waits outside the conversation. */
@IntegrationEventType('messaging.message_screened')
export class MessageScreened extends IntegrationEvent {
  constructor(
    readonly messageId: string,
    readonly senderId: string,
    readonly verdict: 'warn' | 'hold',
    readonly reasons: { code: string; message: string }[],
    readonly text: string,
    readonly screenedAt: string,
  ) {
    super();
  }
}
