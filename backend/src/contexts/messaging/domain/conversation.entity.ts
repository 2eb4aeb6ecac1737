import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { CannotMessageSelf } from './messaging-errors';

/** The two users of a conversation in a fixed order, so a pair has exactly one row; they are two. */
export function orderedPair(a: string, b: string): [string, string] {
  if (a === b) throw new CannotMessageSelf();
  return a < b ? [a, b] : [b, a];
}

/**
 * The one conversation between two users. Sending a message locks this row and takes the next
 * sequence number, so a conversation's messages are numbered in the order they committed: a
 * client that holds message n can ask for everything after n and miss nothing.
 */
@Entity({ tableName: 'conversations' })
@Unique({ name: 'conversations_pair_unique', properties: ['firstUserId', 'secondUserId'] })
@Check({ name: 'conversations_pair_ordered_check', expression: 'first_user_id < second_user_id' })
// The conversation list: each side of the pair by last activity (the messaging read repository).
@Index({
  name: 'conversations_first_user_id_last_message_at_index',
  expression:
    'create index "conversations_first_user_id_last_message_at_index" on "conversations" ("first_user_id", "last_message_at", "id") where "last_message_at" is not null',
})
@Index({
  name: 'conversations_second_user_id_last_message_at_index',
  expression:
    'create index "conversations_second_user_id_last_message_at_index" on "conversations" ("second_user_id", "last_message_at", "id") where "last_message_at" is not null',
})
export class Conversation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The smaller of the two user ids. */
  @Property({ type: 'uuid' })
  firstUserId: string;

  @Property({ type: 'uuid' })
  secondUserId: string;

  /**
   * Sequence number of the latest message; 0 before the first. The default is stated because the
   * ORM reads initializers by constructing an entity without arguments, which a pair refuses.
   */
  @Property({ type: 'integer', default: 0 })
  lastSeq = 0;

  @Property({ type: 'uuid', nullable: true })
  lastMessageId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(userA: string, userB: string, createdAt: Date) {
    [this.firstUserId, this.secondUserId] = orderedPair(userA, userB);
    this.createdAt = createdAt;
  }

  hasParticipant(userId: string): boolean {
    return userId === this.firstUserId || userId === this.secondUserId;
  }

  otherParticipant(userId: string): string {
    return userId === this.firstUserId ? this.secondUserId : this.firstUserId;
  }

  /** The next message's sequence number; the caller holds this row's lock. */
  takeNextSeq(messageId: string, at: Date): number {
    this.lastSeq += 1;
    this.lastMessageId = messageId;
    this.lastMessageAt = at;
    return this.lastSeq;
  }
}
