import { Body, Controller, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiCreated } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { OpenDisputeCommand } from '../application/commands/open-dispute';
import { ListMyDisputesQuery } from '../application/queries/list-my-disputes';
import { DisputeView } from '../application/views';
import { DisputeResponse, OpenDisputeRequest } from './dto';

@ApiTags('moderation')
@SignedIn()
@Controller('disputes')
export class DisputesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', '', {
    summary: 'Opens a dispute on a contract',
    description:
      'A party of the contract (active or completed) asks an administrator to step in. A contract has at most one dispute that is not resolved; once resolved, a new one may be opened.',
    answer: ApiCreated(DisputeResponse),
    errors: {
      400: 'A missing or too long reason, or a bad contractId',
      404: 'Contract not found (also to anyone who is not a party)',
      409: 'The contract already has a dispute that is not resolved',
    },
  })
  open(@CurrentPrincipal() principal: Principal, @Body() body: OpenDisputeRequest): Promise<DisputeView> {
    return this.commandBus.execute(new OpenDisputeCommand(principal.id, body.contractId, body.reason));
  }

  @Endpoint('GET', 'my', {
    summary: 'My disputes',
    description:
      "The disputes on the caller’s contracts, whichever party opened them, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(DisputeResponse),
  })
  async mine(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DisputeView[]> {
    return sendPage(response, await this.queryBus.execute(new ListMyDisputesQuery(principal.id, page)));
  }
}
