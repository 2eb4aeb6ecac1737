import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { CURRENCIES, type Currency, MAX_MINOR_UNITS, RATE_TYPES, type RateType } from '../../../platform/money/money';
import { nullableTimestamp, timestamp } from '../../../platform/openapi/properties';
import { isTimeZone, JOB_CATEGORIES } from '../../jobs/public';
import type { SavedSearchView } from '../application/queries/list-saved-searches';
import {
  FreelancerSearchCriteria,
  JobSearchCriteria,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_LANGUAGES,
  MAX_VISIT_NEW_MATCHES,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_KINDS,
  SAVED_SEARCH_NAME_LENGTH,
  SavedSearchAlert,
  SavedSearchKind,
} from '../domain/saved-search';

const JOB_CATEGORY_SLUGS = JOB_CATEGORIES.map(({ slug }) => slug);
const JOB_TYPES = ['job_offer', 'job_seeking'] as const;

/** An amount in minor units, as the searches take it. */
function Amount(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_MINOR_UNITS, description }),
    IsOptional(),
    IsInt(),
    Min(1),
    Max(MAX_MINOR_UNITS),
  );
}

function SearchTerm(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 200, description: 'The search words, as the search takes them' }),
    IsOptional(),
    IsString(),
    MaxLength(200),
  );
}

function VerifiedOnly(description: string): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsBoolean());
}

/** The job board's filters (GET /api/jobs), as a saved search keeps them. */
export class JobSearchCriteriaDto implements JobSearchCriteria {
  @SearchTerm() searchTerm?: string;

  @ApiPropertyOptional({ enum: JOB_TYPES })
  @IsOptional()
  @IsIn(JOB_TYPES)
  jobType?: 'job_offer' | 'job_seeking';

  @ApiPropertyOptional({ enum: JOB_CATEGORY_SLUGS })
  @IsOptional()
  @IsIn(JOB_CATEGORY_SLUGS)
  category?: string;

  @ApiPropertyOptional({ enum: RATE_TYPES })
  @IsOptional()
  @IsIn(RATE_TYPES)
  payType?: RateType;

  @ApiPropertyOptional({ enum: CURRENCIES, description: 'Required with minRate, maxRate and minBudget' })
  @IsOptional()
  @IsIn(CURRENCIES)
  currency?: Currency;

  @Amount('Hourly posts whose range reaches this rate or above (minor units)') minRate?: number;
  @Amount('Hourly posts whose range reaches this rate or below (minor units)') maxRate?: number;
  @Amount('Fixed-price offers of at least this amount (minor units)') minBudget?: number;
  @VerifiedOnly('Only posts by verified clients') verifiedOnly?: boolean;

  @ApiPropertyOptional({ description: 'Only posts in this IANA time zone, exactly', example: 'Europe/Berlin' })
  @IsOptional()
  @ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) } },
    { message: 'timeZone must be an IANA time zone name, e.g. Europe/Berlin' },
  )
  timeZone?: string;
}

/** The freelancer directory's filters (GET /api/freelancers), as a saved search keeps them. */
export class FreelancerSearchCriteriaDto implements FreelancerSearchCriteria {
  @SearchTerm() searchTerm?: string;

  @ApiPropertyOptional({ enum: CURRENCIES, description: 'Required with minRate and maxRate' })
  @IsOptional()
  @IsIn(CURRENCIES)
  currency?: Currency;

  @Amount('An hourly rate of at least this (minor units)') minRate?: number;
  @Amount('An hourly rate of at most this (minor units)') maxRate?: number;
  @VerifiedOnly('Only verified freelancers') verifiedOnly?: boolean;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_SEARCH_LANGUAGES,
    description: 'Freelancers who speak every one, whatever the case',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SEARCH_LANGUAGES)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  languages?: string[];
}

const CRITERIA_SCHEMA = {
  oneOf: [{ $ref: getSchemaPath(JobSearchCriteriaDto) }, { $ref: getSchemaPath(FreelancerSearchCriteriaDto) }],
  description: "The filters: the job board's for kind jobs, the directory's for kind freelancers",
};

const NAME = {
  minLength: SAVED_SEARCH_NAME_LENGTH.min,
  maxLength: SAVED_SEARCH_NAME_LENGTH.max,
  description: 'Trimmed; 1 to 60 characters',
};

@ApiExtraModels(JobSearchCriteriaDto, FreelancerSearchCriteriaDto)
export class CreateSavedSearchRequest {
  @ApiProperty({ enum: SAVED_SEARCH_KINDS })
  @IsIn(SAVED_SEARCH_KINDS)
  kind: SavedSearchKind;

  @ApiProperty(NAME)
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiProperty(CRITERIA_SCHEMA)
  @IsObject()
  @ValidateNested()
  @Type((options) =>
    (options?.object as { kind?: unknown } | undefined)?.kind === 'freelancers' ? FreelancerSearchCriteriaDto : JobSearchCriteriaDto,
  )
  criteria: JobSearchCriteriaDto | FreelancerSearchCriteriaDto;

  @ApiPropertyOptional({ enum: SAVED_SEARCH_ALERTS, description: 'instant when absent' })
  @IsOptional()
  @IsIn(SAVED_SEARCH_ALERTS)
  alert?: SavedSearchAlert;
}

/** Absent fields keep their value. */
export class ChangeSavedSearchRequest {
  @ApiPropertyOptional(NAME)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ enum: SAVED_SEARCH_ALERTS })
  @IsOptional()
  @IsIn(SAVED_SEARCH_ALERTS)
  alert?: SavedSearchAlert;
}

@ApiExtraModels(JobSearchCriteriaDto, FreelancerSearchCriteriaDto)
export class SavedSearchResponse implements SavedSearchView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SAVED_SEARCH_KINDS }) kind: SavedSearchKind;
  @ApiProperty() name: string;
  @ApiProperty(CRITERIA_SCHEMA) criteria: JobSearchCriteria | FreelancerSearchCriteria;
  @ApiProperty({ enum: SAVED_SEARCH_ALERTS }) alert: SavedSearchAlert;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Matches recorded since the last visit (since it was saved, before any)' })
  newCount: number;
  @ApiProperty(nullableTimestamp('The last visit; null before the first')) lastVisitedAt: string | null;
  @ApiProperty(timestamp()) createdAt: string;
}

export class SavedSearchesResponse {
  @ApiProperty({ type: [SavedSearchResponse], maxItems: MAX_SAVED_SEARCHES, description: `Newest first; at most ${MAX_SAVED_SEARCHES}` })
  items: SavedSearchResponse[];
}

export class SavedSearchVisitResponse {
  @ApiProperty(nullableTimestamp('The visit before this one: results newer than it are new; null on the first visit'))
  previousVisitAt: string | null;

  @ApiProperty({
    type: [String],
    format: 'uuid',
    maxItems: MAX_VISIT_NEW_MATCHES,
    description: `The posts or freelancers matched since the previous visit (since the search was saved, on the first visit), newest first; at most ${MAX_VISIT_NEW_MATCHES}`,
  })
  newMatchIds: string[];

  @ApiProperty({ type: SavedSearchResponse }) search: SavedSearchResponse;
}
