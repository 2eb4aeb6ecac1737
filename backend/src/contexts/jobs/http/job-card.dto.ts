import { ApiProperty } from '@nestjs/swagger';
import { PersonResponse } from '../../identity/public';
import { SafetyResponse } from '../../safety/public';
import { JOB_CATEGORY_SLUGS, JobCategory } from '../domain/categories';
import { JOB_POST_MAX_TAGS, JOB_STATUSES, JOB_TYPES, JobType } from '../domain/job-post.entity';
import type { JobView, TakedownView, WithheldPosterView } from '../application/views';
import { AmountResponse, JobPayResponse } from './pay.dto';

/*
 * A post as the board's card and the detail page show it: apart from the other DTOs so other
 * contexts answering with a post's card (discovery's saved jobs and feed) reach it through
 * jobs' public.ts without a cycle.
 */

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
  @ApiProperty({ type: [String], maxItems: JOB_POST_MAX_TAGS, description: `Required skills, at most ${JOB_POST_MAX_TAGS}` })
  tags: string[];
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
