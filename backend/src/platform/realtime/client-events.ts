import { ApiProperty } from '@nestjs/swagger';

/*
 * The wire contract of /ws: every message the server pushes, one class per event type, sent as
 * JSON `{ type, ...payload }`. The classes are documented in the OpenAPI document (schemas
 * `ServerEvent*`), so the frontend's generated types carry the same map.
 */

export const NOTIFICATION_KINDS = ['job_application', 'contract', 'message', 'verification', 'review', 'admin_action'] as const;

/** A notification as GET /api/notifications lists it. */
export class PushedNotification {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: NOTIFICATION_KINDS,
    description:
      'Says where entityId leads: job_application a job, contract and review a contract, message the user who wrote (their conversation)',
  })
  type: (typeof NOTIFICATION_KINDS)[number];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) entityId: string | null;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A direct message as GET /api/messages/{conversationId} lists it. */
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
}

export class ServerEventConnected {
  @ApiProperty({ enum: ['connected'] }) type: 'connected';
  @ApiProperty({ format: 'uuid', description: 'Sent once the socket is authenticated' }) userId: string;
}

export class ServerEventNotification {
  @ApiProperty({ enum: ['notification'] }) type: 'notification';
  @ApiProperty({ type: PushedNotification, description: 'Just created for the user' }) notification: PushedNotification;
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

/*
 * The statuses as the wire names them; the owning contexts' loaders are typed against these, so a
 * status added there without being added here fails to compile.
 */
export const PUSHED_CONTRACT_STATUSES = ['active', 'completed'] as const;
export const PUSHED_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export class ServerEventContractChanged {
  @ApiProperty({ enum: ['contract_changed'] }) type: 'contract_changed';
  @ApiProperty({ format: 'uuid', description: 'Sent to both parties when the contract is created or its status changes' })
  contractId: string;
  @ApiProperty({ enum: PUSHED_CONTRACT_STATUSES, description: 'Its status when the event was sent' })
  status: (typeof PUSHED_CONTRACT_STATUSES)[number];
}

export class ServerEventApplicationChanged {
  @ApiProperty({ enum: ['application_changed'] }) type: 'application_changed';
  @ApiProperty({
    format: 'uuid',
    description: 'Sent to the applicant and the job’s owner when the application is submitted, accepted or rejected',
  })
  applicationId: string;
  @ApiProperty({ format: 'uuid', description: 'The job applied to' }) jobId: string;
  @ApiProperty({ enum: PUSHED_APPLICATION_STATUSES, description: 'Its status when the event was sent' })
  status: (typeof PUSHED_APPLICATION_STATUSES)[number];
}

/** Every event class, for the OpenAPI document. */
export const SERVER_EVENT_CLASSES = [
  ServerEventConnected,
  ServerEventNotification,
  ServerEventNewMessage,
  ServerEventMessageRead,
  ServerEventContractChanged,
  ServerEventApplicationChanged,
];

type Payload<T> = Omit<T, 'type'>;

/** Event type → what is sent with it. */
export type ClientEventMap = {
  connected: Payload<ServerEventConnected>;
  notification: Payload<ServerEventNotification>;
  new_message: Payload<ServerEventNewMessage>;
  message_read: Payload<ServerEventMessageRead>;
  contract_changed: Payload<ServerEventContractChanged>;
  application_changed: Payload<ServerEventApplicationChanged>;
};

export type ClientEventType = keyof ClientEventMap;
