import { Body, Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ChangeEmailPreferencesCommand } from '../application/commands/change-email-preferences';
import { GetEmailPreferencesQuery } from '../application/queries/get-email-preferences';
import { EmailPreferencesResponse, UpdateEmailPreferencesRequest } from './email-dto';

/** Settings → Notifications: which notification emails the signed-in user gets. */
@ApiTags('email')
@SignedIn()
@Controller('email/preferences')
export class EmailPreferencesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'My email notification settings',
    description: 'Every topic of notification email, on or off; all are on until turned off. Emails go only to a confirmed address.',
    answer: ApiOk(EmailPreferencesResponse),
  })
  async get(@CurrentPrincipal() principal: Principal): Promise<EmailPreferencesResponse> {
    return { topics: await this.queryBus.execute(new GetEmailPreferencesQuery(principal.id)) };
  }

  @Endpoint('PUT', '', {
    summary: 'Turns email topics on or off',
    description: 'Only the topics named change; the answer is every topic, as GET gives it.',
    answer: ApiOk(EmailPreferencesResponse),
    errors: { 400: 'topics is missing, names an unknown topic, or a value is not true or false' },
  })
  async update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateEmailPreferencesRequest): Promise<EmailPreferencesResponse> {
    return { topics: await this.commandBus.execute(new ChangeEmailPreferencesCommand(principal.id, { ...body.topics })) };
  }
}
