import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { ATTACHMENTS_PROPERTY, AttachmentResponse, MAX_ATTACHMENTS_PER_ITEM } from '../../../platform/attachments/public';
import type { MilestoneView, SubmissionView } from '../application/milestone-view';
import { MILESTONE_LIMITS, MILESTONE_STATUSES, MilestoneStatus, SUBMISSION_OUTCOMES, SubmissionOutcome } from '../domain/milestone-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const dateMessage = { message: 'dueDate must be a date, YYYY-MM-DD' };

export class AddMilestoneRequest {
  @ApiProperty({ maxLength: MILESTONE_LIMITS.title })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please give the milestone a title' })
  @MaxLength(MILESTONE_LIMITS.title, { message: `The title must be at most ${MILESTONE_LIMITS.title} characters` })
  title: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'YYYY-MM-DD, or null for none' })
  @ValidateIf((_, value) => value !== null)
  @IsString(dateMessage)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  @IsISO8601({ strict: true }, dateMessage)
  dueDate: string | null;

  @ApiProperty({ maxLength: MILESTONE_LIMITS.description, description: 'May be empty' })
  @Transform(trim)
  @IsString()
  @MaxLength(MILESTONE_LIMITS.description, { message: `The description must be at most ${MILESTONE_LIMITS.description} characters` })
  description: string;
}

export class SubmitMilestoneRequest {
  @ApiProperty({ maxLength: MILESTONE_LIMITS.note, description: 'What was done; may be empty when files say it' })
  @Transform(trim)
  @IsString()
  @MaxLength(MILESTONE_LIMITS.note, { message: `The note must be at most ${MILESTONE_LIMITS.note} characters` })
  note: string;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_ATTACHMENTS_PER_ITEM,
    description: 'Files uploaded through POST /api/attachments, at most 5',
  })
  @IsOptional()
  @IsArray({ message: 'attachmentIds must be a list of upload ids' })
  @ArrayMaxSize(MAX_ATTACHMENTS_PER_ITEM, { message: `At most ${MAX_ATTACHMENTS_PER_ITEM} files` })
  @IsUUID('all', { each: true, message: 'Each attachment id must be an upload id' })
  attachmentIds?: string[];
}

export class RequestChangesRequest {
  @ApiProperty({ maxLength: MILESTONE_LIMITS.note, description: 'What to change' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please say what should change' })
  @MaxLength(MILESTONE_LIMITS.note, { message: `The note must be at most ${MILESTONE_LIMITS.note} characters` })
  note: string;
}

export class SubmissionResponse implements SubmissionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() note: string;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ format: 'date-time', description: 'When it is approved on its own if the client has not answered' }) autoApproveAt: string;
  @ApiProperty({ enum: SUBMISSION_OUTCOMES, nullable: true, description: 'null while it waits for the client' })
  outcome: SubmissionOutcome | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the client asked to change' }) outcomeNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: [AttachmentResponse], maxItems: MAX_ATTACHMENTS_PER_ITEM, description: ATTACHMENTS_PROPERTY.description })
  attachments: AttachmentResponse[];
}

export class MilestoneResponse implements MilestoneView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: '1, 2, … in the contract’s order' }) position: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) dueDate: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ enum: MILESTONE_STATUSES }) status: MilestoneStatus;
  @ApiProperty({ type: SubmissionResponse, nullable: true, description: 'The latest submission; null until first handed in' })
  latestSubmission: SubmissionResponse | null;
}
