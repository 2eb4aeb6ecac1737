import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import { ContractNotFound } from '../../domain/contracting-errors';
import { Contract } from '../../domain/contract.entity';
import { MilestonesReadRepository } from '../../infrastructure/milestones-read-repository';
import { ContractView, toViews } from '../contract-view';
import { actsAsAdministrator } from '../../../../platform/auth/guards';

/** One contract, for its parties and for admins. */
export class GetContractQuery extends Query<ContractView> {
  constructor(
    readonly contractId: string,
    readonly viewer: Principal,
  ) {
    super();
  }
}

@QueryHandler(GetContractQuery)
export class GetContractHandler implements IQueryHandler<GetContractQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly milestones: MilestonesReadRepository,
  ) {}

  async execute({ contractId, viewer }: GetContractQuery): Promise<ContractView> {
    const contract = await this.em.fork().findOne(Contract, contractId);
    if (!contract || (!contract.partyOf(viewer.id) && !actsAsAdministrator(viewer))) throw new ContractNotFound();
    const [view] = await toViews(this.queryBus, this.milestones, [contract], viewer.id);
    return view;
  }
}
