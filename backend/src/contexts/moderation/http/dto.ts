import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PersonResponse } from '../../identity/public';
import { ADMIN_PAGE_SIZE } from '../application/admin-page';
import { ACTIONS_TAKEN_SHOWN } from '../application/queries/read-enforcement-on-items';
import type { AdminDisputeView, AdminReportView, DisputeView, ReportView } from '../application/views';
import { DISPUTE_LIMITS, DISPUTE_STATUSES, DISPUTE_UPDATES, DisputeStatus, DisputeUpdate } from '../domain/dispute.entity';
import {
  REPORT_LIMITS,
  REPORT_OUTCOMES,
  REPORT_STATUSES,
  REPORT_TYPES,
  ReportOutcome,
  ReportStatus,
  ReportType,
} from '../domain/report.entity';
import { ActionTakenResponse, PartiesSuspendedResponse, ReportInForceResponse } from './actions-taken.dto';
import { QueueItemFactsResponse } from '../../../platform/admin-queues/admin-queues.dto';

/** Trims the ends only: a text keeps its inner line breaks. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class FileReportRequest {
  @ApiProperty({ enum: REPORT_TYPES, description: 'What is reported: a user, a job post or a message' })
  @IsIn(REPORT_TYPES, { message: `reportType must be one of ${REPORT_TYPES.join(', ')}` })
  reportType: ReportType;

  @ApiProperty({ format: 'uuid', description: 'The id of the user, job post or message' })
  @IsUUID('all', { message: 'targetId must be an id' })
  targetId: string;

  @ApiProperty({ maxLength: REPORT_LIMITS.reason })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please give a reason' })
  @MaxLength(REPORT_LIMITS.reason, { message: `The reason must be at most ${REPORT_LIMITS.reason} characters` })
  reason: string;

  @ApiPropertyOptional({ maxLength: REPORT_LIMITS.evidence, description: 'Links or details that back the report; blank for none' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(REPORT_LIMITS.evidence, { message: `The evidence must be at most ${REPORT_LIMITS.evidence} characters` })
  evidence?: string;
}

export class OpenDisputeRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'contractId must be a contract id' })
  contractId: string;

  @ApiProperty({ maxLength: DISPUTE_LIMITS.reason })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please give a reason' })
  @MaxLength(DISPUTE_LIMITS.reason, { message: `The reason must be at most ${DISPUTE_LIMITS.reason} characters` })
  reason: string;
}

export class AdminPageRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The id of the last item of the previous page: the items after it' })
  @IsOptional()
  @IsUUID('all', { message: 'before must be an id' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_PAGE_SIZE.max, description: `${ADMIN_PAGE_SIZE.default} when absent` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ADMIN_PAGE_SIZE.max)
  limit?: number;
}

export class ListReportsRequest extends AdminPageRequest {
  @ApiPropertyOptional({ enum: REPORT_STATUSES, description: 'pending when absent' })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: `status must be one of ${REPORT_STATUSES.join(', ')}` })
  status?: ReportStatus;
}

export class ListDisputesRequest extends AdminPageRequest {
  @ApiPropertyOptional({ enum: DISPUTE_STATUSES, description: 'open and under_review when absent' })
  @IsOptional()
  @IsIn(DISPUTE_STATUSES, { message: `status must be one of ${DISPUTE_STATUSES.join(', ')}` })
  status?: DisputeStatus;
}

export class CloseReportRequest {
  @ApiProperty({ enum: REPORT_OUTCOMES })
  @IsIn(REPORT_OUTCOMES, { message: `status must be one of ${REPORT_OUTCOMES.join(', ')}` })
  status: ReportOutcome;

  @ApiProperty({ maxLength: REPORT_LIMITS.note, description: 'Sent to the reporter with the outcome' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please write a note for the reporter' })
  @MaxLength(REPORT_LIMITS.note, { message: `The note must be at most ${REPORT_LIMITS.note} characters` })
  note: string;
}

export class UpdateDisputeRequest {
  @ApiProperty({ enum: DISPUTE_UPDATES, description: 'open → under_review; open or under_review → resolved' })
  @IsIn(DISPUTE_UPDATES, { message: `status must be one of ${DISPUTE_UPDATES.join(', ')}` })
  status: DisputeUpdate;

  @ApiPropertyOptional({ maxLength: DISPUTE_LIMITS.resolution, description: 'Required with resolved, and only then; sent to both parties' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(DISPUTE_LIMITS.resolution, { message: `The resolution must be at most ${DISPUTE_LIMITS.resolution} characters` })
  resolution?: string;
}

export class ReportResponse implements ReportView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REPORT_TYPES }) reportType: ReportType;
  @ApiProperty({ format: 'uuid', description: 'The reported user, job post or message' }) targetId: string;
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, nullable: true }) evidence: string | null;
  @ApiProperty({ enum: REPORT_STATUSES }) status: ReportStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The administrator’s note, once reviewed' }) note: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
}

export class AdminReportResponse extends ReportResponse implements AdminReportView {
  @ApiProperty({ type: PersonResponse, nullable: true, description: 'Who filed it; null once the account is gone' })
  reporter: PersonResponse | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What the reported thing is called: the job’s title, the user’s name; null for a message, or once it is gone',
  })
  targetName: string | null;
  @ApiProperty({
    type: [ActionTakenResponse],
    maxItems: ACTIONS_TAKEN_SHOWN,
    description: `The enforcement actions taken on this report, newest first (the newest ${ACTIONS_TAKEN_SHOWN})`,
  })
  actionsTaken: ActionTakenResponse[];
  @ApiProperty({ type: ReportInForceResponse, description: 'What is already in force: the card offers no action twice' })
  inForce: ReportInForceResponse;
  @ApiProperty({ type: QueueItemFactsResponse, description: 'Who is working on it; what was decided before on the reported person' })
  queue: QueueItemFactsResponse;
}

export class DisputeResponse implements DisputeView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contractId: string;
  @ApiProperty({ description: 'The contract’s job title when the dispute was opened' }) jobTitle: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ format: 'uuid' }) freelancerId: string;
  @ApiProperty({ format: 'uuid', description: 'The party who opened it' }) initiatorId: string;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: DISPUTE_STATUSES }) status: DisputeStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Set when resolved' }) resolution: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt: string | null;
}

export class AdminDisputeResponse extends DisputeResponse implements AdminDisputeView {
  @ApiProperty({ type: PersonResponse, nullable: true, description: 'Who opened it; null once the account is gone' })
  initiator: PersonResponse | null;
  @ApiProperty({
    type: [ActionTakenResponse],
    maxItems: ACTIONS_TAKEN_SHOWN,
    description: `The enforcement actions taken on this dispute, newest first (the newest ${ACTIONS_TAKEN_SHOWN})`,
  })
  actionsTaken: ActionTakenResponse[];
  @ApiProperty({ type: PartiesSuspendedResponse, description: 'Whether each party’s account is suspended now' })
  partiesSuspended: PartiesSuspendedResponse;
  @ApiProperty({
    type: QueueItemFactsResponse,
    description: 'Who is working on it; what was decided before on the party it was opened against',
  })
  queue: QueueItemFactsResponse;
}
