import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../identity/public';
import type { ConversationRow } from '../infrastructure/messaging-read-repository';
import { MessageView, toMessageView } from './message-view';

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

export async function toConversationViews(queryBus: QueryBus, rows: ConversationRow[]): Promise<ConversationView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.otherUserId)));
  return rows.flatMap(({ otherUserId, blockedByMe, unreadCount, activeAtKey: _activeAtKey, ...message }) => {
    const otherUser = toPersonView(people.get(otherUserId));
    if (!otherUser) return [];
    return [
      {
        id: message.conversationId,
        otherUser,
        unreadCount: blockedByMe ? 0 : unreadCount,
        lastMessage: toMessageView(message),
        blockedByMe,
      },
    ];
  });
}
