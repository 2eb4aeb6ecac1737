import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;

/** One direct message; readAt is set when the receiver opens the conversation after it arrived. */
@Entity({ tableName: 'messages' })
@Unique({ name: 'messages_conversation_id_seq_unique', properties: ['conversationId', 'seq'] })
@Unique({ name: 'messages_sender_id_client_message_id_unique', properties: ['senderId', 'clientMessageId'] })
@Index({
  name: 'messages_unread_index',
  expression: 'create index "messages_unread_index" on "messages" ("receiver_id", "conversation_id") where "read_at" is null',
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

  constructor(props: {
    conversationId: string;
    senderId: string;
    receiverId: string;
    content: string;
    clientMessageId: string | null;
    createdAt: Date;
  }) {
    this.conversationId = props.conversationId;
    this.senderId = props.senderId;
    this.receiverId = props.receiverId;
    this.content = props.content;
    this.clientMessageId = props.clientMessageId;
    this.createdAt = props.createdAt;
  }

  /** Whether a send that repeats this message's client id asks for this same message. */
  isRepeatedBy(receiverId: string, content: string): boolean {
    return this.receiverId === receiverId && this.content === content;
  }
}
