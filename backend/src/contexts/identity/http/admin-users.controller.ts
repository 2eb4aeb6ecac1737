import { Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint } from '../../../platform/auth/guards';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import type { AdminUserSummary } from '../application/queries/admin-user-summary';
import { GetAdminUserQuery } from '../application/queries/get-admin-user';
import { SearchAdminUsersQuery } from '../application/queries/search-admin-users';
import { AdminUserSummaryResponse, SearchAdminUsersRequest } from './admin-users.dto';

/** Administrators find accounts and open one (decision 0036); what they did is in the other contexts' admin lists. */
@ApiTags('identity')
@AdministratorsOnlyEndpoint()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', '', {
    summary: 'Finds accounts',
    description:
      'Accounts of every role, deleted ones included (marked), newest first; with q, those whose name, username or email holds every word of it (case-insensitive, any part). A page at a time: before (the last id of the previous page) and limit.',
    answer: ApiOk([AdminUserSummaryResponse]),
    errors: { 400: 'A search over 200 characters, a bad limit, or a before that is no account' },
  })
  search(@Query() query: SearchAdminUsersRequest): Promise<AdminUserSummary[]> {
    return this.queryBus.execute(new SearchAdminUsersQuery(query.q, { before: query.before, limit: query.limit }));
  }

  @Endpoint('GET', ':id', {
    summary: 'One account',
    description: 'As the search lists it: role, verification, email and two-factor state, trust score, and the suspension in force.',
    answer: ApiOk(AdminUserSummaryResponse),
    errors: { 400: 'The id is not a uuid', 404: 'User not found' },
  })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminUserSummary> {
    return this.queryBus.execute(new GetAdminUserQuery(id));
  }
}
