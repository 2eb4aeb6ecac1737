import { Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdministratorsOnlyEndpoint } from '../../../platform/auth/guards';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { ListUserVerificationsQuery } from '../application/queries/list-user-verifications';
import type { AdminVerificationView } from '../application/verification-views';
import { AdminVerificationResponse } from './dto';

/** A user's verification history on the administrators' page of that user (decision 0036). */
@ApiTags('verification')
@AdministratorsOnlyEndpoint()
@Controller('admin/users')
export class AdminUserVerificationsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', ':id/verifications', {
    summary: "A user's verification requests",
    description:
      "Every request the user submitted, decided or pending, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(AdminVerificationResponse),
    errors: { 400: 'The id is not a uuid, a bad limit, or a malformed cursor', 404: 'User not found' },
  })
  async list(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminVerificationView[]> {
    return sendPage(response, await this.queryBus.execute(new ListUserVerificationsQuery(id, query)));
  }
}
