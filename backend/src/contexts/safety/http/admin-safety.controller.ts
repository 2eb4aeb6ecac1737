import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdministratorsOnlyEndpoint, CurrentPrincipal } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, sendPage } from '../../../platform/paging/keyset-page';
import { DecideSafetyReviewCommand } from '../application/commands/decide-review';
import { ListSafetyReviewsQuery } from '../application/queries/list-safety-reviews';
import type { AdminSafetyReviewView } from '../application/views';
import type { ReviewDecision } from '../domain/safety-review.entity';
import { RemovalNeedsNote } from '../domain/safety-errors';
import { AdminSafetyReviewResponse, DecideSafetyReviewRequest, ListSafetyReviewsRequest } from './dto';

const DECIDED: Record<'release' | 'remove' | 'uphold', ReviewDecision> = { release: 'released', remove: 'removed', uphold: 'upheld' };

@ApiTags('safety')
@AdministratorsOnlyEndpoint()
@Controller('admin/safety')
export class AdminSafetyController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', 'reviews', {
    summary: 'The Safety queue',
    description:
      "Held texts and contested warnings waiting for a decision (oldest first), or the reviews of another status (newest first), each with its reasons, the text as judged and its author's standing and history; a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(AdminSafetyReviewResponse),
    errors: { 400: 'An unknown status, a bad limit, or a cursor that is no page of the list' },
  })
  async reviews(
    @Query() query: ListSafetyReviewsRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSafetyReviewView[]> {
    const { status = 'open', ...page } = query;
    return sendPage(response, await this.queryBus.execute(new ListSafetyReviewsQuery(status, page)));
  }

  @Endpoint('POST', 'reviews/:id/release', {
    summary: 'Releases a held text or lifts a contested warning',
    description:
      'The post is published, the application reaches the client, the message is delivered (once), or a contested warning is lifted. Recorded in the audit log; the author is told, with the note.',
    answer: ApiOk(AdminSafetyReviewResponse),
    errors: {
      400: 'The id is not a uuid, or a too long note',
      404: 'Review not found',
      409: 'Already decided (REVIEW_ALREADY_DECIDED), or another administrator is working on it (ADMIN_QUEUE.ITEM_TAKEN)',
    },
  })
  release(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DecideSafetyReviewRequest,
  ): Promise<AdminSafetyReviewView> {
    return this.decide(principal, id, 'release', body.note ?? '');
  }

  @Endpoint('POST', 'reviews/:id/remove', {
    summary: 'Removes a flagged text',
    description:
      'A post is taken down (its owner sees why), an application is withdrawn from the client, a message is never delivered. Recorded in the audit log; the author is told, with the note.',
    answer: ApiOk(AdminSafetyReviewResponse),
    errors: {
      400: 'The id is not a uuid, or a missing or too long note (REMOVAL_NEEDS_NOTE)',
      404: 'Review not found',
      409: 'Already decided (REVIEW_ALREADY_DECIDED), or another administrator is working on it (ADMIN_QUEUE.ITEM_TAKEN)',
    },
  })
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DecideSafetyReviewRequest,
  ): Promise<AdminSafetyReviewView> {
    if (!body.note) throw new RemovalNeedsNote();
    return this.decide(principal, id, 'remove', body.note);
  }

  @Endpoint('POST', 'reviews/:id/uphold', {
    summary: 'Keeps a contested warning',
    description: 'The warning stays on the text. Recorded in the audit log; the author is told, with the note.',
    answer: ApiOk(AdminSafetyReviewResponse),
    errors: {
      400: 'The id is not a uuid, or a too long note',
      404: 'Review not found',
      409: 'Already decided (REVIEW_ALREADY_DECIDED), not a contested warning (NOTHING_TO_UPHOLD), or another administrator is working on it (ADMIN_QUEUE.ITEM_TAKEN)',
    },
  })
  uphold(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DecideSafetyReviewRequest,
  ): Promise<AdminSafetyReviewView> {
    return this.decide(principal, id, 'uphold', body.note ?? '');
  }

  private decide(principal: Principal, id: string, decision: keyof typeof DECIDED, note: string): Promise<AdminSafetyReviewView> {
    return this.commandBus.execute(new DecideSafetyReviewCommand(principal.id, id, DECIDED[decision], note));
  }
}
