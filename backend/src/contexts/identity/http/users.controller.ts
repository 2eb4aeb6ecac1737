import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { SwitchRoleCommand } from '../application/commands/switch-role';
import { ChangeUsernameCommand } from '../application/commands/change-username';
import { SetUpUsernameCommand } from '../application/commands/set-up-username';
import { CheckUsernameQuery, UsernameAvailability } from '../application/queries/check-username';
import { GetUserQuery } from '../public';
import type { UserView } from '../application/user-view';
import { SwitchRoleRequest, UsernameAvailabilityResponse, UsernameRequest, UserResponse } from './dto';

@ApiTags('identity')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('users')
export class UsersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', 'username/check/:username', {
    summary: 'Checks a username',
    description:
      'Whether the name is well-formed (3-20 characters of a-z, 0-9 and _) and free. `error` says why it cannot be taken; the caller’s own current name counts as available.',
    answer: ApiOk(UsernameAvailabilityResponse),
  })
  checkUsername(@CurrentPrincipal() principal: Principal, @Param('username') username: string): Promise<UsernameAvailability> {
    return this.queryBus.execute(new CheckUsernameQuery(principal.id, username));
  }

  @Endpoint('POST', 'username', {
    summary: 'Chooses the first username',
    description: 'Only while the user has none (the username-setup screen). The first choice does not start the 7-day limit on changes.',
    answer: ApiOk(UserResponse),
    errors: { 409: 'Taken, or a username is already set' },
  })
  async setUpUsername(@CurrentPrincipal() principal: Principal, @Body() body: UsernameRequest): Promise<UserView> {
    await this.commandBus.execute(new SetUpUsernameCommand(principal.id, body.username));
    return this.queryBus.execute(new GetUserQuery(principal.id));
  }

  @Endpoint('PUT', 'username', {
    summary: 'Changes the username',
    description: 'At most once every 7 days; a refusal (409) carries details.nextAllowedAt.',
    answer: ApiOk(UserResponse),
    errors: { 409: 'Taken, no username yet, or changed less than 7 days ago' },
  })
  async changeUsername(@CurrentPrincipal() principal: Principal, @Body() body: UsernameRequest): Promise<UserView> {
    await this.commandBus.execute(new ChangeUsernameCommand(principal.id, body.username));
    return this.queryBus.execute(new GetUserQuery(principal.id));
  }

  @Endpoint('PATCH', 'role', {
    summary: 'Switches between client and freelancer',
    description: 'Administrators cannot switch role (403). Every session of the user sees the new role at once.',
    answer: ApiOk(UserResponse),
    errors: { 403: 'Administrators cannot switch role' },
  })
  async switchRole(@CurrentPrincipal() principal: Principal, @Body() body: SwitchRoleRequest): Promise<UserView> {
    await this.commandBus.execute(new SwitchRoleCommand(principal.id, body.role));
    return this.queryBus.execute(new GetUserQuery(principal.id));
  }
}
