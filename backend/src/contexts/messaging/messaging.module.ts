import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MessagingAccountData } from './http/account-data';
import { BlockUserHandler } from './application/commands/block-user';
import { ReadConversationHandler } from './application/commands/read-conversation';
import { SeedDemoMessagesHandler } from './application/commands/seed-demo-messages';
import { SendMessageHandler } from './application/commands/send-message';
import { UnblockUserHandler } from './application/commands/unblock-user';
import { RemoveDeletedAccountBlocks } from './application/events/on-account-deleted';
import { ApplySafetyDecisionToMessages } from './application/events/on-safety-review-decided';
import { RemoveMessageByAdministrator } from './application/events/on-content-taken-down';
import { MessageAttachmentReaders } from './application/message-attachments';
import { MessagePushes } from './application/message-pushes';
import { CountUnreadMessagesHandler } from './application/queries/count-unread-messages';
import { FindUnreadMessageDigestsHandler } from './application/queries/find-unread-message-digests';
import { GetConversationWithUserHandler } from './application/queries/get-conversation-with-user';
import { GetUnreadMessageDigestHandler } from './application/queries/get-unread-message-digest';
import { ListConversationsHandler } from './application/queries/list-conversations';
import { IsMessageParticipantHandler } from './application/queries/is-message-participant';
import { HasBlockedHandler } from './application/queries/has-blocked';
import { GetMessagePartiesHandler } from './application/queries/get-message-parties';
import { GetMessageWindowHandler } from './application/queries/get-message-window';
import { GetPairConversationHandler } from './application/queries/get-pair-conversation';
import { ListBlockedUsersHandler } from './application/queries/list-blocked-users';
import { ListMessagesHandler } from './application/queries/list-messages';
import { Conversation } from './domain/conversation.entity';
import { HeldMessage } from './domain/held-message.entity';
import { Message } from './domain/message.entity';
import { UserBlock } from './domain/user-block.entity';
import { MessagesController } from './http/messages.controller';
import { ConversationRepository } from './infrastructure/conversation-repository';
import { MessageRepository } from './infrastructure/message-repository';
import { MessagingReadRepository } from './infrastructure/messaging-read-repository';
import { UserBlockRepository } from './infrastructure/user-block-repository';

/** Direct messages between two users, delivered live over /ws, with read receipts and blocking. */
@Module({
  imports: [MikroOrmModule.forFeature([Conversation, Message, HeldMessage, UserBlock])],
  controllers: [MessagesController],
  providers: [
    MessagingAccountData,
    MessagingReadRepository,
    ConversationRepository,
    MessageRepository,
    UserBlockRepository,
    MessagePushes,
    MessageAttachmentReaders,
    SendMessageHandler,
    SeedDemoMessagesHandler,
    ReadConversationHandler,
    BlockUserHandler,
    UnblockUserHandler,
    ListConversationsHandler,
    GetConversationWithUserHandler,
    CountUnreadMessagesHandler,
    ListMessagesHandler,
    ListBlockedUsersHandler,
    IsMessageParticipantHandler,
    HasBlockedHandler,
    GetMessagePartiesHandler,
    GetMessageWindowHandler,
    GetPairConversationHandler,
    FindUnreadMessageDigestsHandler,
    GetUnreadMessageDigestHandler,
    RemoveDeletedAccountBlocks,
    ApplySafetyDecisionToMessages,
    RemoveMessageByAdministrator,
  ],
})
export class MessagingModule {}
