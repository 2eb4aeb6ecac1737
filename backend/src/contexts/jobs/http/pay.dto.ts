import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min, ValidateBy, ValidateNested } from 'class-validator';
import {
  AmountDto,
  AmountQueryParameter,
  CURRENCIES,
  Currency,
  MAX_MINOR_UNITS,
  RATE_TYPES,
  RateType,
} from '../../../platform/money/money';
import { HOURS_PER_WEEK, isCalendarDate, isTimeZone, OVERLAP_HOURS } from '../domain/job-pay';

/** A YYYY-MM-DD calendar day. */
export function IsCalendarDate(field: string) {
  return ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value) } },
    { message: `${field} must be a date, YYYY-MM-DD` },
  );
}

export function IsTimeZone() {
  return ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) } },
    { message: 'timeZone must be an IANA time zone name, e.g. Europe/Berlin' },
  );
}

/** What a job offer pays (decision 0070), in minor units. */
export class JobPayDto {
  @ApiProperty({ enum: RATE_TYPES, description: 'hourly: a range per hour; fixed: one amount for the whole work' })
  @IsIn(RATE_TYPES, { message: `pay.type must be one of ${RATE_TYPES.join(', ')}` })
  type: RateType;

  @ApiProperty({ enum: CURRENCIES })
  @IsIn(CURRENCIES, { message: `pay.currency must be one of ${CURRENCIES.join(', ')}` })
  currency: Currency;

  @ApiProperty({ minimum: 1, maximum: MAX_MINOR_UNITS, description: 'Minor units: the lowest hourly rate, or the fixed amount' })
  @IsInt({ message: 'pay.minimum must be a whole number of cents' })
  @Min(1, { message: 'pay.minimum must be more than 0' })
  @Max(MAX_MINOR_UNITS, { message: 'pay.minimum is too large' })
  minimum: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MAX_MINOR_UNITS,
    description: 'Minor units: the highest hourly rate (at least minimum; absent means minimum); null for fixed',
  })
  @IsOptional()
  @IsInt({ message: 'pay.maximum must be a whole number of cents' })
  @Min(1, { message: 'pay.maximum must be more than 0' })
  @Max(MAX_MINOR_UNITS, { message: 'pay.maximum is too large' })
  maximum?: number | null;
}

export class JobPayResponse {
  @ApiProperty({ enum: RATE_TYPES }) type: RateType;
  @ApiProperty({ enum: CURRENCIES }) currency: Currency;
  @ApiProperty({ description: 'Minor units: the lowest hourly rate, or the fixed amount' }) minimum: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Minor units: the highest hourly rate; null for fixed' }) maximum:
    number | null;
}

export class AmountResponse {
  @ApiProperty({ enum: CURRENCIES }) currency: Currency;
  @ApiProperty({ description: 'Minor units (cents)' }) amount: number;
}

/** A post's pay and work terms; absent ones are not stated (an edit keeps them), null clears an optional one. */
export class JobTermsFields {
  @ApiPropertyOptional({
    type: JobPayDto,
    nullable: true,
    description: 'What a job offer pays: required for a new offer; not for availability posts',
  })
  @IsOptional()
  @IsObject({ message: 'pay must be {type, currency, minimum, maximum}' })
  @ValidateNested()
  @Type(() => JobPayDto)
  pay?: JobPayDto | null;

  @ApiPropertyOptional({
    type: AmountDto,
    nullable: true,
    description: "An availability post's hourly rate: required for a new one; not for job offers",
  })
  @IsOptional()
  @IsObject({ message: 'hourlyRate must be {currency, amount}' })
  @ValidateNested()
  @Type(() => AmountDto)
  hourlyRate?: AmountDto | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: HOURS_PER_WEEK.min,
    maximum: HOURS_PER_WEEK.max,
    description: 'Hours a week: required of an hourly offer',
  })
  @IsOptional()
  @IsInt({ message: 'hoursPerWeek must be a whole number of hours' })
  @Min(HOURS_PER_WEEK.min, { message: `hoursPerWeek must be at least ${HOURS_PER_WEEK.min}` })
  @Max(HOURS_PER_WEEK.max, { message: `hoursPerWeek must be at most ${HOURS_PER_WEEK.max}` })
  hoursPerWeek?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'YYYY-MM-DD; not in the past when set' })
  @IsOptional()
  @IsString({ message: 'startDate must be a date, YYYY-MM-DD' })
  @IsCalendarDate('startDate')
  startDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64, description: 'IANA time zone name, e.g. Europe/Berlin' })
  @IsOptional()
  @IsString({ message: 'timeZone must be an IANA time zone name, e.g. Europe/Berlin' })
  @IsTimeZone()
  timeZone?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: OVERLAP_HOURS.min,
    maximum: OVERLAP_HOURS.max,
    description: 'Hours a day the worker overlaps with timeZone (which it needs)',
  })
  @IsOptional()
  @IsInt({ message: 'overlapHours must be a whole number of hours' })
  @Min(OVERLAP_HOURS.min, { message: `overlapHours must be at least ${OVERLAP_HOURS.min}` })
  @Max(OVERLAP_HOURS.max, { message: `overlapHours must be at most ${OVERLAP_HOURS.max}` })
  overlapHours?: number | null;
}

/** The pay filters of the job search; amounts in minor units of `currency`, which they need (rates are not converted). */
export class JobPaySearchFields {
  @ApiPropertyOptional({ enum: RATE_TYPES, description: 'Only hourly or only fixed pay' })
  @IsOptional()
  @IsIn(RATE_TYPES)
  payType?: RateType;

  @ApiPropertyOptional({ enum: CURRENCIES, description: 'Only pay in this currency; required with minRate, maxRate and minBudget' })
  @IsOptional()
  @IsIn(CURRENCIES)
  currency?: Currency;

  @AmountQueryParameter('Hourly posts whose range reaches this rate or above (minor units)')
  minRate?: number;

  @AmountQueryParameter('Hourly posts whose range reaches this rate or below (minor units)')
  maxRate?: number;

  @AmountQueryParameter('Fixed-price offers of at least this amount (minor units)')
  minBudget?: number;
}
