import { Injectable, OnModuleInit } from '@nestjs/common';
import { Attachments } from '../../../platform/attachments/public';
import { RealtimeBus } from '../../../platform/realtime/realtime-bus';
import { MessagingReadRepository } from '../infrastructure/messaging-read-repository';
import { isoTimestamp, MessageView, toMessageViews } from './message-view';
import { MESSAGE_READ, MESSAGE_REMOVED, NEW_MESSAGE } from './server-events';

/** How an instance turns the ids of a published messaging event into what its sockets receive. */
@Injectable()
export class MessagePushes implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly reads: MessagingReadRepository,
    private readonly attachments: Attachments,
  ) {}

  onModuleInit(): void {
    this.realtime.register(NEW_MESSAGE, (refs) => this.messagesOf(refs));
    // A removed message is pushed as it is now, for the thread to replace it in place.
    this.realtime.register(MESSAGE_REMOVED, (refs) => this.messagesOf(refs));
    // Receipts are rare next to messages: one query each.
    this.realtime.register(MESSAGE_READ, (refs) =>
      Promise.all(
        refs.map(async ({ conversationId, readerId }) => {
          const row = await this.reads.lastReadMessage(conversationId, readerId);
          return row ? { conversationId, readerId, lastReadMessageId: row.id, readAt: isoTimestamp(row.readAt) } : null;
        }),
      ),
    );
  }

  private async messagesOf(refs: { messageId: string }[]): Promise<({ conversationId: string; message: MessageView } | null)[]> {
    const rows = await this.reads.messagesByIds(refs.map((ref) => ref.messageId));
    const views = await toMessageViews(this.attachments, rows);
    const byId = new Map(views.map((view) => [view.id, view]));
    return refs.map(({ messageId }) => {
      const message = byId.get(messageId);
      return message ? { conversationId: message.conversationId, message } : null;
    });
  }
}
