import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NotificationsAccountData } from './http/account-data';
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
import { ChangeEmailPreferencesHandler } from './application/commands/change-email-preferences';
import { RecordDueMessageDigestsHandler } from './application/commands/record-due-message-digests';
import { UnsubscribeHandler } from './application/commands/unsubscribe';
import { EmailLinks } from './application/channels/email-links';
import { NotificationMailer } from './application/channels/email.channel';
import { ForgetDeletedAccountEmailSettings } from './application/events/account-deleted-email-handlers';
import { EmailApplicationDecided, EmailApplicationSubmitted, EmailContractParties } from './application/events/hiring-emails';
import { EmailDisputeResolved, EmailReportClosed } from './application/events/moderation-emails';
import {
  EmailAccountSuspended,
  EmailAccountSuspensionLifted,
  EmailContentRestored,
  EmailContentTakenDown,
} from './application/events/enforcement-emails';
import { EmailReviewsPublished } from './application/events/review-emails';
import { EmailUnreadMessagesDigest } from './application/events/unread-messages-digest-due';
import { EmailVerificationDecided } from './application/events/verification-emails';
import { MessageDigestSchedule } from './application/message-digest.schedule';
import { DescribeUnsubscribeLinkHandler } from './application/queries/describe-unsubscribe-link';
import { GetEmailPreferencesHandler } from './application/queries/get-email-preferences';
import { EmailPreferencesController } from './http/email-preferences.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { EmailReadRepository } from './infrastructure/email-read-repository';
import { Notifier } from './application/notifier';
import { ExportNotificationsHandler } from './application/queries/export-user-data';
import { ListNotificationsHandler } from './application/queries/list-notifications';
import { Notification } from './domain/notification.entity';
import { NotificationsController } from './http/notifications.controller';
import { NotificationsReadRepository } from './infrastructure/notifications-read-repository';

/**
 * Tells users what happened to them, made from other contexts' events: in the app (read over
 * HTTP, pushed live) and by email to proven addresses, per topic the user keeps on, with one-click
 * unsubscribe and one digest of unread messages (decisions 0032, 0057).
 */
@Module({
  imports: [MikroOrmModule.forFeature([Notification])],
  controllers: [NotificationsController, EmailPreferencesController, UnsubscribeController],
  providers: [
    NotificationsAccountData,
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
    EmailReadRepository,
    EmailLinks,
    NotificationMailer,
    MessageDigestSchedule,
    EmailApplicationSubmitted,
    EmailApplicationDecided,
    EmailContractParties,
    EmailReviewsPublished,
    EmailVerificationDecided,
    EmailReportClosed,
    EmailDisputeResolved,
    EmailAccountSuspended,
    EmailAccountSuspensionLifted,
    EmailContentTakenDown,
    EmailContentRestored,
    EmailUnreadMessagesDigest,
    ForgetDeletedAccountEmailSettings,
    GetEmailPreferencesHandler,
    DescribeUnsubscribeLinkHandler,
    ChangeEmailPreferencesHandler,
    UnsubscribeHandler,
    RecordDueMessageDigestsHandler,
  ],
})
export class NotificationsModule {}
