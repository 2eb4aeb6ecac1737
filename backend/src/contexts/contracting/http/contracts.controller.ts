import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { CompleteContractCommand } from '../application/commands/complete-contract';
import { ContractView, GetContractQuery, ListMyContractsQuery } from '../application/queries/contract-queries';
import { ContractResponse } from './dto';

@ApiTags('contracting')
@SignedIn()
@Controller('contracts')
export class ContractsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('my')
  @ApiOperation({
    summary: 'My contracts',
    description:
      "The caller’s contracts, as client or as freelancer, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
  })
  @ApiPageResponse(ContractResponse)
  async mine(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContractView[]> {
    return sendPage(response, await this.queryBus.execute(new ListMyContractsQuery(principal.id, page)));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One contract',
    description: 'For its two parties and for admins; to anyone else the contract does not exist (404).',
  })
  @ApiOk(ContractResponse)
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Contract not found' })
  get(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ContractView> {
    return this.queryBus.execute(new GetContractQuery(id, principal));
  }

  @Post(':id/complete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marks a contract complete',
    description:
      'Either party marks an active contract complete (ContractCompleted event): the freelancer’s completed jobs grow, both parties may then review. Not while a dispute about it is open or under review.',
  })
  @ApiOk(ContractResponse)
  @ApiForbiddenResponse({ type: ErrorBody, description: 'An admin who is not a party' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Contract not found' })
  @ApiConflictResponse({
    type: ErrorBody,
    description:
      'CONTRACTING.CONTRACT_NOT_ACTIVE: already completed; CONTRACTING.CONTRACT_UNDER_DISPUTE: a dispute waits for an administrator',
  })
  async complete(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ContractView> {
    await this.commandBus.execute(new CompleteContractCommand(principal, id));
    return this.queryBus.execute(new GetContractQuery(id, principal));
  }
}
