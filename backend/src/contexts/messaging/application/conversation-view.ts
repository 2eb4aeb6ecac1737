import { QueryBus } from '@nestjs/cqrs';
import type { Attachments } from '../../../platform/attachments/public';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../identity/public';
import type { ConversationRow } from '../infrastructure/messaging-read-repository';
import { MessageView, toMessageViews } from './message-view';

export type ConversationView = {
  id: string;
  otherUser: PersonView;
  /** Unread messages from the other user; 0 while the caller blocks them. */
  unreadCount: number;
  lastMessage: MessageView;
  blockedByMe: boolean;
};

export type ConversationWithUserView = {
  conversation: ConversationView | null;
  otherUser: PersonView;
  blockedByMe: boolean;
  blocksMe: boolean;
};

export async function toConversationViews(
  queryBus: QueryBus,
  attachments: Attachments,
  rows: ConversationRow[],
): Promise<ConversationView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.otherUserId)));
  const lastMessages = await toMessageViews(
    attachments,
    rows.map(
      ({ otherUserId: _otherUserId, blockedByMe: _blockedByMe, unreadCount: _unreadCount, activeAtKey: _activeAtKey, ...message }) =>
        message,
    ),
  );
  return rows.flatMap(({ otherUserId, blockedByMe, unreadCount }, index) => {
    const message = lastMessages[index];
    const otherUser = toPersonView(people.get(otherUserId));
    if (!otherUser) return [];
    return [
      {
        id: message.conversationId,
        otherUser,
        unreadCount: blockedByMe ? 0 : unreadCount,
        lastMessage: message,
        blockedByMe,
      },
    ];
  });
}
