import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { MessageSendRateLimit } from '../../../platform/rate-limit/rate-limit';
import { BlockUserCommand } from '../application/commands/block-user';
import { ReadConversationCommand } from '../application/commands/read-conversation';
import { SendMessageCommand } from '../application/commands/send-message';
import { UnblockUserCommand } from '../application/commands/unblock-user';
import { ConversationView, ConversationWithUserView } from '../application/conversation-view';
import { MessageView } from '../application/message-view';
import { GetConversationWithUserQuery } from '../application/queries/get-conversation-with-user';
import { ListConversationsQuery } from '../application/queries/list-conversations';
import { BlockedUserView, ListBlockedUsersQuery } from '../application/queries/list-blocked-users';
import { ListMessagesQuery } from '../application/queries/list-messages';
import { CountUnreadMessagesQuery } from '../public';
import {
  BlockedUserResponse,
  ConversationResponse,
  ConversationWithUserResponse,
  ListMessagesRequest,
  MessageResponse,
  SendMessageRequest,
  UnreadMessagesResponse,
} from './dto';
import { ChangesState } from '../../../platform/http/state-change.guard';

const notFound = ApiNotFoundResponse({ type: ErrorBody, description: 'Conversation not found (also to anyone outside it)' });
const noSuchUser = ApiNotFoundResponse({ type: ErrorBody, description: 'User not found' });

@ApiTags('messaging')
@SignedIn()
@Controller()
export class MessagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', 'messages', {
    summary: 'Sends a direct message',
    description:
      'Finds or creates the conversation with the receiver, stores the message, then pushes new_message over /ws to both participants; the receiver gets a message notification (one unread per conversation). With a clientMessageId the sender already used for this message (a retry), nothing new is stored, pushed or notified, and the answer is the message stored the first time. attachmentIds names files uploaded first with POST /api/attachments (at most 5; the text may then be empty); the scam shield reads their names and the words of text files with the message, and its parties open them through GET /api/attachments/{id}/link.',
    answer: ApiCreated(MessageResponse),
    errors: {
      400: 'Empty or too long content, a bad receiverId, or a message to yourself',
      403: 'One of the two blocked the other (MESSAGING.BLOCKED, MESSAGING.YOU_BLOCKED), or the receiver is suspended (MESSAGING.RECIPIENT_SUSPENDED)',
      409: 'The clientMessageId was already used for a message to someone else or with other content',
      422: 'A file is not an upload of the sender’s waiting to be attached (ATTACHMENTS.NOT_AVAILABLE), or more than 5 (ATTACHMENTS.TOO_MANY)',
    },
  })
  @RequiresVerifiedEmail()
  @MessageSendRateLimit()
  @noSuchUser
  send(@CurrentPrincipal() principal: Principal, @Body() body: SendMessageRequest): Promise<MessageView> {
    return this.commandBus.execute(
      new SendMessageCommand(principal.id, body.receiverId, body.content, body.clientMessageId ?? null, body.attachmentIds ?? []),
    );
  }

  @Endpoint('GET', 'conversations', {
    summary: 'My conversations',
    description:
      "The caller's conversations, most recently active first, with the other user, the unread count and the last message, a page at a time. The body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page.",
    answer: ApiPageResponse(ConversationResponse),
  })
  async conversations(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ConversationView[]> {
    return sendPage(response, await this.queryBus.execute(new ListConversationsQuery(principal.id, page)));
  }

  @Endpoint('GET', 'conversations/unread-count', {
    summary: 'My unread messages',
    description: 'How many messages to the caller are unread (the Messages badge).',
    answer: ApiOk(UnreadMessagesResponse),
  })
  async unreadCount(@CurrentPrincipal() principal: Principal): Promise<UnreadMessagesResponse> {
    return { unreadMessages: await this.queryBus.execute(new CountUnreadMessagesQuery(principal.id)) };
  }

  @Endpoint('GET', 'conversations/with/:userId', {
    summary: 'My conversation with a user',
    description: 'What /messages?userId= opens: the conversation (null before the first message) and the other user.',
    answer: ApiOk(ConversationWithUserResponse),
    errors: { 400: 'Your own id' },
  })
  @noSuchUser
  withUser(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', new ParseUUIDPipe()) userId: string,
  ): Promise<ConversationWithUserView> {
    return this.queryBus.execute(new GetConversationWithUserQuery(principal.id, userId));
  }

  @Endpoint('GET', 'messages/:conversationId', {
    summary: 'A conversation’s messages',
    description:
      'Participants only. Oldest → newest: the latest page, or the page after / before a message. Reading marks what the caller received as read, and the sender sees it live (message_read).',
    answer: ApiOk([MessageResponse]),
    errors: { 400: 'A cursor that is not a message of this conversation, or both cursors' },
  })
  @ChangesState('Marks the messages the caller received as read, and tells the sender')
  @notFound
  async messages(
    @CurrentPrincipal() principal: Principal,
    @Param('conversationId', new ParseUUIDPipe()) conversationId: string,
    @Query() page: ListMessagesRequest,
  ): Promise<MessageView[]> {
    await this.commandBus.execute(new ReadConversationCommand(principal.id, conversationId));
    return this.queryBus.execute(new ListMessagesQuery(principal.id, conversationId, page));
  }

  @Endpoint('POST', 'users/:id/block', {
    summary: 'Blocks a user',
    description: 'Neither can message the other until it is lifted; their unread messages stop counting. Repeating it changes nothing.',
    answer: ApiNoContentResponse({ description: 'Blocked' }),
    errors: { 400: 'Your own id' },
  })
  @noSuchUser
  async block(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.commandBus.execute(new BlockUserCommand(principal.id, id));
  }

  @Endpoint('DELETE', 'users/:id/block', {
    summary: 'Unblocks a user',
    description: 'Lifts the caller’s block; lifting one that does not exist changes nothing.',
    answer: ApiNoContentResponse({ description: 'Not blocked (any more)' }),
  })
  async unblock(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.commandBus.execute(new UnblockUserCommand(principal.id, id));
  }

  @Endpoint('GET', 'blocked-users', {
    summary: 'Users I blocked',
    description:
      "Most recently blocked first (Settings), a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(BlockedUserResponse),
  })
  async blocked(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BlockedUserView[]> {
    return sendPage(response, await this.queryBus.execute(new ListBlockedUsersQuery(principal.id, page)));
  }
}
