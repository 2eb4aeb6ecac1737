import { ApiProperty } from '@nestjs/swagger';
import { AmountDto } from '../../../platform/money/money';
import {
  FreelancerCardView,
  PROFILE_MAX_LIST_ITEMS,
  RATING_PROPERTY,
  REVIEW_COUNT_PROPERTY,
  TRUST_SCORE_PROPERTY,
} from '../../identity/public';

/** A freelancer as the directory's card shows them (the fields of GET /api/freelancers' items). */
export class FreelancerCardResponse implements FreelancerCardView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isVerified: boolean;
  @ApiProperty(TRUST_SCORE_PROPERTY) trustScore: number | null;
  @ApiProperty(RATING_PROPERTY) rating: number | null;
  @ApiProperty(REVIEW_COUNT_PROPERTY) reviewCount: number;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: AmountDto, nullable: true, description: 'The hourly rate, in minor units of its currency' })
  hourlyRate: AmountDto | null;
  @ApiProperty({ type: [String], maxItems: PROFILE_MAX_LIST_ITEMS }) skills: string[];
  @ApiProperty({ minimum: 0, description: 'How many contracts the user completed as the freelancer' }) completedJobsCount: number;
}
