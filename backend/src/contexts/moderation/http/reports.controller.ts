import { Body, Controller, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiCreated } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { RateLimited, REPORTS_THROTTLER } from '../../../platform/rate-limit/rate-limit';
import { FileReportCommand } from '../application/commands/file-report';
import { ListMyReportsQuery } from '../application/queries/list-my-reports';
import { ReportView } from '../application/views';
import { FileReportRequest, ReportResponse } from './dto';

@ApiTags('moderation')
@SignedIn()
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', '', {
    summary: 'Reports a user, a job post or a message',
    description:
      'Any signed-in user reports something they can see: another user, a job post, or a message they sent or received. The report waits (pending) for an administrator; one pending report per reporter and target.',
    answer: ApiCreated(ReportResponse),
    errors: {
      400: 'A missing or too long reason, too long evidence, a bad type or id, or reporting yourself',
      404: 'Report target not found (also a message the caller neither sent nor received)',
      409: 'The caller already has a pending report on this target',
    },
  })
  @RateLimited(REPORTS_THROTTLER)
  file(@CurrentPrincipal() principal: Principal, @Body() body: FileReportRequest): Promise<ReportView> {
    return this.commandBus.execute(new FileReportCommand(principal.id, body.reportType, body.targetId, body.reason, body.evidence || null));
  }

  @Endpoint('GET', 'my', {
    summary: 'My reports',
    description:
      "The reports the caller filed, newest first, with their status and the administrator’s note, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(ReportResponse),
  })
  async mine(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReportView[]> {
    return sendPage(response, await this.queryBus.execute(new ListMyReportsQuery(principal.id, page)));
  }
}
