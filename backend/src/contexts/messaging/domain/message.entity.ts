import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { ClientMessageIdReused, EmptyMessage, MessageTooLong } from './messaging-errors';

/** Longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The safety check's verdict on a text and why (the safety context's; docs/safety.md). */
export type ContentSafety = { verdict: 'clear' | 'warn' | 'hold'; reasons: { code: string; message: string }[] };

/** How much of a message a notification quotes. */
export const MESSAGE_PREVIEW_LENGTH = 120;

/** One direct message; readAt is set when the receiver opens the conversation after it arrived. */
@Entity({ tableName: 'messages' })
@Unique({ name: 'messages_conversation_id_seq_unique', properties: ['conversationId', 'seq'] })
@Unique({ name: 'messages_sender_id_client_message_id_unique', properties: ['senderId', 'clientMessageId'] })
@Index({
  name: 'messages_unread_index',
  expression: 'create index "messages_unread_index" on "messages" ("receiver_id", "conversation_id") where "read_at" is null',
})
// The unread-message digest's scan: only unread messages that arrived recently.
@Index({
  name: 'messages_unread_created_at_index',
  expression: 'create index "messages_unread_created_at_index" on "messages" ("created_at") where "read_at" is null',
})
export class Message {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  conversationId: string;

  /** Position in the conversation, in commit order (see Conversation). */
  @Property({ type: 'integer' })
  seq!: number;

  @Property({ type: 'uuid' })
  senderId: string;

  @Property({ type: 'uuid' })
  receiverId: string;

  @Property({ type: 'text' })
  content: string;

  /** The id the sender's client chose, so a retried send stores nothing new; null when none was given. */
  @Property({ type: 'uuid', nullable: true })
  clientMessageId: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;

  /** An administrator removed it (decision 0035): its content is emptied; the audit keeps what it said. */
  @Property({ type: 'timestamptz', nullable: true })
  removedAt: Date | null = null;

  /** The moderation enforcement action that removed it. */
  @Property({ type: 'uuid', nullable: true })
  removalActionId: string | null = null;

  /** The safety check's verdict: a warned message shows its receiver why. Held ones wait as HeldMessage, outside the conversation. */
  @Enum({ items: ['clear', 'warn'], default: 'clear' })
  safetyVerdict: 'clear' | 'warn' = 'clear';

  @Property({ type: 'json', default: '[]' })
  safetyReasons: ContentSafety['reasons'] = [];

  constructor(props: {
    conversationId: string;
    senderId: string;
    receiverId: string;
    content: string;
    clientMessageId: string | null;
    createdAt: Date;
    safety?: ContentSafety;
    id?: string;
    /** It carries files: its text may then be empty. */
    withFiles?: boolean;
  }) {
    if (props.content.trim() === '' && !props.withFiles) throw new EmptyMessage();
    if (props.content.length > MESSAGE_MAX_LENGTH) throw new MessageTooLong(MESSAGE_MAX_LENGTH);
    this.conversationId = props.conversationId;
    this.senderId = props.senderId;
    this.receiverId = props.receiverId;
    this.content = props.content;
    this.clientMessageId = props.clientMessageId;
    this.createdAt = props.createdAt;
    if (props.id) this.id = props.id;
    if (props.safety?.verdict === 'warn') {
      this.safetyVerdict = 'warn';
      this.safetyReasons = props.safety.reasons;
    }
  }

  /**
   * This message again, for a send that repeats its client id: a retry asks for the same receiver
   * and content; anything else reuses the id for a different message and is refused.
   */
  repeatedBy(receiverId: string, content: string): Message {
    if (this.receiverId !== receiverId || this.content !== content) throw new ClientMessageIdReused();
    return this;
  }

  /** An administrator judged the warning a false alarm. */
  liftWarning(): void {
    this.safetyVerdict = 'clear';
    this.safetyReasons = [];
  }

  /** The start of the content, for the receiver's notification. */
  preview(): string {
    return this.content.slice(0, MESSAGE_PREVIEW_LENGTH);
  }
}
