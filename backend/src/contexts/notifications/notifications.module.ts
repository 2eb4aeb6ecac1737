import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MarkAllNotificationsReadHandler, MarkNotificationReadHandler } from './application/commands/mark-read';
import {
  NotifyApplicationDecided,
  NotifyApplicationSubmitted,
  NotifyContractParties,
  NotifyMessageReceived,
  NotifyReviewSubmitted,
  SettleMessageNotifications,
} from './application/events/notification-handlers';
import { NotifyDisputeOpened, NotifyDisputeUpdated, NotifyReportClosed } from './application/events/moderation-notifications';
import { NotifyVerificationDecided } from './application/events/verification-notifications';
import {
  NotifyAccountSuspended,
  NotifyAccountSuspensionLifted,
  ForgetRemovedMessagePreviews,
  NotifyContentRestored,
  NotifyContentTakenDown,
} from './application/events/enforcement-notifications';
import { RemoveDeletedAccountNotifications } from './application/events/account-deleted-handlers';
import { Notifier } from './application/notifier';
import { ExportNotificationsHandler } from './application/queries/export-user-data';
import { ListNotificationsHandler } from './application/queries/list-notifications';
import { Notification } from './domain/notification.entity';
import { NotificationsController } from './http/notifications.controller';
import { NotificationsReadRepository } from './infrastructure/notifications-read-repository';

/** Tells users what happened to them: made from other contexts' events, pushed live, read over HTTP. */
@Module({
  imports: [MikroOrmModule.forFeature([Notification])],
  controllers: [NotificationsController],
  providers: [
    NotificationsReadRepository,
    Notifier,
    NotifyApplicationSubmitted,
    NotifyApplicationDecided,
    NotifyContractParties,
    NotifyReviewSubmitted,
    NotifyMessageReceived,
    NotifyReportClosed,
    NotifyDisputeOpened,
    NotifyDisputeUpdated,
    NotifyVerificationDecided,
    NotifyAccountSuspended,
    NotifyAccountSuspensionLifted,
    NotifyContentTakenDown,
    ForgetRemovedMessagePreviews,
    NotifyContentRestored,
    SettleMessageNotifications,
    ListNotificationsHandler,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
    ExportNotificationsHandler,
    RemoveDeletedAccountNotifications,
  ],
})
export class NotificationsModule {}
