import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'My contracts', description: 'The caller’s contracts, as client or as freelancer, newest first.' })
  @ApiOkResponse({ type: [ContractResponse] })
  mine(@CurrentPrincipal() principal: Principal): Promise<ContractView[]> {
    return this.queryBus.execute(new ListMyContractsQuery(principal.id));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One contract',
    description: 'For its two parties and for admins; to anyone else the contract does not exist (404).',
  })
  @ApiOkResponse({ type: ContractResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Contract not found' })
  get(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ContractView> {
    return this.queryBus.execute(new GetContractQuery(id, principal));
  }

  @Post(':id/complete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marks a contract complete',
    description:
      'Either party marks an active contract complete (ContractCompleted event): the freelancer’s completed jobs grow, both parties may then review.',
  })
  @ApiOkResponse({ type: ContractResponse })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'An admin who is not a party' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Contract not found' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already completed' })
  async complete(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ContractView> {
    await this.commandBus.execute(new CompleteContractCommand(principal, id));
    return this.queryBus.execute(new GetContractQuery(id, principal));
  }
}
