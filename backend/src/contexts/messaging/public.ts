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

/** Demo conversations between the demo users (ids by email), once. */
export class SeedDemoMessagesCommand extends Command<void> {
  constructor(readonly userIdsByEmail: Record<string, string>) {
    super();
  }
}
