import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NotificationsAccountData } from './http/account-data';
import { EmailChannel } from './application/channels/email.channel';
import { EmailLinks } from './application/channels/email-links';
import { InAppChannel } from './application/channels/in-app.channel';
import { RealtimeChannel } from './application/channels/realtime.channel';
import { ChangeEmailPreferencesHandler } from './application/commands/change-email-preferences';
import { MarkAllNotificationsReadHandler } from './application/commands/mark-all-notifications-read';
import { MarkNotificationReadHandler } from './application/commands/mark-notification-read';
import { RecordDueAdminQueueDigestsHandler } from './application/commands/record-due-admin-queue-digests';
import { RecordDueMessageDigestsHandler } from './application/commands/record-due-message-digests';
import { UnsubscribeHandler } from './application/commands/unsubscribe';
import { RemoveDeletedAccountNotifications } from './application/events/on-account-deleted';
import { NotifyAdminQueueDigest } from './application/events/on-admin-queue-digest-due';
import { SettleAdminQueueNotifications } from './application/events/on-admin-queue-item-decided';
import { NotifyAdministratorsOfQueueItem } from './application/events/on-admin-queue-item-opened';
import { ScheduleAdminQueueDigests } from './application/events/on-admin-queue-item-opened-digest';
import { NotifyAccountSuspended } from './application/events/on-account-suspended';
import { NotifyAccountSuspensionLifted } from './application/events/on-account-suspension-lifted';
import { NotifyApplicationDecided } from './application/events/on-application-decided';
import { NotifyOfferChanged } from './application/events/on-offer-changed';
import { NotifyMilestoneChanged } from './application/events/on-milestone-changed';
import { NotifyApplicationSubmitted } from './application/events/on-application-submitted';
import { NotifyApplicationWithdrawn } from './application/events/on-application-withdrawn';
import { NotifyInvitationAnswered } from './application/events/on-invitation-answered';
import { NotifyInvitationSent } from './application/events/on-invitation-sent';
import { NotifyContentRestored } from './application/events/on-content-restored';
import { NotifyAppealDecided } from './application/events/on-appeal-decided';
import { NotifyContentTakenDown } from './application/events/on-content-taken-down';
import { ForgetRemovedMessagePreviews } from './application/events/on-message-taken-down';
import { NotifyContractParties } from './application/events/on-contract-created-or-completed';
import { SettleMessageNotifications } from './application/events/on-conversation-read';
import { NotifyDisputeOpened } from './application/events/on-dispute-opened';
import { NotifyDisputeUpdated } from './application/events/on-dispute-updated';
import { NotifyMessageReceived } from './application/events/on-message-sent';
import { NotifyPasswordChanged } from './application/events/on-password-changed';
import { NotifyReportClosed } from './application/events/on-report-closed';
import { NotifySafetyReviewDecided } from './application/events/on-safety-review-decided';
import { NotifyReviewSubmitted } from './application/events/on-review-submitted';
import { NotifyReviewsPublished } from './application/events/on-reviews-published';
import { NotifyUnreadMessagesDigest } from './application/events/on-unread-messages-digest-due';
import { NotifySavedSearchMatched } from './application/events/on-saved-search-matched';
import { NotifySavedSearchDigest } from './application/events/on-saved-search-digest-due';
import { NotifyVerificationDecided } from './application/events/on-verification-decided';
import { AdminQueueDigestSchedule } from './application/admin-queue-digest.schedule';
import { MessageDigestSchedule } from './application/message-digest.schedule';
import { Notifier } from './application/notifier';
import { DescribeUnsubscribeLinkHandler } from './application/queries/describe-unsubscribe-link';
import { GetEmailPreferencesHandler } from './application/queries/get-email-preferences';
import { ListNotificationsHandler } from './application/queries/list-notifications';
import { Notification } from './domain/notification.entity';
import { EmailPreferencesController } from './http/email-preferences.controller';
import { NotificationsController } from './http/notifications.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { AdminQueueDigestsRepository } from './infrastructure/admin-queue-digests-repository';
import { EmailPreferencesRepository } from './infrastructure/email-preferences-repository';
import { MessageDigestsRepository } from './infrastructure/message-digests-repository';
import { NotificationsReadRepository } from './infrastructure/notifications-read-repository';
import { NotificationsRepository } from './infrastructure/notifications-repository';

/**
 * Tells users what happened to them (decision 0057): one handler per event of another context
 * decides what each user is told, and the Notifier gives it to the channels: the bell (read over
 * HTTP), its live push over /ws, and email to proven addresses per topic the user keeps on, with
 * one-click unsubscribe; unread messages become one digest email after a delay (decision 0032),
 * and so does new work in the administrators' queues (decision 0068).
 */
@Module({
  imports: [MikroOrmModule.forFeature([Notification])],
  controllers: [NotificationsController, EmailPreferencesController, UnsubscribeController],
  providers: [
    NotificationsAccountData,
    NotificationsReadRepository,
    NotificationsRepository,
    EmailPreferencesRepository,
    MessageDigestsRepository,
    AdminQueueDigestsRepository,
    Notifier,
    InAppChannel,
    RealtimeChannel,
    EmailChannel,
    EmailLinks,
    MessageDigestSchedule,
    AdminQueueDigestSchedule,
    // One handler per event that tells the user.
    NotifyApplicationSubmitted,
    NotifyApplicationDecided,
    NotifyOfferChanged,
    NotifyMilestoneChanged,
    NotifyApplicationWithdrawn,
    NotifyInvitationSent,
    NotifyInvitationAnswered,
    NotifyContractParties,
    NotifyReviewSubmitted,
    NotifyReviewsPublished,
    NotifyMessageReceived,
    NotifyUnreadMessagesDigest,
    NotifySavedSearchMatched,
    NotifySavedSearchDigest,
    NotifyVerificationDecided,
    NotifyReportClosed,
    NotifySafetyReviewDecided,
    NotifyDisputeOpened,
    NotifyDisputeUpdated,
    NotifyAccountSuspended,
    NotifyAccountSuspensionLifted,
    NotifyPasswordChanged,
    NotifyContentTakenDown,
    NotifyContentRestored,
    NotifyAppealDecided,
    // Administrators hear of new work in their queues: the bell at once, email as a digest.
    NotifyAdministratorsOfQueueItem,
    ScheduleAdminQueueDigests,
    NotifyAdminQueueDigest,
    // What the bell keeps, and what a deleted account leaves.
    SettleMessageNotifications,
    SettleAdminQueueNotifications,
    ForgetRemovedMessagePreviews,
    RemoveDeletedAccountNotifications,
    ListNotificationsHandler,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
    GetEmailPreferencesHandler,
    DescribeUnsubscribeLinkHandler,
    ChangeEmailPreferencesHandler,
    UnsubscribeHandler,
    RecordDueMessageDigestsHandler,
    RecordDueAdminQueueDigestsHandler,
  ],
})
export class NotificationsModule {}
