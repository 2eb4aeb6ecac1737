import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_TYPES, NotificationType } from '../public';

export class NotificationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: NOTIFICATION_TYPES,
    description: 'Says where entityId leads: job_application a job, contract and review a contract',
  })
  type: NotificationType;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) entityId: string | null;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class MarkAllReadResponse {
  @ApiProperty({ description: 'How many notifications were unread' }) markedRead: number;
}
