import { ApiProperty } from '@nestjs/swagger';
import { PushedNotification } from '../application/server-events';
import type { NotificationView } from '../application/notification-view';

/** The same shape as the `notification` event pushed over /ws. */
export class NotificationResponse extends PushedNotification implements NotificationView {}

export class MarkAllReadResponse {
  @ApiProperty({ description: 'How many notifications were unread' }) markedRead: number;
}
