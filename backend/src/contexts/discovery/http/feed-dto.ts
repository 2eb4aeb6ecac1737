import { ApiExtraModels, ApiProperty, type ApiPropertyOptions, getSchemaPath } from '@nestjs/swagger';
import { JobResponse } from '../../jobs/public';
import type { FeedItem } from '../application/queries/get-feed';
import { FEED_SIZE } from '../domain/feed';
import { FreelancerCardResponse } from './freelancer-card.dto';

/** A post's reasons come from its source: a saved search each, the skills, the rate. */
const MAX_REASONS = 20;
const REASONS: ApiPropertyOptions = {
  type: [String],
  maxItems: MAX_REASONS,
  description: 'Why it is there, one sentence each, most telling first',
};

export class FeedJobItemResponse {
  @ApiProperty({ enum: ['job'] }) kind: 'job';
  @ApiProperty({ type: JobResponse }) job: JobResponse;
  @ApiProperty(REASONS) reasons: string[];
}

export class FeedFreelancerItemResponse {
  @ApiProperty({ enum: ['freelancer'] }) kind: 'freelancer';
  @ApiProperty({ type: FreelancerCardResponse }) freelancer: FreelancerCardResponse;
  @ApiProperty(REASONS) reasons: string[];
}

@ApiExtraModels(FeedJobItemResponse, FeedFreelancerItemResponse)
export class FeedResponse {
  @ApiProperty({
    type: 'array',
    maxItems: FEED_SIZE,
    items: {
      oneOf: [{ $ref: getSchemaPath(FeedJobItemResponse) }, { $ref: getSchemaPath(FeedFreelancerItemResponse) }],
      discriminator: {
        propertyName: 'kind',
        mapping: { job: getSchemaPath(FeedJobItemResponse), freelancer: getSchemaPath(FeedFreelancerItemResponse) },
      },
    },
    description: 'Jobs for a freelancer, freelancers for a client; most reasons first',
  })
  items: FeedItem[];
}
