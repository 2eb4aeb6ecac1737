import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { FeedItem, GetFeedQuery } from '../application/queries/get-feed';
import { FeedResponse } from './feed-dto';

/** The dashboard's "For you" feed (decision 0074). */
@ApiTags('discovery')
@SignedIn()
@Controller('discovery')
export class FeedController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', 'feed', {
    summary: 'My feed',
    description:
      'At most 20 items, each with why it is there, most reasons first. A freelancer gets open job offers of the last 30 days that match a saved search of theirs, share skills with their profile or pay at least their hourly rate (same currency), leaving out their own, those they applied to and those the board does not show. A client gets listed freelancers who share skills with their newest open job offers, with whether they are verified and their rate fits the post’s pay. An administrator gets none.',
    answer: ApiOk(FeedResponse),
  })
  feed(@CurrentPrincipal() principal: Principal): Promise<{ items: FeedItem[] }> {
    return this.queryBus.execute(new GetFeedQuery(principal.id, principal.role));
  }
}
