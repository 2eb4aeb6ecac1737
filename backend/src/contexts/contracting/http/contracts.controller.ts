import { Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { CompleteContractCommand } from '../application/commands/complete-contract';
import { ContractView } from '../application/contract-view';
import { GetContractQuery } from '../application/queries/get-contract';
import { ListMyContractsQuery } from '../application/queries/list-my-contracts';
import { ContractResponse } from './dto';

@ApiTags('contracting')
@SignedIn()
@Controller('contracts')
export class ContractsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', 'my', {
    summary: 'My contracts',
    description:
      "The caller’s contracts, as client or as freelancer, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(ContractResponse),
  })
  async mine(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContractView[]> {
    return sendPage(response, await this.queryBus.execute(new ListMyContractsQuery(principal.id, page)));
  }

  @Endpoint('GET', ':id', {
    summary: 'One contract',
    description: 'For its two parties and for admins; to anyone else the contract does not exist (404).',
    answer: ApiOk(ContractResponse),
    errors: { 404: 'Contract not found' },
  })
  get(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ContractView> {
    return this.queryBus.execute(new GetContractQuery(id, principal));
  }

  @Endpoint('POST', ':id/complete', {
    summary: 'Marks a contract complete',
    description:
      'Either party marks an active contract complete (ContractCompleted event): the freelancer’s completed jobs grow, both parties may then review. Not while a dispute about it is open or under review.',
    answer: ApiOk(ContractResponse),
    errors: {
      403: 'An admin who is not a party',
      404: 'Contract not found',
      409: 'CONTRACTING.CONTRACT_NOT_ACTIVE: already completed; CONTRACTING.CONTRACT_UNDER_DISPUTE: a dispute waits for an administrator',
    },
  })
  async complete(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ContractView> {
    await this.commandBus.execute(new CompleteContractCommand(principal, id));
    return this.queryBus.execute(new GetContractQuery(id, principal));
  }
}
