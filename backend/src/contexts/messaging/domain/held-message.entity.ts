import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { ClientMessageIdReused } from './messaging-errors';
import { ContentSafety, Message } from './message.entity';

/**
 * A message the safety check held: it waits here, outside the conversation, so nothing the
 * receiver reads (the thread, the conversation list, unread counts, notifications, emails) can
 * show it. Its sender sees it in the thread, under review. Released, it is sent as the message
 * (same id) at that moment; removed, it stays here, empty, for the sender to see it was removed.
 */
@Entity({ tableName: 'held_messages' })
@Unique({ name: 'held_messages_sender_id_client_message_id_unique', properties: ['senderId', 'clientMessageId'] })
@Index({ name: 'held_messages_conversation_id_created_at_index', properties: ['conversationId', 'createdAt'] })
@Index({ name: 'held_messages_receiver_id_index', properties: ['receiverId'] })
export class HeldMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  conversationId: string;

  @Property({ type: 'uuid' })
  senderId: string;

  @Property({ type: 'uuid' })
  receiverId: string;

  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'uuid', nullable: true })
  clientMessageId: string | null;

  @Property({ type: 'json' })
  safetyReasons: ContentSafety['reasons'];

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  removedAt: Date | null = null;

  /** Held instead of sent: the message as written (its length and emptiness already checked by Message). */
  static hold(message: Message, reasons: ContentSafety['reasons']): HeldMessage {
    const held = new HeldMessage();
    held.id = message.id;
    held.conversationId = message.conversationId;
    held.senderId = message.senderId;
    held.receiverId = message.receiverId;
    held.content = message.content;
    held.clientMessageId = message.clientMessageId;
    held.safetyReasons = reasons;
    held.createdAt = message.createdAt;
    return held;
  }

  /** A retry of the send that was held: the same receiver and content, else the client id was reused. */
  repeatedBy(receiverId: string, content: string): HeldMessage {
    if (this.receiverId !== receiverId || this.content !== content) throw new ClientMessageIdReused();
    return this;
  }

  /** Released by an administrator: the message to send now, with the same id, warning-free. */
  release(now: Date): Message {
    return new Message({
      id: this.id,
      conversationId: this.conversationId,
      senderId: this.senderId,
      receiverId: this.receiverId,
      content: this.content,
      clientMessageId: this.clientMessageId,
      createdAt: now,
      // Its text was checked when it was sent (empty only beside files).
      withFiles: true,
    });
  }

  /** Removed by an administrator: never delivered; its text goes, as a removed message's does. */
  remove(now: Date): void {
    if (this.removedAt !== null) return;
    this.removedAt = now;
    this.content = '';
  }
}
