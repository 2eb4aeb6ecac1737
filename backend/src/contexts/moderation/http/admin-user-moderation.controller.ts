import { Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint } from '../../../platform/auth/guards';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { GetUserReportsQuery, UserReportsView } from '../application/queries/get-user-reports';
import { ListUserDisputesQuery } from '../application/queries/list-user-disputes';
import { AdminDisputeView } from '../application/views';
import { UserReportsResponse } from './admin-user-moderation.dto';
import { AdminDisputeResponse, AdminPageRequest } from './dto';

/** A user's reports and disputes on the administrators' page of that user (decision 0036). */
@ApiTags('moderation')
@AdministratorsOnlyEndpoint()
@Controller('admin/users')
export class AdminUserModerationController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', ':id/reports', {
    summary: 'Reports filed by and against a user',
    description:
      'filed: the reports the user filed; against: the reports on the user, on one of their job posts or on a message they sent. Any status, newest first, the newest 50 of each, with who filed them and what the reported thing is called.',
    answer: ApiOk(UserReportsResponse),
    errors: { 400: 'The id is not a uuid', 404: 'User not found' },
  })
  reports(@Param('id', new ParseUUIDPipe()) id: string): Promise<UserReportsView> {
    return this.queryBus.execute(new GetUserReportsQuery(id));
  }

  @Endpoint('GET', ':id/disputes', {
    summary: "Disputes on a user's contracts",
    description:
      'The disputes on contracts where the user is the client or the freelancer, whoever opened them, any status, newest first, with who opened them; a page at a time (before, limit).',
    answer: ApiOk([AdminDisputeResponse]),
    errors: { 400: 'The id is not a uuid, a bad limit, or a before that is no dispute', 404: 'User not found' },
  })
  disputes(@Param('id', new ParseUUIDPipe()) id: string, @Query() query: AdminPageRequest): Promise<AdminDisputeView[]> {
    return this.queryBus.execute(new ListUserDisputesQuery(id, { before: query.before, limit: query.limit }));
  }
}
