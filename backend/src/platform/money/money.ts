import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * Money as the marketplace states it (no payments move through it: these are the terms people
 * agree on). Amounts are whole minor units (cents), so no rounding ever changes what was agreed.
 */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'INR', 'PHP', 'NGN', 'KES', 'ZAR', 'BRL', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Hourly: an amount per hour. Fixed: one amount for the whole work. */
export const RATE_TYPES = ['hourly', 'fixed'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** 10,000,000.00 in any currency: far above any honest rate or budget, well inside an integer column. */
export const MAX_MINOR_UNITS = 1_000_000_000;

export type Amount = { currency: Currency; amount: number };
export type Rate = Amount & { type: RateType };

/** An amount in a currency, in minor units (1250 is 12.50). */
export class AmountDto {
  @ApiProperty({ enum: CURRENCIES })
  @IsIn(CURRENCIES, { message: `currency must be one of ${CURRENCIES.join(', ')}` })
  currency: Currency;

  @ApiProperty({ description: 'Minor units (cents): 1250 is 12.50', minimum: 1, maximum: MAX_MINOR_UNITS })
  @IsInt({ message: 'amount must be a whole number of cents' })
  @Min(1, { message: 'amount must be more than 0' })
  @Max(MAX_MINOR_UNITS, { message: 'amount is too large' })
  amount: number;
}

/** A rate per hour or a fixed amount for the work, in minor units. */
export class RateDto extends AmountDto {
  @ApiProperty({ enum: RATE_TYPES, description: 'hourly: per hour; fixed: for the whole work' })
  @IsIn(RATE_TYPES)
  type: RateType;
}

/** An optional query parameter holding an amount in minor units (a rate or budget filter). */
export function AmountQueryParameter(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: MAX_MINOR_UNITS, description }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_MINOR_UNITS),
  );
}
