import { QueueItemFactsResponse } from '../../../platform/admin-queues/admin-queues.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { nullableText, nullableTimestamp, timestamp } from '../../../platform/openapi/properties';
import { PageRequest } from '../../../platform/paging/keyset-page';
import type { AdminSafetyReviewView, ContestView, ReviewAuthorView } from '../application/views';
import { REVIEW_STATUSES, type ReviewStatus } from '../domain/safety-review.entity';
import { SCREENED_KINDS, type ScreenedKind } from '../domain/screen';
import type { AuthorHistory } from '../infrastructure/safety-read-repository';
import { MAX_SAFETY_REASONS, SafetyReasonResponse } from '../public';

/** Longest note of a contest or a decision. */
export const SAFETY_NOTE_MAX_LENGTH = 1000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ContestVerdictRequest {
  @ApiProperty({ enum: SCREENED_KINDS })
  @IsIn(SCREENED_KINDS, { message: `contentKind must be one of ${SCREENED_KINDS.join(', ')}` })
  contentKind: ScreenedKind;

  @ApiProperty({ format: 'uuid', description: 'The post, application or message' })
  @IsUUID('all', { message: 'contentId must be a UUID' })
  contentId: string;

  @ApiProperty({ maxLength: SAFETY_NOTE_MAX_LENGTH, description: 'Why the check got it wrong, for the administrator' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please say why this was flagged by mistake' })
  @MaxLength(SAFETY_NOTE_MAX_LENGTH)
  note: string;
}

export class ContestResponse implements ContestView {
  @ApiProperty({ enum: SCREENED_KINDS }) contentKind: ScreenedKind;
  @ApiProperty({ format: 'uuid' }) contentId: string;
  @ApiProperty({ enum: REVIEW_STATUSES, description: 'held (a held text, now with your note) or contested (a warning, now in the queue)' })
  status: ReviewStatus;
  @ApiProperty(timestamp()) contestedAt: string;
}

export const LISTED_REVIEW_STATUSES = ['open', ...REVIEW_STATUSES] as const;

export class ListSafetyReviewsRequest extends PageRequest {
  @ApiPropertyOptional({
    enum: LISTED_REVIEW_STATUSES,
    description: 'open (held texts and contested warnings, oldest first) when absent; another status lists those, newest first',
  })
  @IsOptional()
  @IsIn(LISTED_REVIEW_STATUSES, { message: `status must be one of ${LISTED_REVIEW_STATUSES.join(', ')}` })
  status?: ReviewStatus | 'open';
}

export class DecideSafetyReviewRequest {
  @ApiPropertyOptional({ maxLength: SAFETY_NOTE_MAX_LENGTH, description: 'Sent to the author with the decision; required to remove' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SAFETY_NOTE_MAX_LENGTH)
  note?: string;
}

export class AuthorHistoryResponse implements AuthorHistory {
  @ApiProperty({ description: 'Texts of theirs held, this one included' }) held: number;
  @ApiProperty({ description: 'Texts of theirs warned' }) warned: number;
  @ApiProperty({ description: 'Of those, released by an administrator' }) released: number;
  @ApiProperty({ description: 'Of those, removed by an administrator' }) removed: number;
}

export class ReviewAuthorResponse implements ReviewAuthorView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty(nullableText()) username: string | null;
  @ApiProperty() isVerified: boolean;
  @ApiProperty() isSuspended: boolean;
  @ApiProperty(nullableTimestamp('When the account was made')) joinedAt: string | null;
  @ApiProperty({ type: AuthorHistoryResponse }) history: AuthorHistoryResponse;
}

export class AdminSafetyReviewResponse implements AdminSafetyReviewView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SCREENED_KINDS }) contentKind: ScreenedKind;
  @ApiProperty({ format: 'uuid' }) contentId: string;
  @ApiProperty({ enum: ['warn', 'hold'] }) verdict: 'warn' | 'hold';
  @ApiProperty({ type: [SafetyReasonResponse], maxItems: MAX_SAFETY_REASONS }) reasons: SafetyReasonResponse[];
  @ApiProperty({ description: 'The text as it was judged (a post: title, description and tags, one to a line)' }) text: string;
  @ApiProperty({ enum: REVIEW_STATUSES }) status: ReviewStatus;
  @ApiProperty(nullableTimestamp()) contestedAt: string | null;
  @ApiProperty(nullableText('The author’s note when contesting')) contestNote: string | null;
  @ApiProperty(nullableTimestamp()) decidedAt: string | null;
  @ApiProperty(nullableText()) decisionNote: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty({ type: QueueItemFactsResponse }) queue: QueueItemFactsResponse;
  @ApiProperty({ type: ReviewAuthorResponse, nullable: true }) author: ReviewAuthorResponse | null;
}
