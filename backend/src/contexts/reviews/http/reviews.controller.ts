import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { SubmitReviewCommand } from '../application/commands/submit-review';
import { GetOwnReviewQuery } from '../application/queries/get-own-review';
import { ListReviewsQuery } from '../application/queries/list-reviews';
import { ReviewView } from '../application/review-view';
import { GetTrustScoreBreakdownQuery, TrustScoreBreakdown } from '../application/queries/trust-score-breakdown';
import { ReviewResponse, SubmitReviewRequest, TrustScoreBreakdownResponse } from './dto';

@ApiTags('reviews')
@SignedIn()
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', '', {
    summary: 'Reviews the other party of a contract',
    description:
      'A party of a completed contract reviews the other one, once. Double-blind: the review stays hidden until both parties reviewed or 14 days after completion.',
    answer: ApiCreated(ReviewResponse),
    errors: { 404: 'Contract not found (or the caller is not a party)', 409: 'Not completed yet, or already reviewed' },
  })
  async submit(@CurrentPrincipal() principal: Principal, @Body() body: SubmitReviewRequest): Promise<ReviewView> {
    const { reviewId } = await this.commandBus.execute(
      new SubmitReviewCommand(principal.id, body.contractId, body.revieweeId, body.rating, body.comment),
    );
    return this.queryBus.execute(new GetOwnReviewQuery(reviewId, principal.id));
  }

  @Endpoint('GET', ':userId/trust-score', {
    summary: 'How a user’s trust score is made up',
    description: 'Each part’s points (verification, reviews, completed contracts) with its inputs, computed from the current records.',
    answer: ApiOk(TrustScoreBreakdownResponse),
    errors: { 404: 'User not found' },
  })
  trustScore(@Param('userId', new ParseUUIDPipe()) userId: string): Promise<TrustScoreBreakdown> {
    return this.queryBus.execute(new GetTrustScoreBreakdownQuery(userId));
  }

  @Endpoint('GET', ':userId', {
    summary: 'Reviews of a user',
    description:
      "Published reviews of the user with each reviewer, newest first, plus the caller’s own reviews of them still waiting, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(ReviewResponse),
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReviewView[]> {
    return sendPage(response, await this.queryBus.execute(new ListReviewsQuery(userId, principal.id, page)));
  }
}
