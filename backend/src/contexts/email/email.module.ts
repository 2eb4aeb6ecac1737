import { Module } from '@nestjs/common';
import { ChangeEmailPreferencesHandler } from './application/commands/change-email-preferences';
import { RecordDueMessageDigestsHandler } from './application/commands/record-due-message-digests';
import { UnsubscribeHandler } from './application/commands/unsubscribe';
import { EmailLinks } from './application/email-links';
import { ForgetDeletedAccountEmailSettings } from './application/events/account-deleted-handlers';
import { EmailApplicationDecided, EmailApplicationSubmitted, EmailContractParties } from './application/events/hiring-emails';
import { EmailDisputeResolved, EmailReportClosed } from './application/events/moderation-emails';
import {
  EmailAccountSuspended,
  EmailAccountSuspensionLifted,
  EmailContentRestored,
  EmailContentTakenDown,
} from './application/events/enforcement-emails';
import { EmailReviewsPublished } from './application/events/review-emails';
import { EmailUnreadMessagesDigest } from './application/events/unread-messages-digest-email';
import { EmailVerificationDecided } from './application/events/verification-emails';
import { MessageDigestSchedule } from './application/message-digest.schedule';
import { NotificationMailer } from './application/notification-mailer';
import { DescribeUnsubscribeLinkHandler } from './application/queries/describe-unsubscribe-link';
import { GetEmailPreferencesHandler } from './application/queries/get-email-preferences';
import { EmailPreferencesController } from './http/email-preferences.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { EmailReadRepository } from './infrastructure/email-read-repository';

/**
 * The email channel of notifications: other contexts' events become emails to proven addresses,
 * per topic the user keeps on, each with a one-click unsubscribe; unread messages become one
 * digest after a delay (decision 0032).
 */
@Module({
  controllers: [EmailPreferencesController, UnsubscribeController],
  providers: [
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
export class EmailModule {}
