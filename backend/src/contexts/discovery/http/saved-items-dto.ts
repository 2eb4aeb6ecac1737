import { ApiProperty } from '@nestjs/swagger';
import { timestamp } from '../../../platform/openapi/properties';
import { JobResponse } from '../../jobs/public';
import type { SavedItemIds } from '../application/queries/get-saved-item-ids';
import type { SavedFreelancerView } from '../application/queries/list-saved-freelancers';
import type { SavedJobView } from '../application/queries/list-saved-jobs';
import { SAVED_ITEMS_CAP } from '../domain/saved-items';
import { FreelancerCardResponse } from './freelancer-card.dto';

const SAVED_JOB_STATES = ['open', 'closed', 'filled', 'taken_down', 'removed'] as const;
const SAVED_FREELANCER_STATES = ['listed', 'unlisted', 'suspended', 'deleted'] as const;

export class SavedJobResponse implements SavedJobView {
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty(timestamp('When the user saved it')) savedAt: string;
  @ApiProperty({
    enum: SAVED_JOB_STATES,
    description:
      'open; closed (finished or withdrawn by its owner); filled (closed after a hire); taken_down (an administrator took it down or it is under review: nobody but its owner may read it); removed (deleted)',
  })
  state: (typeof SAVED_JOB_STATES)[number];
  @ApiProperty({ type: JobResponse, nullable: true, description: 'The card the board shows; null when taken_down or removed' })
  job: JobResponse | null;
}

export class SavedFreelancerResponse implements SavedFreelancerView {
  @ApiProperty({ format: 'uuid' }) freelancerId: string;
  @ApiProperty(timestamp('When the user saved them')) savedAt: string;
  @ApiProperty({
    enum: SAVED_FREELANCER_STATES,
    description: 'listed (in Find Freelancers); unlisted (no longer a freelancer there); suspended; deleted',
  })
  state: (typeof SAVED_FREELANCER_STATES)[number];
  @ApiProperty({ type: FreelancerCardResponse, nullable: true, description: 'The directory’s card; null unless listed' })
  freelancer: FreelancerCardResponse | null;
}

export class SavedItemIdsResponse implements SavedItemIds {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: SAVED_ITEMS_CAP, description: 'The saved jobs, newest saved first' })
  jobIds: string[];
  @ApiProperty({ type: [String], format: 'uuid', maxItems: SAVED_ITEMS_CAP, description: 'The saved freelancers, newest saved first' })
  freelancerIds: string[];
}
