import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MessagingAccountData } from './http/account-data';
import { BlockUserHandler, UnblockUserHandler } from './application/commands/block-user';
import { ReadConversationHandler } from './application/commands/read-conversation';
import { SeedDemoMessagesHandler } from './application/commands/seed-demo-messages';
import { SendMessageHandler } from './application/commands/send-message';
import { RemoveDeletedAccountBlocks } from './application/events/account-deleted-handlers';
import { RemoveMessageByAdministrator } from './application/events/enforcement-handlers';
import { MessagePushes } from './application/message-pushes';
import { ExportBlockedUsersHandler, ExportSentMessagesHandler } from './application/queries/export-user-data';
import {
  CountUnreadMessagesHandler,
  GetConversationWithUserHandler,
  ListConversationsHandler,
} from './application/queries/conversation-queries';
import { IsMessageParticipantHandler } from './application/queries/is-message-participant';
import { GetMessagePartiesHandler } from './application/queries/get-message-parties';
import { ListBlockedUsersHandler } from './application/queries/list-blocked-users';
import { ListMessagesHandler } from './application/queries/list-messages';
import { FindUnreadMessageDigestsHandler, GetUnreadMessageDigestHandler } from './application/queries/unread-message-digests';
import { Conversation } from './domain/conversation.entity';
import { Message } from './domain/message.entity';
import { UserBlock } from './domain/user-block.entity';
import { MessagesController } from './http/messages.controller';
import { MessagingReadRepository } from './infrastructure/messaging-read-repository';

/** Direct messages between two users, delivered live over /ws, with read receipts and blocking. */
@Module({
  imports: [MikroOrmModule.forFeature([Conversation, Message, UserBlock])],
  controllers: [MessagesController],
  providers: [
    MessagingAccountData,
    MessagingReadRepository,
    MessagePushes,
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
    GetMessagePartiesHandler,
    FindUnreadMessageDigestsHandler,
    GetUnreadMessageDigestHandler,
    ExportSentMessagesHandler,
    ExportBlockedUsersHandler,
    RemoveDeletedAccountBlocks,
    RemoveMessageByAdministrator,
  ],
})
export class MessagingModule {}
