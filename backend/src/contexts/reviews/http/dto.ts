import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PartyResponse } from '../../identity/public';
import type { ReviewView } from '../application/review-view';
import type {
  ContractsTally,
  ReviewsTally,
  TrustScoreBreakdown,
  TrustScoreParts,
  TrustScoreRules,
} from '../application/queries/trust-score-breakdown';

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
  @ApiProperty({ type: PartyResponse, nullable: true }) reviewer: PartyResponse | null;
  @ApiProperty({ type: String, nullable: true, description: 'The title of the job the contract was for' }) jobTitle: string | null;
}

class TrustScorePartsResponse implements TrustScoreParts {
  @ApiProperty() verification: number;
  @ApiProperty() reviews: number;
  @ApiProperty() contracts: number;
}

class TrustScoreRulesResponse implements TrustScoreRules {
  @ApiProperty({ description: 'The review average starts from priorWeight imaginary ratings of priorRating' }) priorRating: number;
  @ApiProperty() priorWeight: number;
  @ApiProperty({ description: 'Counterparties of full weight that earn all the contract points' }) contractsForFullCredit: number;
  @ApiProperty({ description: 'A contract counts only when this many days passed between its start and its completion' })
  minimumContractDays: number;
  @ApiProperty({ description: 'A counterparty whose account was younger than this when the contract completed counts as new' })
  newAccountDays: number;
  @ApiProperty({ description: 'What an unverified counterparty weighs (a verified one weighs 1)' }) unverifiedWeight: number;
  @ApiProperty({ description: 'What a new account weighs besides (an established one weighs 1)' }) newAccountWeight: number;
}

class ContractsTallyResponse implements ContractsTally {
  @ApiProperty({ description: 'Completed contracts' }) completed: number;
  @ApiProperty({ description: 'Distinct counterparties of the contracts that lasted long enough: each counts once' }) counted: number;
  @ApiProperty({ description: 'Contracts shorter than minimumContractDays, which count for nothing' }) tooShort: number;
  @ApiProperty({ description: 'Long-enough contracts with a counterparty already counted' }) repeats: number;
  @ApiProperty({ description: 'Counted counterparties that were unverified' }) unverified: number;
  @ApiProperty({ description: 'Counted counterparties whose account was new' }) newAccounts: number;
  @ApiProperty({ description: 'The counted counterparties’ weights added up' }) weight: number;
}

class ReviewsTallyResponse implements ReviewsTally {
  @ApiProperty({ description: 'Published reviews received' }) published: number;
  @ApiProperty({ description: 'Distinct reviewers of counted contracts: each counts once, with the mean of their ratings' })
  counted: number;
  @ApiProperty({ description: 'Reviews of a counted contract by a reviewer already counted' }) repeats: number;
  @ApiProperty({ description: 'Reviews of contracts that did not count' }) onUncountedContracts: number;
  @ApiProperty({ description: 'Counted reviewers that were unverified' }) unverified: number;
  @ApiProperty({ description: 'Counted reviewers whose account was new' }) newAccounts: number;
  @ApiProperty({ description: 'The counted reviewers’ weights added up' }) weight: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The counted reviewers’ ratings averaged by weight; null without any' })
  averageRating: number | null;
}

export class TrustScoreBreakdownResponse implements TrustScoreBreakdown {
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100 }) score: number | null;
  @ApiProperty() verified: boolean;
  @ApiProperty({ type: ContractsTallyResponse }) contracts: ContractsTallyResponse;
  @ApiProperty({ type: ReviewsTallyResponse }) reviews: ReviewsTallyResponse;
  @ApiProperty({ type: TrustScorePartsResponse, description: 'Points each part earned' }) points: TrustScorePartsResponse;
  @ApiProperty({ type: TrustScorePartsResponse, description: 'Points each part can earn' }) maximum: TrustScorePartsResponse;
  @ApiProperty({ type: TrustScoreRulesResponse }) rules: TrustScoreRulesResponse;
}
