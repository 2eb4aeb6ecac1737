import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp } from '../../../platform/openapi/properties';
import { type ExportedNotification, NotificationsReadRepository } from '../infrastructure/notifications-read-repository';
import { NOTIFICATION_TYPES } from '../public';

export class ExportedNotificationResponse implements ExportedNotification {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES }) type: (typeof NOTIFICATION_TYPES)[number];
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty(timestamp()) createdAt: string;
}

/** The notifications context's part of the data file (what the user was told) and of the account deletion. */
@Injectable()
export class NotificationsAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: NotificationsReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'notifications',
          position: 110,
          schema: { type: [ExportedNotificationResponse] },
          read: async ({ userId }) => this.reads.exportedNotifications(userId),
        },
      ],
      tables: [
        { table: 'notifications', ownerColumns: ['user_id'], exported: ['notifications'], onDeletion: 'removed' },
        {
          table: 'email_preferences',
          ownerColumns: ['user_id'],
          exported: { not: 'The topics turned off show in Settings' },
          onDeletion: 'removed',
        },
        {
          table: 'message_digests',
          ownerColumns: ['user_id'],
          exported: { not: 'When the last digest of unread messages went' },
          onDeletion: 'removed',
        },
        {
          table: 'admin_queue_digests',
          ownerColumns: ['admin_id'],
          exported: { not: "When an administrator's next and last digests of new work are due" },
          onDeletion: 'removed',
        },
        {
          table: 'sent_emails',
          ownerColumns: [],
          exported: { not: 'That each email went once: the event, its kind and the address' },
          onDeletion: { kept: 'A delivery record per event, so an email is never sent twice' },
        },
      ],
    });
  }
}
