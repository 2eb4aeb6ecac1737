import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_QUEUE_KINDS, type AdminQueueKind } from '../../../platform/admin-queues/admin-queue';
import { RealtimeEvent } from '../../../platform/realtime/realtime-event';
import { NOTIFICATION_TYPES, NotificationType } from '../public';

/** A notification as GET /api/notifications lists it and /ws pushes it. */
export class PushedNotification {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: NOTIFICATION_TYPES,
    description:
      "Says where entityId leads: job_application a job, contract and review a contract, message the user who wrote (their conversation), admin_queue an item of the administrators' queue named by `queue`",
  })
  type: NotificationType;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) entityId: string | null;
  @ApiPropertyOptional({
    enum: ADMIN_QUEUE_KINDS,
    description: 'Only on admin_queue notifications: the queue the item waits in, whose section of the admin panel it leads to',
  })
  queue?: AdminQueueKind;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ServerEventNotification {
  @ApiProperty({ enum: ['notification'] }) type: 'notification';
  @ApiProperty({ type: PushedNotification, description: 'Just created for the user' }) notification: PushedNotification;
}

export const NOTIFICATION = new RealtimeEvent<{ notificationId: string }, ServerEventNotification>('notification', ServerEventNotification);
