import { ApiProperty } from '@nestjs/swagger';
import { RealtimeEvent } from '../../../platform/realtime/realtime-event';
import { AttachmentResponse, ATTACHMENTS_PROPERTY } from '../../../platform/attachments/public';
import { SafetyResponse } from '../../safety/public';

/** A direct message as GET /api/messages/{conversationId} lists it and /ws pushes it. */
export class PushedMessage {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ format: 'uuid' }) senderId: string;
  @ApiProperty({ format: 'uuid' }) receiverId: string;
  @ApiProperty() content: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The sender's clientMessageId, by which the sender's screen knows the message it is sending",
  })
  clientMessageId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the receiver opened the conversation after it arrived',
  })
  readAt: string | null;
  @ApiProperty({ description: 'An administrator removed the message: its content is empty' })
  removedByAdministrator: boolean;
  @ApiProperty({
    type: SafetyResponse,
    description:
      'The safety check of the text: warn shows the receiver why; hold (the sender’s view only) waits outside the conversation until an administrator releases it',
  })
  safety: SafetyResponse;
  @ApiProperty({
    ...ATTACHMENTS_PROPERTY,
    description: `${ATTACHMENTS_PROPERTY.description}; none once an administrator removed the message`,
  })
  attachments: AttachmentResponse[];
}

export class ServerEventNewMessage {
  @ApiProperty({ enum: ['new_message'] }) type: 'new_message';
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ type: PushedMessage, description: 'Sent to both participants once it is stored' }) message: PushedMessage;
}

export class ServerEventMessageRead {
  @ApiProperty({ enum: ['message_read'] }) type: 'message_read';
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ format: 'uuid', description: 'Who opened the conversation' }) readerId: string;
  @ApiProperty({ format: 'uuid', description: 'The newest message the reader has now read' }) lastReadMessageId: string;
  @ApiProperty({ format: 'date-time' }) readAt: string;
}

export class ServerEventMessageRemoved {
  @ApiProperty({ enum: ['message_removed'] }) type: 'message_removed';
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ type: PushedMessage, description: 'The message as it is now (empty, removedByAdministrator), sent to both participants' })
  message: PushedMessage;
}

export const NEW_MESSAGE = new RealtimeEvent<{ messageId: string }, ServerEventNewMessage>('new_message', ServerEventNewMessage);
export const MESSAGE_READ = new RealtimeEvent<{ conversationId: string; readerId: string }, ServerEventMessageRead>(
  'message_read',
  ServerEventMessageRead,
);
export const MESSAGE_REMOVED = new RealtimeEvent<{ messageId: string }, ServerEventMessageRemoved>(
  'message_removed',
  ServerEventMessageRemoved,
);
