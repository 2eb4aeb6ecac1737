import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import type { Principal } from '../../../../platform/auth/principal';
import type { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { actsAsAdministrator } from '../../../../platform/auth/guards';
import { Contract } from '../../domain/contract.entity';
import { ContractNotFound } from '../../domain/contracting-errors';
import { MilestoneView, withFiles } from '../milestone-view';
import { MilestonesReadRepository } from '../../infrastructure/milestones-read-repository';

/** A contract's milestones in order, a page at a time, each with its latest submission: for its parties and for admins. */
export class ListContractMilestonesQuery extends Query<Page<MilestoneView>> {
  constructor(
    readonly contractId: string,
    readonly viewer: Principal,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListContractMilestonesQuery)
export class ListContractMilestonesHandler implements IQueryHandler<ListContractMilestonesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: MilestonesReadRepository,
    private readonly attachments: Attachments,
  ) {}

  async execute({ contractId, viewer, page }: ListContractMilestonesQuery): Promise<Page<MilestoneView>> {
    const contract = await this.em.fork().findOne(Contract, { id: contractId }, { fields: ['clientId', 'freelancerId'] });
    if (!contract || (!contract.partyOf(viewer.id) && !actsAsAdministrator(viewer))) throw new ContractNotFound();
    const { items, nextCursor } = await this.reads.milestonesOf(contractId, page);
    return { items: await withFiles(this.attachments, items), nextCursor };
  }
}
