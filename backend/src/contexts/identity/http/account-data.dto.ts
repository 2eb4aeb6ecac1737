import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ExportedContract } from '../../contracting/public';
import type { ExportedApplication, ExportedJobPost } from '../../jobs/public';
import type { ExportedBlock, ExportedMessage } from '../../messaging/public';
import type { ExportedDispute, ExportedReport } from '../../moderation/public';
import { NOTIFICATION_TYPES, type ExportedNotification } from '../../notifications/public';
import type { ExportedReview } from '../../reviews/public';
import type { ExportedVerificationRequest } from '../../verification/public';
import type { AccountProfileExport } from '../application/queries/export-account';
import type { PortfolioItemView } from '../application/queries/list-portfolio';
import type { SessionView } from '../application/queries/list-sessions';
import { PortfolioItemResponse, SessionResponse, UserResponse } from './dto';
import { PASSWORD_MAX_LENGTH } from '../domain/password';
import { PORTFOLIO_LIMIT } from '../domain/portfolio-item.entity';
import { MAX_SESSIONS_PER_USER } from '../../../platform/auth/sessions';

export class DeleteAccountRequest {
  @ApiProperty({ description: 'The password the account has now', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

/**
 * The user's data export, section by section: what every context holds about the user. The
 * response classes below document it; `implements` ties each to the shape its context answers.
 */
export type AccountExport = {
  exportedAt: string;
  profile: AccountProfileExport;
  portfolio: PortfolioItemView[];
  sessions: SessionView[];
  jobPosts: ExportedJobPost[];
  applications: ExportedApplication[];
  contracts: ExportedContract[];
  reviewsGiven: ExportedReview[];
  reviewsReceived: ExportedReview[];
  messagesSent: ExportedMessage[];
  blockedUsers: ExportedBlock[];
  notifications: ExportedNotification[];
  verificationRequests: ExportedVerificationRequest[];
  reportsFiled: ExportedReport[];
  disputes: ExportedDispute[];
};

const date = (description?: string) => ({ type: String, format: 'date-time', description });
const nullableDate = (description?: string) => ({ type: String, format: 'date-time', nullable: true, description });
const nullableText = (description?: string) => ({ type: String, nullable: true, description });

export class ExportedProfileResponse extends UserResponse implements AccountProfileExport {
  @ApiProperty(nullableDate('When the user opened the link sent to `email`')) emailVerifiedAt: string | null;
}

export class ExportedJobPostResponse implements ExportedJobPost {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['job_offer', 'job_seeking'] }) jobType: 'job_offer' | 'job_seeking';
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() category: string;
  @ApiProperty(nullableText()) duration: string | null;
  @ApiProperty() verifiedOnly: boolean;
  @ApiProperty({ enum: ['open', 'closed', 'cancelled'] }) status: 'open' | 'closed' | 'cancelled';
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty(date()) createdAt: string;
  @ApiProperty(date()) updatedAt: string;
}

export class ExportedApplicationResponse implements ExportedApplication {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty() jobTitle: string;
  @ApiProperty() coverLetter: string;
  @ApiProperty({ enum: ['pending', 'accepted', 'rejected', 'withdrawn'] }) status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  @ApiProperty(date()) createdAt: string;
  @ApiProperty(date()) updatedAt: string;
}

export class ExportedContractResponse implements ExportedContract {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty() jobTitle: string;
  @ApiProperty({ enum: ['client', 'freelancer'], description: "The user's side of the contract" }) party: 'client' | 'freelancer';
  @ApiProperty({ format: 'uuid' }) otherPartyId: string;
  @ApiProperty() terms: string;
  @ApiProperty({ enum: ['active', 'completed'] }) status: 'active' | 'completed';
  @ApiProperty(date()) createdAt: string;
  @ApiProperty(nullableDate()) completedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) completedBy: string | null;
}

export class ExportedReviewResponse implements ExportedReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contractId: string;
  @ApiProperty({ format: 'uuid' }) reviewerId: string;
  @ApiProperty({ format: 'uuid' }) revieweeId: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() comment: string;
  @ApiProperty(date()) createdAt: string;
  @ApiProperty(nullableDate('null while hidden by the double-blind rule')) publishedAt: string | null;
}

export class ExportedMessageResponse implements ExportedMessage {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ format: 'uuid', description: 'The other party of the conversation' }) receiverId: string;
  @ApiProperty() content: string;
  @ApiProperty(date()) sentAt: string;
  @ApiProperty(nullableDate()) readAt: string | null;
}

export class ExportedBlockResponse implements ExportedBlock {
  @ApiProperty({ format: 'uuid', description: 'The user blocked' }) userId: string;
  @ApiProperty(date()) blockedAt: string;
}

export class ExportedNotificationResponse implements ExportedNotification {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES }) type: (typeof NOTIFICATION_TYPES)[number];
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty(date()) createdAt: string;
}

export class ExportedVerificationFileResponse {
  @ApiProperty({ example: 'image/jpeg' }) contentType: string;
  @ApiProperty({ description: 'Whether the file is still stored (the file itself is never part of the export)' }) stored: boolean;
}

export class ExportedAdministratorActionResponse {
  @ApiProperty({ example: 'verification.documents_opened' }) action: string;
  @ApiProperty(date()) at: string;
}

export class ExportedVerificationRequestResponse implements ExportedVerificationRequest {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status: 'pending' | 'approved' | 'rejected';
  @ApiProperty(date()) submittedAt: string;
  @ApiProperty(nullableDate()) reviewedAt: string | null;
  @ApiProperty(nullableText()) reviewNote: string | null;
  @ApiProperty({ type: ExportedVerificationFileResponse }) idDocument: ExportedVerificationFileResponse;
  @ApiProperty({ type: ExportedVerificationFileResponse }) video: ExportedVerificationFileResponse;
  @ApiProperty(nullableDate('When the files were deleted')) filesDeletedAt: string | null;
  @ApiProperty({
    type: [ExportedAdministratorActionResponse],
    description: 'From the audit log: each opening of the files by an administrator, and the decision (who, by name, is not published)',
  })
  administratorActions: ExportedAdministratorActionResponse[];
}

export class ExportedReportResponse implements ExportedReport {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['user', 'job', 'message'] }) reportType: 'user' | 'job' | 'message';
  @ApiProperty({ format: 'uuid' }) targetId: string;
  @ApiProperty() reason: string;
  @ApiProperty(nullableText()) evidence: string | null;
  @ApiProperty({ enum: ['pending', 'resolved', 'dismissed'] }) status: 'pending' | 'resolved' | 'dismissed';
  @ApiProperty(nullableText("The administrator's note, once reviewed")) note: string | null;
  @ApiProperty(date()) createdAt: string;
  @ApiProperty(nullableDate()) reviewedAt: string | null;
}

export class ExportedDisputeResponse implements ExportedDispute {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contractId: string;
  @ApiProperty() jobTitle: string;
  @ApiProperty() openedByMe: boolean;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: ['open', 'under_review', 'resolved'] }) status: 'open' | 'under_review' | 'resolved';
  @ApiProperty(nullableText()) resolution: string | null;
  @ApiProperty(date()) createdAt: string;
  @ApiProperty(date()) updatedAt: string;
  @ApiProperty(nullableDate()) resolvedAt: string | null;
}

/** The whole export, as the file holds it. Lists are oldest first. */
export class AccountExportResponse implements AccountExport {
  @ApiProperty(date()) exportedAt: string;
  @ApiProperty({ type: ExportedProfileResponse }) profile: ExportedProfileResponse;
  @ApiProperty({ type: [PortfolioItemResponse], maxItems: PORTFOLIO_LIMIT }) portfolio: PortfolioItemResponse[];
  @ApiProperty({ type: [SessionResponse], maxItems: MAX_SESSIONS_PER_USER, description: 'The live sessions, this one first' })
  sessions: SessionResponse[];
  @ApiProperty({ type: [ExportedJobPostResponse], description: 'Job offers and availability posts the user made' })
  jobPosts: ExportedJobPostResponse[];
  @ApiProperty({ type: [ExportedApplicationResponse], description: 'Applications the user sent' })
  applications: ExportedApplicationResponse[];
  @ApiProperty({ type: [ExportedContractResponse], description: 'Contracts on either side' }) contracts: ExportedContractResponse[];
  @ApiProperty({ type: [ExportedReviewResponse], description: 'Reviews the user wrote, hidden ones too' })
  reviewsGiven: ExportedReviewResponse[];
  @ApiProperty({ type: [ExportedReviewResponse], description: 'Published reviews of the user' })
  reviewsReceived: ExportedReviewResponse[];
  @ApiProperty({ type: [ExportedMessageResponse] }) messagesSent: ExportedMessageResponse[];
  @ApiProperty({ type: [ExportedBlockResponse] }) blockedUsers: ExportedBlockResponse[];
  @ApiProperty({ type: [ExportedNotificationResponse] }) notifications: ExportedNotificationResponse[];
  @ApiProperty({ type: [ExportedVerificationRequestResponse] }) verificationRequests: ExportedVerificationRequestResponse[];
  @ApiProperty({ type: [ExportedReportResponse] }) reportsFiled: ExportedReportResponse[];
  @ApiProperty({ type: [ExportedDisputeResponse], description: "Disputes on the user's contracts, whoever opened them" })
  disputes: ExportedDisputeResponse[];
}
