import { ApiProperty } from '@nestjs/swagger';
import { RateDto } from '../../../platform/money/money';
import type { FrozenOffer } from '../domain/frozen-offer';

export class FrozenMilestoneResponse {
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) dueDate: string | null;
  @ApiProperty() description: string;
}

/** The accepted version of an offer, as the contract keeps it. */
export class FrozenOfferResponse implements FrozenOffer {
  @ApiProperty({ format: 'uuid' }) offerId: string;
  @ApiProperty({ description: 'Which version of the offer was accepted' }) version: number;
  @ApiProperty({ type: RateDto, nullable: true, description: 'null only on an acceptance in one step of a proposal without a rate' })
  rate: RateDto | null;
  @ApiProperty({ type: Number, nullable: true }) hoursPerWeek: number | null;
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'null: ongoing' }) endDate: string | null;
  @ApiProperty({ type: [FrozenMilestoneResponse], maxItems: 50 }) milestones: FrozenMilestoneResponse[];
  @ApiProperty() notes: string;
}
