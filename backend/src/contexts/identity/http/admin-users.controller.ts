import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint } from '../../../platform/auth/guards';
import { ErrorBody } from '../../../platform/errors/error-body';
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

  @Get()
  @ApiOperation({
    summary: 'Finds accounts',
    description:
      'Accounts of every role, deleted ones included (marked), newest first; with q, those whose name, username or email holds every word of it (case-insensitive, any part). A page at a time: before (the last id of the previous page) and limit.',
  })
  @ApiOk([AdminUserSummaryResponse])
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A search over 200 characters, a bad limit, or a before that is no account' })
  search(@Query() query: SearchAdminUsersRequest): Promise<AdminUserSummary[]> {
    return this.queryBus.execute(new SearchAdminUsersQuery(query.q, { before: query.before, limit: query.limit }));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One account',
    description: 'As the search lists it: role, verification, email and two-factor state, trust score, and the suspension in force.',
  })
  @ApiOk(AdminUserSummaryResponse)
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'User not found' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminUserSummary> {
    return this.queryBus.execute(new GetAdminUserQuery(id));
  }
}
