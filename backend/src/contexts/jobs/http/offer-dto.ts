import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { RateDto } from '../../../platform/money/money';
import { OFFER_LIMITS, OFFER_PARTIES, OFFER_STATUSES, OfferMilestone, OfferParty, OfferStatus } from '../domain/offer-terms';
import type { OfferView } from '../application/offer-view';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateMessage = (name: string) => ({ message: `${name} must be a date, YYYY-MM-DD` });

export class OfferMilestoneDto implements OfferMilestone {
  @ApiProperty({ maxLength: OFFER_LIMITS.milestoneTitle })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Each milestone needs a title' })
  @MaxLength(OFFER_LIMITS.milestoneTitle, { message: `A milestone's title must be at most ${OFFER_LIMITS.milestoneTitle} characters` })
  title: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'YYYY-MM-DD, or null for none' })
  @ValidateIf((_, value) => value !== null)
  @IsString(dateMessage('dueDate'))
  @Matches(DATE, dateMessage('dueDate'))
  @IsISO8601({ strict: true }, dateMessage('dueDate'))
  dueDate: string | null;

  @ApiProperty({ maxLength: OFFER_LIMITS.milestoneDescription, description: 'May be empty' })
  @Transform(trim)
  @IsString()
  @MaxLength(OFFER_LIMITS.milestoneDescription, {
    message: `A milestone's description must be at most ${OFFER_LIMITS.milestoneDescription} characters`,
  })
  description: string;
}

/** The terms of an offer or a counter-offer. */
export class OfferTermsRequest {
  @ApiProperty({ type: RateDto, description: 'Per hour, or fixed for the whole work (minor units)' })
  @IsObject({ message: 'rate must be a rate: {type, currency, amount}' })
  @ValidateNested()
  @Type(() => RateDto)
  rate: RateDto;

  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: OFFER_LIMITS.hoursPerWeek, description: 'null: not stated' })
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'hoursPerWeek must be a whole number' })
  @Min(1, { message: 'hoursPerWeek must be at least 1' })
  @Max(OFFER_LIMITS.hoursPerWeek, { message: `hoursPerWeek must be at most ${OFFER_LIMITS.hoursPerWeek}` })
  hoursPerWeek: number | null;

  @ApiProperty({ format: 'date', description: 'YYYY-MM-DD' })
  @IsString(dateMessage('startDate'))
  @Matches(DATE, dateMessage('startDate'))
  @IsISO8601({ strict: true }, dateMessage('startDate'))
  startDate: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'YYYY-MM-DD on or after the start; null: ongoing' })
  @ValidateIf((_, value) => value !== null)
  @IsString(dateMessage('endDate'))
  @Matches(DATE, dateMessage('endDate'))
  @IsISO8601({ strict: true }, dateMessage('endDate'))
  endDate: string | null;

  @ApiProperty({ type: [OfferMilestoneDto], maxItems: OFFER_LIMITS.milestones })
  @IsArray({ message: 'milestones must be a list' })
  @ArrayMaxSize(OFFER_LIMITS.milestones, { message: `An offer has at most ${OFFER_LIMITS.milestones} milestones` })
  @IsObject({ each: true, message: 'Each milestone must be {title, dueDate, description}' })
  @ValidateNested({ each: true })
  @Type(() => OfferMilestoneDto)
  milestones: OfferMilestoneDto[];

  @ApiProperty({ maxLength: OFFER_LIMITS.notes, description: 'Free notes; may be empty' })
  @Transform(trim)
  @IsString()
  @MaxLength(OFFER_LIMITS.notes, { message: `Notes must be at most ${OFFER_LIMITS.notes} characters` })
  notes: string;
}

export class CounterOfferRequest {
  @ApiProperty({ type: OfferTermsRequest })
  @IsObject({ message: 'terms must be the terms of an offer' })
  @ValidateNested()
  @Type(() => OfferTermsRequest)
  terms: OfferTermsRequest;
}

export class DeclineOfferRequest {
  @ApiPropertyOptional({ maxLength: OFFER_LIMITS.decisionNote, description: 'Why, if the party likes' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(OFFER_LIMITS.decisionNote, { message: `The note must be at most ${OFFER_LIMITS.decisionNote} characters` })
  note?: string;
}

export class OfferMilestoneResponse implements OfferMilestone {
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) dueDate: string | null;
  @ApiProperty() description: string;
}

export class OfferResponse implements OfferView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) applicationId: string;
  @ApiProperty({ description: '1, 2, … in the order the versions were made' }) version: number;
  @ApiProperty({ enum: OFFER_PARTIES }) proposedBy: OfferParty;
  @ApiProperty({ type: RateDto, nullable: true, description: 'null only on an acceptance in one step of a proposal without a rate' })
  rate: RateDto | null;
  @ApiProperty({ type: Number, nullable: true }) hoursPerWeek: number | null;
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'null: ongoing' }) endDate: string | null;
  @ApiProperty({ type: [OfferMilestoneResponse], maxItems: OFFER_LIMITS.milestones }) milestones: OfferMilestoneResponse[];
  @ApiProperty() notes: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status: OfferStatus;
  @ApiProperty({ type: String, nullable: true, description: 'What the party who declined it said' }) decisionNote: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: Date | null;
  @ApiProperty({ description: 'The caller proposed it: they may withdraw it while open; the other party answers it' }) yours: boolean;
}

export class AcceptedOfferResponse extends OfferResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The contract opened; null if it is still being opened' })
  contractId: string | null;
}
