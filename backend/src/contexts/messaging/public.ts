import { Command, Query } from '@nestjs/cqrs';
export * from './events';

/** Messages to the user not yet read, leaving out those from users they blocked. */
export class CountUnreadMessagesQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * A receiver with messages that waited unread: `newestDueAt` is their newest unread message older
 * than the delay, `newestAt` their newest unread message of all (fixed-width UTC text to the
 * microsecond, which compares as the times do).
 */
export type UnreadMessageDigestCandidate = { receiverId: string; newestDueAt: string; newestAt: string };

/**
 * The receivers with an unread message that arrived after `newerThan` and no later than
 * `olderThan`, leaving out messages from users they blocked. `newerThan` bounds the scan (the
 * digests look back that far), so its cost follows recent messages, not all unread ones ever.
 */
export class FindUnreadMessageDigestsQuery extends Query<UnreadMessageDigestCandidate[]> {
  constructor(
    readonly olderThan: Date,
    readonly newerThan: Date,
  ) {
    super();
  }
}

/** What a digest says: how many unread messages, and who sent them, newest sender first (at most 5 named). */
export type UnreadMessageDigest = { unreadCount: number; senderIds: string[]; senderCount: number };

/** The receiver's messages still unread that arrived no later than `upTo` (UTC text), leaving out blocked senders. */
export class GetUnreadMessageDigestQuery extends Query<UnreadMessageDigest> {
  constructor(
    readonly receiverId: string,
    readonly upTo: string,
  ) {
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

export type MessageParties = { senderId: string; receiverId: string };

/** Who sent the message and to whom; null for an unknown message. */
export class GetMessagePartiesQuery extends Query<MessageParties | null> {
  constructor(readonly messageId: string) {
    super();
  }
}

/**
 * A delivered message as an administrator reads it in the context of a report or a dispute
 * (moderation records each such reading in the audit log). A removed message's content is empty.
 */
export type ConversationExcerptMessage = {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  sentAt: Date;
  removed: boolean;
};

/** The most messages on either side of a message that GetMessageWindowQuery reads. */
export const MESSAGE_WINDOW_MAX = 50;

export type MessageWindow = {
  conversationId: string;
  /** The message asked for. */
  message: ConversationExcerptMessage;
  /** Up to `around` messages before it, the message, and up to `around` after it, in conversation order. */
  messages: ConversationExcerptMessage[];
  /** Whether the conversation holds messages before / after the window. */
  hasEarlier: boolean;
  hasLater: boolean;
};

/**
 * A message and the messages around it in its own conversation (held ones, which never reached
 * the receiver, are not in it); null for an unknown message. For moderation's report context only.
 */
export class GetMessageWindowQuery extends Query<MessageWindow | null> {
  constructor(
    readonly messageId: string,
    readonly around: number,
  ) {
    super();
  }
}

/** The most messages GetPairConversationQuery reads at once. */
export const PAIR_CONVERSATION_MAX = 100;

export type PairConversation = {
  conversationId: string;
  /** The newest `limit` messages (before the cursor when given), oldest first. */
  messages: ConversationExcerptMessage[];
  /** Whether older messages are left. */
  hasEarlier: boolean;
};

/**
 * The two users' conversation, the newest messages or those just before `before` (a message of
 * it; MESSAGING.UNKNOWN_CURSOR otherwise); null when they never wrote to each other. For
 * moderation's dispute context only.
 */
export class GetPairConversationQuery extends Query<PairConversation | null> {
  constructor(
    readonly userId: string,
    readonly otherUserId: string,
    readonly page: { before?: string; limit: number },
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
