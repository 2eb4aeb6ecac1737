import { ApiProperty } from '@nestjs/swagger';
import type { JobSearchResultView } from '../application/queries/search-jobs';
import { JobResponse } from './dto';

/** A post as the search lists it: the post, and why it stands there (decision 0075). */
export class JobSearchResultResponse extends JobResponse implements JobSearchResultView {
  @ApiProperty({
    type: [String],
    maxItems: 3,
    description:
      'Why the post is listed where it is and what it has for the reader: "Verified client", "Posted 2 days ago" (the order is newest first unless sort says otherwise), and for a freelancer "Matches 2 of your skills" (the post\'s skills their profile lists)',
  })
  rankReasons: string[];
}
