import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { SubmitReviewCommand } from '../application/commands/submit-review';
import { GetOwnReviewQuery, ListReviewsQuery, ReviewView } from '../application/queries/review-queries';
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

  @Post()
  @ApiOperation({
    summary: 'Reviews the other party of a contract',
    description:
      'A party of a completed contract reviews the other one, once. Double-blind: the review stays hidden until both parties reviewed or 14 days after completion.',
  })
  @ApiCreated(ReviewResponse)
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Contract not found (or the caller is not a party)' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not completed yet, or already reviewed' })
  async submit(@CurrentPrincipal() principal: Principal, @Body() body: SubmitReviewRequest): Promise<ReviewView> {
    const { reviewId } = await this.commandBus.execute(
      new SubmitReviewCommand(principal.id, body.contractId, body.revieweeId, body.rating, body.comment),
    );
    return this.queryBus.execute(new GetOwnReviewQuery(reviewId, principal.id));
  }

  @Get(':userId/trust-score')
  @ApiOperation({
    summary: 'How a user’s trust score is made up',
    description: 'Each part’s points (verification, reviews, completed contracts) with its inputs, computed from the current records.',
  })
  @ApiOk(TrustScoreBreakdownResponse)
  @ApiNotFoundResponse({ type: ErrorBody, description: 'User not found' })
  trustScore(@Param('userId', new ParseUUIDPipe()) userId: string): Promise<TrustScoreBreakdown> {
    return this.queryBus.execute(new GetTrustScoreBreakdownQuery(userId));
  }

  @Get(':userId')
  @ApiOperation({
    summary: 'Reviews of a user',
    description:
      "Published reviews of the user with each reviewer, newest first, plus the caller’s own reviews of them still waiting, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
  })
  @ApiPageResponse(ReviewResponse)
  async list(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReviewView[]> {
    return sendPage(response, await this.queryBus.execute(new ListReviewsQuery(userId, principal.id, page)));
  }
}
