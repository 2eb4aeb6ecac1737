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
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  IsISO8601,
  Matches,
  ValidateNested,
} from 'class-validator';
import { RateDto } from '../../../platform/money/money';
import { ATTACHMENTS_PROPERTY, AttachmentResponse, MAX_ATTACHMENTS_PER_ITEM } from '../../../platform/attachments/public';
import { APPLICATION_STATUSES, DECLINE_REASONS, DeclineReason, PIPELINE_STAGES, PipelineStage } from '../domain/application.entity';
import { JOB_CATEGORY_SLUGS, JobCategory } from '../domain/categories';
import { JOB_STATUSES, JOB_TYPES, JobStatus, JobType } from '../domain/job-post.entity';
import { PageRequest } from '../../../platform/paging/keyset-page';
import { IsTimeZone, JobPaySearchFields, JobTermsFields } from './pay.dto';
import type { JobDetailView, MyApplicationView } from '../application/queries/get-job';
import { JOB_SEARCH_SORTS, JobSearchSort, SEARCH_PAGE_SIZE } from '../application/queries/search-jobs';
import type { ApplicationJobView, ApplicationView } from '../application/views';
import { JOB_POST_MAX_TAGS } from '../public';
import { JobResponse } from './job-card.dto';

export { JobResponse, TakedownResponse, WithheldPosterResponse } from './job-card.dto';

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

export const LIMITS = {
  title: 120,
  description: 5000,
  duration: 60,
  tags: JOB_POST_MAX_TAGS,
  tag: 30,
  coverLetter: 5000,
  terms: 5000,
  declineNote: 500,
  hoursPerWeek: { min: 1, max: 80 },
};

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

  @ApiPropertyOptional({ description: 'Only posts in this IANA time zone, exactly (e.g. Europe/Berlin)', example: 'Europe/Berlin' })
  @IsOptional()
  @IsTimeZone()
  timeZone?: string;

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

/** How much the freelancer can work on the job, and from when. */
export class AvailabilityDto {
  @ApiProperty({ minimum: LIMITS.hoursPerWeek.min, maximum: LIMITS.hoursPerWeek.max, description: 'Hours a week' })
  @IsInt({ message: 'hoursPerWeek must be a whole number of hours' })
  @Min(LIMITS.hoursPerWeek.min, { message: `hoursPerWeek must be at least ${LIMITS.hoursPerWeek.min}` })
  @Max(LIMITS.hoursPerWeek.max, { message: `hoursPerWeek must be at most ${LIMITS.hoursPerWeek.max}` })
  hoursPerWeek: number;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'YYYY-MM-DD; null or absent: as soon as agreed' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'startDate must be a date, YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'startDate must be a date, YYYY-MM-DD' })
  startDate?: string | null;
}

/** A proposal's fields beside the cover letter. */
export class ProposalFields {
  @ApiProperty({ maxLength: LIMITS.coverLetter })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please provide a cover letter' })
  @MaxLength(LIMITS.coverLetter, { message: `The cover letter must be at most ${LIMITS.coverLetter} characters` })
  coverLetter: string;

  @ApiProperty({ type: RateDto, description: 'The rate asked: per hour, or fixed for the whole work (minor units)' })
  @IsObject({ message: 'proposedRate must be a rate: {type, currency, amount}' })
  @ValidateNested()
  @Type(() => RateDto)
  proposedRate: RateDto;

  @ApiProperty({ type: AvailabilityDto })
  @IsObject({ message: 'availability must be {hoursPerWeek, startDate?}' })
  @ValidateNested()
  @Type(() => AvailabilityDto)
  availability: AvailabilityDto;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_ATTACHMENTS_PER_ITEM,
    description: `Files the applicant uploaded (POST /api/attachments), at most ${MAX_ATTACHMENTS_PER_ITEM}; on an edit, the proposal's files become exactly these (absent: they stay)`,
  })
  @IsOptional()
  @IsArray({ message: 'attachmentIds must be a list of upload ids' })
  @ArrayMaxSize(MAX_ATTACHMENTS_PER_ITEM, { message: `At most ${MAX_ATTACHMENTS_PER_ITEM} files may be attached` })
  @IsUUID('all', { each: true, message: 'attachmentIds must be attachment ids' })
  attachmentIds?: string[];
}

export class ApplyRequest extends ProposalFields {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'jobId must be a job id' })
  jobId: string;
}

/** Every field optional; absent fields keep their value. */
export class EditProposalRequest extends PartialType(ProposalFields) {}

export class DeclineApplicationRequest {
  @ApiPropertyOptional({ enum: DECLINE_REASONS, description: 'Why, as the freelancer reads it; other when absent' })
  @IsOptional()
  @IsIn(DECLINE_REASONS, { message: `reason must be one of ${DECLINE_REASONS.join(', ')}` })
  reason?: DeclineReason;

  @ApiPropertyOptional({ maxLength: LIMITS.declineNote, description: 'A note the freelancer reads' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.declineNote, { message: `The note must be at most ${LIMITS.declineNote} characters` })
  note?: string;
}

export class JobApplicationsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: PIPELINE_STAGES, description: 'Only the proposals at this stage of the pipeline; every one when absent' })
  @IsOptional()
  @IsIn(PIPELINE_STAGES)
  stage?: PipelineStage;
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

export class PipelineCountsResponse {
  @ApiProperty({ description: 'Pending, not shortlisted' }) new: number;
  @ApiProperty({ description: 'Pending, on the shortlist' }) shortlisted: number;
  @ApiProperty({ description: 'Declined (rejected)' }) declined: number;
  @ApiProperty({ description: 'Hired (accepted)' }) hired: number;
}

export class AvailabilityResponse {
  @ApiProperty({ type: Number, nullable: true, description: 'Hours a week; null on applications sent before proposals stated it' })
  hoursPerWeek: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) startDate: string | null;
}

export class DeclineResponse {
  @ApiProperty({ enum: DECLINE_REASONS }) reason: DeclineReason;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

export class ApplicationResponse implements ApplicationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ format: 'uuid' }) freelancerId: string;
  @ApiProperty() coverLetter: string;
  @ApiProperty({ description: 'The cover letter, as the screens call it' }) proposal: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status: (typeof APPLICATION_STATUSES)[number];
  @ApiProperty({
    enum: PIPELINE_STAGES,
    nullable: true,
    description: "Where it stands in the owner's pipeline: new or shortlisted while pending, declined, hired; null once withdrawn",
  })
  stage: PipelineStage | null;
  @ApiProperty({ type: RateDto, nullable: true, description: 'The rate asked; null on applications sent before proposals stated one' })
  proposedRate: RateDto | null;
  @ApiProperty({ type: AvailabilityResponse }) availability: AvailabilityResponse;
  @ApiProperty({ type: DeclineResponse, nullable: true, description: 'Why the owner declined it; null unless declined' })
  decline: DeclineResponse | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The invitation the freelancer accepted before applying' })
  invitationId: string | null;
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
  @ApiProperty(ATTACHMENTS_PROPERTY) attachments: AttachmentResponse[];

  @ApiProperty({
    type: SafetyResponse,
    description: 'The safety check of the cover letter: a held application reaches the post’s owner only once an administrator releases it',
  })
  safety: SafetyResponse;
}
