import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { EnforcedUserView, EnforcementActionView } from '../application/enforcement-view';
import {
  ENFORCEMENT_KINDS,
  ENFORCEMENT_LIMITS,
  ENFORCEMENT_STATUSES,
  EnforcementKind,
  EnforcementStatus,
} from '../domain/enforcement-action.entity';
import { AdminPageRequest, trim } from './dto';

export class TakeEnforcementActionRequest {
  @ApiProperty({
    enum: ENFORCEMENT_KINDS,
    description: 'suspension: the account; job_takedown, portfolio_takedown: the post or item; message_removal: the message (final)',
  })
  @IsIn(ENFORCEMENT_KINDS, { message: `kind must be one of ${ENFORCEMENT_KINDS.join(', ')}` })
  kind: EnforcementKind;

  @ApiProperty({ format: 'uuid', description: 'The id of the user (suspension), job post, portfolio item or message' })
  @IsUUID('all', { message: 'subjectId must be an id' })
  subjectId: string;

  @ApiProperty({ minLength: 1, maxLength: ENFORCEMENT_LIMITS.reason, description: 'Told to the user' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please give a reason' })
  @MaxLength(ENFORCEMENT_LIMITS.reason, { message: `The reason must be at most ${ENFORCEMENT_LIMITS.reason} characters` })
  reason: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When a suspension ends, in the future; absent: until an administrator lifts it. Only for a suspension.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endsAt must be a date and time' })
  endsAt?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The report the action answers' })
  @IsOptional()
  @IsUUID('all', { message: 'reportId must be an id' })
  reportId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The dispute the action answers' })
  @IsOptional()
  @IsUUID('all', { message: 'disputeId must be an id' })
  disputeId?: string;
}

export class LiftEnforcementRequest {
  @ApiProperty({ minLength: 1, maxLength: ENFORCEMENT_LIMITS.reason, description: 'Kept in the audit log with the lift' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please give a reason' })
  @MaxLength(ENFORCEMENT_LIMITS.reason, { message: `The reason must be at most ${ENFORCEMENT_LIMITS.reason} characters` })
  reason: string;
}

export class ListEnforcementActionsRequest extends AdminPageRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the actions on this user (on their account or their content)' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be an id' })
  userId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the actions answering this report' })
  @IsOptional()
  @IsUUID('all', { message: 'reportId must be an id' })
  reportId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the actions answering this dispute' })
  @IsOptional()
  @IsUUID('all', { message: 'disputeId must be an id' })
  disputeId?: string;
}

export class EnforcedUserResponse implements EnforcedUserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
}

export class EnforcementActionResponse implements EnforcementActionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ENFORCEMENT_KINDS }) kind: EnforcementKind;
  @ApiProperty({ format: 'uuid', description: 'The user (suspension), job post, portfolio item or message' }) subjectId: string;
  @ApiProperty({ format: 'uuid', description: 'Whose account or content it is' }) userId: string;
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a timed suspension ends; null otherwise' })
  endsAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) reportId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) disputeId: string | null;
  @ApiProperty({ format: 'uuid', description: 'The administrator who acted' }) adminId: string;
  @ApiProperty({ enum: ENFORCEMENT_STATUSES, description: 'active; lifted by an administrator; expired at its end' })
  status: EnforcementStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was lifted or expired' })
  liftedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null while active and when it expired' })
  liftedBy: string | null;
  @ApiProperty({ type: String, nullable: true }) liftReason: string | null;
  @ApiProperty({ type: EnforcedUserResponse }) user: EnforcedUserResponse;
}
