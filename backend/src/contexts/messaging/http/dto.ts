import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAX_ATTACHMENTS_PER_ITEM } from '../../../platform/attachments/public';
import { PersonResponse } from '../../identity/public';
import type { MessageView } from '../application/message-view';
import type { ConversationView, ConversationWithUserView } from '../application/conversation-view';
import type { BlockedUserView } from '../application/queries/list-blocked-users';
import { MESSAGES_PAGE_SIZE } from '../application/queries/list-messages';
import { PushedMessage } from '../application/server-events';
import { MESSAGE_MAX_LENGTH } from '../domain/message.entity';

/** Trims the ends only: a message keeps its inner line breaks. */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SendMessageRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'receiverId must be a user id' })
  receiverId: string;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'May be empty when the message carries files' })
  @Transform(trim)
  @IsString()
  @ValidateIf((request: SendMessageRequest) => !request.attachmentIds?.length)
  @IsNotEmpty({ message: 'Message cannot be empty' })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `A message must be at most ${MESSAGE_MAX_LENGTH} characters` })
  content: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A new id the sender picks for each message. Sending again with the same id (a retry whose first answer was lost) stores nothing new and returns the message stored the first time.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'clientMessageId must be a UUID' })
  clientMessageId?: string;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_ATTACHMENTS_PER_ITEM,
    description: `Files the sender uploaded (POST /api/attachments) and has not attached elsewhere, at most ${MAX_ATTACHMENTS_PER_ITEM}`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ATTACHMENTS_PER_ITEM, { message: `At most ${MAX_ATTACHMENTS_PER_ITEM} files may be attached` })
  @IsUUID('all', { each: true, message: 'attachmentIds must be attachment ids' })
  attachmentIds?: string[];
}

export class ListMessagesRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only messages after this one, oldest first (resync after a reconnect)' })
  @IsOptional()
  @IsUUID('all', { message: 'after must be a message id' })
  after?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The messages just before this one (older history)' })
  @IsOptional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MESSAGES_PAGE_SIZE.max, description: `${MESSAGES_PAGE_SIZE.default} when absent` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MESSAGES_PAGE_SIZE.max)
  limit?: number;
}

export class MessageResponse extends PushedMessage implements MessageView {}

export class ConversationResponse implements ConversationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: PersonResponse }) otherUser: PersonResponse;
  @ApiProperty({ description: 'Unread messages from the other user; 0 while the caller blocks them' }) unreadCount: number;
  @ApiProperty({ type: MessageResponse }) lastMessage: MessageResponse;
  @ApiProperty({ description: 'Whether the caller blocked the other user' }) blockedByMe: boolean;
}

export class ConversationWithUserResponse implements ConversationWithUserView {
  @ApiProperty({ type: ConversationResponse, nullable: true, description: 'null until the first message' })
  conversation: ConversationResponse | null;
  @ApiProperty({ type: PersonResponse }) otherUser: PersonResponse;
  @ApiProperty() blockedByMe: boolean;
  @ApiProperty({ description: 'Whether the other user blocks the caller: a message would be refused (MESSAGING.BLOCKED)' })
  blocksMe: boolean;
}

export class UnreadMessagesResponse {
  @ApiProperty({ description: 'Unread messages to the caller, leaving out those from users they blocked' }) unreadMessages: number;
}

export class BlockedUserResponse implements BlockedUserView {
  @ApiProperty({ type: PersonResponse }) user: PersonResponse;
  @ApiProperty({ format: 'date-time' }) blockedAt: string;
}
