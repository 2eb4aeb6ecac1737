import { Controller, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../../../platform/http/endpoint';
import { SignedLinkEndpoint } from '../../../platform/http/state-change.guard';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { UnsubscribeCommand } from '../application/commands/unsubscribe';
import { DescribeUnsubscribeLinkQuery, UnsubscribeLinkView } from '../application/queries/describe-unsubscribe-link';
import type { UnsubscribeResult } from '../domain/email-preferences';
import { OneClickUnsubscribeBody, UnsubscribeLinkRequest, UnsubscribeLinkResponse, UnsubscribeResponse } from './email-dto';

const INVALID_LINK =
  'token is missing, or is not an unsubscribe link of ours (EMAIL.LINK_INVALID: forged, altered, or its account is gone)';

/**
 * The unsubscribe link of every notification email, signed out: the page reads what it would
 * turn off (GET), and the click or the mail provider's one-click button (RFC 8058) turns it off (POST).
 */
@ApiTags('email')
@Controller('email/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'What an unsubscribe link turns off',
    description:
      'No session needed: the signed token names the user and the topic (or one saved search of theirs). Changes nothing, so link scanners that open it do no harm. The address is masked.',
    answer: ApiOk(UnsubscribeLinkResponse),
    errors: { 400: INVALID_LINK },
  })
  describe(@Query() query: UnsubscribeLinkRequest): Promise<UnsubscribeLinkView> {
    return this.queryBus.execute(new DescribeUnsubscribeLinkQuery(query.token));
  }

  @Endpoint('POST', '', {
    summary: 'Turns off the topic of an unsubscribe link',
    description:
      'One-click unsubscribe (RFC 8058), the URL of the List-Unsubscribe header: no session, no Origin needed, and the body mail providers send (`List-Unsubscribe=One-Click`, as application/x-www-form-urlencoded or multipart/form-data) is taken, as is `{}` from the unsubscribe page; the body is not read. Again is harmless. Counts against the write limits of the client address.',
    answer: ApiOk(UnsubscribeResponse, { description: "The topic is off; for a saved search's link, that search's alert is" }),
    errors: { 400: INVALID_LINK, 415: 'The body is not application/json, application/x-www-form-urlencoded or multipart/form-data' },
  })
  @SignedLinkEndpoint()
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: OneClickUnsubscribeBody, required: false })
  unsubscribe(@Query() query: UnsubscribeLinkRequest): Promise<UnsubscribeResult> {
    return this.commandBus.execute(new UnsubscribeCommand(query.token));
  }
}
