import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PersonResponse } from '../../identity/public';
import type { ReviewView } from '../application/queries/review-queries';
import type { TrustScoreBreakdown, TrustScoreParts, TrustScoreRules } from '../application/queries/trust-score-breakdown';

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SubmitReviewRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'contractId must be a UUID' })
  contractId: string;

  @ApiProperty({ format: 'uuid', description: 'The other party of the contract' })
  @IsUUID('all', { message: 'revieweeId must be a UUID' })
  revieweeId: string;

  @ApiProperty({ minimum: 1, maximum: 5, type: 'integer' })
  @IsInt({ message: 'Please select a rating' })
  @Min(1, { message: 'Please select a rating' })
  @Max(5, { message: 'Rating must be between 1 and 5' })
  rating: number;

  @ApiProperty({ maxLength: REVIEW_COMMENT_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please write a comment' })
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH, { message: `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters` })
  comment: string;
}

export class ReviewResponse implements ReviewView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contractId: string;
  @ApiProperty({ format: 'uuid' }) reviewerId: string;
  @ApiProperty({ format: 'uuid' }) revieweeId: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() comment: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt: Date | null;
  @ApiProperty({
    enum: ['published', 'waiting'],
    description: 'waiting: visible to its author only, until the other party reviews or 14 days after completion',
  })
  status: 'published' | 'waiting';
  @ApiProperty({ type: PersonResponse, nullable: true }) reviewer: PersonResponse | null;
}

class TrustScorePartsResponse implements TrustScoreParts {
  @ApiProperty() verification: number;
  @ApiProperty() reviews: number;
  @ApiProperty() contracts: number;
}

class TrustScoreRulesResponse implements TrustScoreRules {
  @ApiProperty({ description: 'Every average starts from priorWeight imaginary ratings of priorRating' }) priorRating: number;
  @ApiProperty() priorWeight: number;
  @ApiProperty({ description: 'Completed contracts that earn all the contract points' }) contractsForFullCredit: number;
}

export class TrustScoreBreakdownResponse implements TrustScoreBreakdown {
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100 }) score: number | null;
  @ApiProperty() verified: boolean;
  @ApiProperty({ description: 'Published reviews received' }) reviewCount: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The Bayesian average rating; null without reviews' }) averageRating:
    number | null;
  @ApiProperty() completedContracts: number;
  @ApiProperty({ type: TrustScorePartsResponse, description: 'Points each part earned' }) points: TrustScorePartsResponse;
  @ApiProperty({ type: TrustScorePartsResponse, description: 'Points each part can earn' }) maximum: TrustScorePartsResponse;
  @ApiProperty({ type: TrustScoreRulesResponse }) rules: TrustScoreRulesResponse;
}
