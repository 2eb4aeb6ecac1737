import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PersonResponse } from '../../identity/public';
import { nullableText, nullableTimestamp, timestamp } from '../../../platform/openapi/properties';
import { PageRequest } from '../../../platform/paging/keyset-page';
import type {
  AdminAppealedActionView,
  AdminAppealView,
  AppealedActionView,
  AppealSummary,
  AppealView,
  OwnActionView,
} from '../application/appeal-views';
import { APPEAL_LIMITS, APPEAL_STATUSES, AppealStatus } from '../domain/appeal.entity';
import { ENFORCEMENT_KINDS, ENFORCEMENT_STATUSES, EnforcementKind, EnforcementStatus } from '../domain/enforcement-action.entity';
import { trim } from './dto';
import { QueueItemFactsResponse } from '../../../platform/admin-queues/admin-queues.dto';

/** Longer than any appeal token identity makes; the token itself is checked by its signature. */
const APPEAL_TOKEN_MAX_LENGTH = 256;

class AppealTextRequest {
  @ApiProperty({
    minLength: 1,
    maxLength: APPEAL_LIMITS.text,
    description: 'Why the action should be lifted, read by the administrator who decides',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please say why the decision should change' })
  @MaxLength(APPEAL_LIMITS.text, { message: `The appeal must be at most ${APPEAL_LIMITS.text} characters` })
  text: string;
}

export class FileAppealRequest extends AppealTextRequest {
  @ApiProperty({ format: 'uuid', description: 'The enforcement action on the caller’s content' })
  @IsUUID('all', { message: 'actionId must be an id' })
  actionId: string;
}

export class FileSuspensionAppealRequest extends AppealTextRequest {
  @ApiProperty({ maxLength: APPEAL_TOKEN_MAX_LENGTH, description: 'details.appeal.token of the sign-in’s 403 IDENTITY.ACCOUNT_SUSPENDED' })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(APPEAL_TOKEN_MAX_LENGTH, { message: 'token is not an appeal token' })
  token: string;
}

export class DecideAppealRequest {
  @ApiProperty({
    minLength: 1,
    maxLength: APPEAL_LIMITS.reason,
    description: 'Told to the appellant with the outcome; kept in the audit log',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please give a reason' })
  @MaxLength(APPEAL_LIMITS.reason, { message: `The reason must be at most ${APPEAL_LIMITS.reason} characters` })
  reason: string;
}

export class ListAppealsRequest extends PageRequest {
  @ApiPropertyOptional({
    enum: APPEAL_STATUSES,
    description: 'pending (oldest first) when absent; a decided status lists those newest first',
  })
  @IsOptional()
  @IsIn(APPEAL_STATUSES, { message: `status must be one of ${APPEAL_STATUSES.join(', ')}` })
  status?: AppealStatus;
}

export class AppealedActionResponse implements AppealedActionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ENFORCEMENT_KINDS }) kind: EnforcementKind;
  @ApiProperty({ format: 'uuid', description: 'The account (suspension), job post, portfolio item or message' }) subjectId: string;
  @ApiProperty({ description: 'The administrator’s reason for the action' }) reason: string;
  @ApiProperty(nullableTimestamp('When a timed suspension ends')) endsAt: string | null;
  @ApiProperty({ enum: ENFORCEMENT_STATUSES, description: 'active while in force' }) status: EnforcementStatus;
  @ApiProperty(timestamp()) createdAt: string;
}

export class AppealSummaryResponse implements AppealSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() text: string;
  @ApiProperty({
    enum: APPEAL_STATUSES,
    description: 'pending until decided; upheld: the action stands; lifted: the action was lifted (also when it ended before a decision)',
  })
  status: AppealStatus;
  @ApiProperty(nullableText('Why it was decided so; null while pending')) decisionReason: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(nullableTimestamp()) decidedAt: string | null;
}

export class AppealResponse extends AppealSummaryResponse implements AppealView {
  @ApiProperty({ type: AppealedActionResponse }) action: AppealedActionResponse;
}

export class OwnActionResponse implements OwnActionView {
  @ApiProperty({ type: AppealedActionResponse, nullable: true, description: 'The latest administrator’s action on it; null when none' })
  action: AppealedActionResponse | null;
  @ApiProperty({ type: AppealSummaryResponse, nullable: true, description: 'The appeal filed, if any' })
  appeal: AppealSummaryResponse | null;
  @ApiProperty({ description: 'In force and not appealed yet' }) canAppeal: boolean;
}

export class AdminAppealedActionResponse extends AppealedActionResponse implements AdminAppealedActionView {
  @ApiProperty({ format: 'uuid', description: 'The administrator who took the action: they cannot decide its appeal' }) adminId: string;
  @ApiProperty({ type: PersonResponse, nullable: true }) admin: PersonResponse | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The report the action answered' }) reportId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The dispute the action answered' }) disputeId: string | null;
  @ApiProperty(nullableTimestamp('When it was lifted or expired')) liftedAt: string | null;
}

export class AdminAppealResponse extends AppealSummaryResponse implements AdminAppealView {
  @ApiProperty({ type: AdminAppealedActionResponse }) action: AdminAppealedActionResponse;
  @ApiProperty(nullableText('The job post’s title, the suspended person’s name; null for a portfolio item or a message'))
  subjectName: string | null;
  @ApiProperty({ type: PersonResponse, nullable: true, description: 'Who appealed; null once the account is gone' })
  appellant: PersonResponse | null;
  @ApiProperty({
    type: PersonResponse,
    nullable: true,
    description: 'The administrator who decided; null while pending or when the action ended on its own',
  })
  decidedBy: PersonResponse | null;
  @ApiProperty({ type: QueueItemFactsResponse, description: 'Who is working on it; what was decided before on the appellant' })
  queue: QueueItemFactsResponse;
}
