import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { PersonResponse } from '../../identity/public';
import { SafetyResponse } from '../../safety/public';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { APPLICATION_STATUSES } from '../domain/application.entity';
import { JOB_CATEGORY_SLUGS, JobCategory } from '../domain/categories';
import { JOB_STATUSES, JOB_TYPES, JobStatus, JobType } from '../domain/job-post.entity';
import { PageRequest } from '../../../platform/paging/keyset-page';
import { AmountResponse, JobPayResponse, JobPaySearchFields, JobTermsFields } from './pay.dto';
import type { JobDetailView, MyApplicationView } from '../application/queries/get-job';
import { JOB_SEARCH_SORTS, JobSearchSort, SEARCH_PAGE_SIZE } from '../application/queries/search-jobs';
import type { ApplicationJobView, ApplicationView, JobView, TakedownView, WithheldPosterView } from '../application/views';
import { JOB_POST_MAX_TAGS } from '../public';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** Trims each tag, drops empty ones and duplicates (case-insensitive). */
const cleanTags = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  return value
    .map((tag) => (typeof tag === 'string' ? tag.trim() : tag))
    .filter((tag) => {
      if (typeof tag !== 'string') return true;
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

export const LIMITS = { title: 120, description: 5000, duration: 60, tags: JOB_POST_MAX_TAGS, tag: 30, coverLetter: 5000, terms: 5000 };

export class JobDetailsFields {
  @ApiProperty({ maxLength: LIMITS.title })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(LIMITS.title, { message: `Title must be at most ${LIMITS.title} characters` })
  title: string;

  @ApiProperty({ maxLength: LIMITS.description })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(LIMITS.description, { message: `Description must be at most ${LIMITS.description} characters` })
  description: string;

  @ApiProperty({ enum: JOB_CATEGORY_SLUGS })
  @IsIn(JOB_CATEGORY_SLUGS, { message: `category must be one of ${JOB_CATEGORY_SLUGS.join(', ')}` })
  category: JobCategory;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.duration,
    description: 'Free text, e.g. "3 months"; null or empty for none',
  })
  @Transform(trimOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.duration)
  duration?: string | null;

  @ApiPropertyOptional({ description: 'Only verified freelancers may apply (false when absent)' })
  @IsOptional()
  @IsBoolean()
  verifiedOnly?: boolean;

  @ApiPropertyOptional({ type: [String], maxItems: LIMITS.tags, description: 'Required skills' })
  @Transform(cleanTags)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.tags, { message: `At most ${LIMITS.tags} skills` })
  @IsString({ each: true })
  @MaxLength(LIMITS.tag, { each: true, message: `Each skill must be at most ${LIMITS.tag} characters` })
  tags?: string[];
}

export class CreateJobRequest extends IntersectionType(JobDetailsFields, JobTermsFields) {
  @ApiProperty({ enum: JOB_TYPES, description: 'job_offer (clients) or job_seeking (freelancers: availability)' })
  @IsIn(JOB_TYPES)
  jobType: JobType;

  @ApiPropertyOptional({ enum: ['open'], description: 'Accepted for compatibility; posts always start open' })
  @IsOptional()
  @IsIn(['open'])
  status?: 'open';
}

/** Every field optional; absent fields keep their value. */
export class EditJobRequest extends PartialType(IntersectionType(JobDetailsFields, JobTermsFields)) {}

export class ClientJobsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: JOB_STATUSES, description: 'Only posts of this status; any status when absent' })
  @IsOptional()
  @IsIn(JOB_STATUSES)
  status?: JobStatus;

  @ApiPropertyOptional({ enum: JOB_TYPES, description: 'Only posts of this type; both when absent' })
  @IsOptional()
  @IsIn(JOB_TYPES)
  jobType?: JobType;
}

export class SearchJobsRequest extends JobPaySearchFields {
  @ApiPropertyOptional({ enum: JOB_TYPES })
  @IsOptional()
  @IsIn(JOB_TYPES)
  jobType?: JobType;

  @ApiPropertyOptional({ enum: JOB_CATEGORY_SLUGS })
  @IsOptional()
  @IsIn(JOB_CATEGORY_SLUGS)
  category?: JobCategory;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only posts by verified clients' })
  @IsOptional()
  @IsIn(['true', 'false'])
  verifiedOnly?: 'true' | 'false';

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Words matched against title, skills, category and description; each word as a prefix',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  searchTerm?: string;

  @ApiPropertyOptional({
    enum: JOB_SEARCH_SORTS,
    description:
      'newest when absent; pay_high: the highest pay (top of the range, or the fixed amount) first, in minor units, not converted between currencies',
  })
  @IsOptional()
  @IsIn(JOB_SEARCH_SORTS)
  sort?: JobSearchSort;

  @ApiPropertyOptional({ description: 'X-Next-Cursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_PAGE_SIZE.max, description: `${SEARCH_PAGE_SIZE.default} when absent` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(SEARCH_PAGE_SIZE.max)
  limit?: number;
}

export class ApplyRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'jobId must be a job id' })
  jobId: string;

  @ApiProperty({ maxLength: LIMITS.coverLetter })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please provide a cover letter' })
  @MaxLength(LIMITS.coverLetter, { message: `The cover letter must be at most ${LIMITS.coverLetter} characters` })
  coverLetter: string;
}

export class AcceptApplicationRequest {
  @ApiProperty({ maxLength: LIMITS.terms, description: 'Contract terms' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please fill in contract terms' })
  @MaxLength(LIMITS.terms, { message: `Contract terms must be at most ${LIMITS.terms} characters` })
  terms: string;
}

export class CategoryResponse {
  @ApiProperty({ enum: JOB_CATEGORY_SLUGS }) slug: JobCategory;
  @ApiProperty() label: string;
}

export class TakedownResponse implements TakedownView {
  @ApiProperty({ description: "The administrator's reason" }) reason: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class WithheldPosterResponse implements WithheldPosterView {
  @ApiProperty({ description: 'The poster verified their identity' }) isVerified: boolean;
}

export class JobResponse implements JobView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ enum: JOB_TYPES }) jobType: JobType;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: JOB_CATEGORY_SLUGS }) category: JobCategory;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty() verifiedOnly: boolean;
  @ApiProperty({ enum: JOB_STATUSES }) status: (typeof JOB_STATUSES)[number];
  @ApiProperty({ type: [String], maxItems: LIMITS.tags, description: `Required skills, at most ${LIMITS.tags}` }) tags: string[];
  @ApiProperty({
    type: JobPayResponse,
    nullable: true,
    description: "A job offer's pay; null for availability posts and offers made before pay",
  })
  pay: JobPayResponse | null;
  @ApiProperty({ type: AmountResponse, nullable: true, description: "An availability post's hourly rate; null for offers" })
  hourlyRate: AmountResponse | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Hours a week' }) hoursPerWeek: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) startDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'IANA time zone name' }) timeZone: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Hours a day of overlap with timeZone' }) overlapHours: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty() applicationCount: number;
  @ApiProperty({
    type: PersonResponse,
    nullable: true,
    description: 'The poster; null for a deleted account, and for a visitor when the poster shows to members only (withheldPoster)',
  })
  client: PersonResponse | null;
  @ApiProperty({
    type: WithheldPosterResponse,
    nullable: true,
    description:
      'Set for a visitor who is not signed in when the poster shows their profile to members only: the screens name them neutrally',
  })
  withheldPoster: WithheldPosterResponse | null;
  @ApiProperty({
    type: TakedownResponse,
    nullable: true,
    description: 'Set when an administrator took the post down: only its owner and administrators see it then',
  })
  takenDown: TakedownResponse | null;

  @ApiProperty({
    type: SafetyResponse,
    description:
      'The safety check of its title, description and tags: warn shows its readers a warning; hold shows it to its owner only, under review',
  })
  safety: SafetyResponse;
}

export class MyApplicationSummary implements MyApplicationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status: (typeof APPLICATION_STATUSES)[number];
}

export class JobDetailResponse extends JobResponse implements JobDetailView {
  @ApiProperty({ type: MyApplicationSummary, nullable: true, description: "The viewer's application to this job; null for a visitor" })
  myApplication: MyApplicationSummary | null;

  @ApiProperty({ description: 'How many posts the poster has made' })
  clientPostCount: number;
}

export class ApplicationJobSummary
  extends PickType(JobResponse, ['id', 'title', 'status', 'jobType', 'category', 'clientId'])
  implements ApplicationJobView {}

export class ApplicationResponse implements ApplicationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ format: 'uuid' }) freelancerId: string;
  @ApiProperty() coverLetter: string;
  @ApiProperty({ description: 'The cover letter, as the screens call it' }) proposal: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status: (typeof APPLICATION_STATUSES)[number];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: ApplicationJobSummary }) job: ApplicationJobSummary;
  @ApiProperty({ type: PersonResponse, nullable: true }) freelancer: PersonResponse | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The contract made from the application once accepted (the acceptance opens it); null before',
  })
  contractId: string | null;

  @ApiProperty({
    type: SafetyResponse,
    description: 'The safety check of the cover letter: a held application reaches the post’s owner only once an administrator releases it',
  })
  safety: SafetyResponse;
}
