import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { FrozenOfferResponse } from '../../contracting/public';
import { PersonResponse, PROFILE_MAX_LIST_ITEMS } from '../../identity/public';
import { JOB_POST_MAX_TAGS } from '../../jobs/public';
import type {
  AdminDisputeContextView,
  AdminReportContextView,
  ContextMessageView,
  DisputedContractView,
  PartiesConversationView,
  ReportedContentView,
  ReportedMessageContextView,
  WindowMessageView,
} from '../application/decision-context-views';
import { DISPUTE_CONVERSATION_PAGE, REPORT_WINDOW_AROUND } from '../application/decision-context-views';
import { REPORT_TYPES, ReportType } from '../domain/report.entity';
import type { ReportedJob, ReportedMessage, ReportedProfile } from '../domain/reported-content';

export class ReportedJobResponse implements ReportedJob {
  @ApiProperty({ enum: ['job_offer', 'job_seeking'] }) jobType: 'job_offer' | 'job_seeking';
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'The category’s slug' }) category: string;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty({ type: [String], maxItems: JOB_POST_MAX_TAGS }) tags: string[];
  @ApiProperty({ enum: ['open', 'closed', 'cancelled'] }) status: 'open' | 'closed' | 'cancelled';
  @ApiProperty({ description: 'An administrator took it down' }) takenDown: boolean;
}

export class ReportedProfileResponse implements ReportedProfile {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: [String], maxItems: PROFILE_MAX_LIST_ITEMS }) skills: string[];
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dollars per hour' }) hourlyRate: number | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
}

export class ReportedMessageResponse implements ReportedMessage {
  @ApiProperty({ description: 'Empty once an administrator removed it' }) text: string;
  @ApiProperty() removed: boolean;
}

/** Exactly one part is set, the one of the report's type. */
export class ReportedContentResponse implements ReportedContentView {
  @ApiProperty({ type: ReportedJobResponse, nullable: true, description: 'For a job report' }) job: ReportedJobResponse | null;
  @ApiProperty({ type: ReportedProfileResponse, nullable: true, description: 'For a user report' }) profile: ReportedProfileResponse | null;
  @ApiProperty({ type: ReportedMessageResponse, nullable: true, description: 'For a message report' })
  message: ReportedMessageResponse | null;
}

export class ContextMessageResponse implements ContextMessageView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) senderId: string;
  @ApiProperty({ format: 'uuid' }) receiverId: string;
  @ApiProperty({ description: 'Empty once an administrator removed it' }) content: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ description: 'An administrator removed it' }) removed: boolean;
}

export class WindowMessageResponse extends ContextMessageResponse implements WindowMessageView {
  @ApiProperty({ description: 'The reported message' }) reported: boolean;
}

export class ReportedMessageContextResponse implements ReportedMessageContextView {
  @ApiProperty({ format: 'uuid' }) messageId: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ type: PersonResponse, nullable: true, description: 'Who sent it' }) sender: PersonResponse | null;
  @ApiProperty({ type: PersonResponse, nullable: true, description: 'To whom' }) receiver: PersonResponse | null;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({
    type: [WindowMessageResponse],
    maxItems: 2 * REPORT_WINDOW_AROUND + 1,
    description: `Up to ${REPORT_WINDOW_AROUND} messages before the reported one, it (reported: true), and up to ${REPORT_WINDOW_AROUND} after, oldest first`,
  })
  messages: WindowMessageResponse[];
  @ApiProperty({ description: 'The conversation holds messages before the window' }) hasEarlier: boolean;
  @ApiProperty({ description: 'The conversation holds messages after the window' }) hasLater: boolean;
}

export class AdminReportContextResponse implements AdminReportContextView {
  @ApiProperty({ format: 'uuid' }) reportId: string;
  @ApiProperty({ enum: REPORT_TYPES }) reportType: ReportType;
  @ApiProperty({
    type: ReportedContentResponse,
    nullable: true,
    description: 'As it was when the report was filed; null for a report filed before snapshots were kept',
  })
  asReported: ReportedContentResponse | null;
  @ApiProperty({ type: ReportedContentResponse, nullable: true, description: 'As it is now; null once it is gone' })
  now: ReportedContentResponse | null;
  @ApiProperty({
    type: ReportedMessageContextResponse,
    nullable: true,
    description: 'A message report’s sender, receiver and conversation window; null for other reports and a message that is gone',
  })
  message: ReportedMessageContextResponse | null;
}

export class DisputedContractResponse implements DisputedContractView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ description: 'The job’s title when the contract was made' }) jobTitle: string;
  @ApiProperty({ description: 'The terms the job’s owner accepted (the contract keeps no separate budget)' }) terms: string;
  @ApiProperty({
    type: FrozenOfferResponse,
    nullable: true,
    description: 'The accepted version of the offer, as both parties see it on the contract; null for contracts made before offers',
  })
  offer: FrozenOfferResponse | null;
  @ApiProperty({ enum: ['active', 'completed'] }) status: 'active' | 'completed';
  @ApiProperty({ format: 'date-time', description: 'When the application was accepted and the contract made' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;
}

export class PartiesConversationResponse implements PartiesConversationView {
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({
    type: [ContextMessageResponse],
    maxItems: DISPUTE_CONVERSATION_PAGE,
    description: `The newest ${DISPUTE_CONVERSATION_PAGE} messages, or the ${DISPUTE_CONVERSATION_PAGE} just before \`before\`, oldest first`,
  })
  messages: ContextMessageResponse[];
  @ApiProperty({ description: 'Older messages are left: ask with before = the first message’s id' }) hasEarlier: boolean;
}

export class AdminDisputeContextResponse implements AdminDisputeContextView {
  @ApiProperty({ format: 'uuid' }) disputeId: string;
  @ApiProperty({ type: DisputedContractResponse, nullable: true }) contract: DisputedContractResponse | null;
  @ApiProperty({
    type: ReportedJobResponse,
    nullable: true,
    description: 'The job post the contract came from, as it is now; null once gone',
  })
  job: ReportedJobResponse | null;
  @ApiProperty({ type: PersonResponse, nullable: true }) client: PersonResponse | null;
  @ApiProperty({ type: PersonResponse, nullable: true }) freelancer: PersonResponse | null;
  @ApiProperty({ type: PartiesConversationResponse, nullable: true, description: 'Null when the parties never wrote to each other' })
  conversation: PartiesConversationResponse | null;
}

export class DisputeContextRequest {
  @ApiPropertyOptional({
    format: 'uuid',
    description: `A message of the parties’ conversation: the ${DISPUTE_CONVERSATION_PAGE} messages before it (the newest ones when absent)`,
  })
  @IsOptional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;
}
