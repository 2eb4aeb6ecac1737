import { Body, Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ChangeEmailPreferencesCommand } from '../application/commands/change-email-preferences';
import { GetEmailPreferencesQuery } from '../application/queries/get-email-preferences';
import type { EmailAudience } from '../domain/email-topics';
import { EmailPreferencesResponse, UpdateEmailPreferencesRequest } from './email-dto';

/** Administrators are offered the digest of their queues besides the members' topics. */
function audienceOf(principal: Principal): EmailAudience {
  return principal.role === 'admin' ? 'administrators' : 'members';
}

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
    description:
      'Every topic of notification email offered to the caller, on or off; all are on until turned off. admin_queue (the digest of work waiting in the admin panel) is offered to administrators only. Emails go only to a confirmed address.',
    answer: ApiOk(EmailPreferencesResponse),
  })
  async get(@CurrentPrincipal() principal: Principal): Promise<EmailPreferencesResponse> {
    return { topics: await this.queryBus.execute(new GetEmailPreferencesQuery(principal.id, audienceOf(principal))) };
  }

  @Endpoint('PUT', '', {
    summary: 'Turns email topics on or off',
    description: 'Only the topics named change; the answer is every topic offered to the caller, as GET gives it.',
    answer: ApiOk(EmailPreferencesResponse),
    errors: {
      400: 'topics is missing, names an unknown topic, or a value is not true or false',
      403: 'EMAIL.TOPIC_NOT_OFFERED: a member named admin_queue, which only administrators are offered',
    },
  })
  async update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateEmailPreferencesRequest): Promise<EmailPreferencesResponse> {
    const command = new ChangeEmailPreferencesCommand(principal.id, { ...body.topics }, audienceOf(principal));
    return { topics: await this.commandBus.execute(command) };
  }
}
