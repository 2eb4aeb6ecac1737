import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { ContractingReadRepository } from '../../infrastructure/contracting-read-repository';
import { MilestonesReadRepository } from '../../infrastructure/milestones-read-repository';
import { ContractView, toViews } from '../contract-view';

/** The caller's contracts on either side, newest first, a page at a time. */
export class ListMyContractsQuery extends Query<Page<ContractView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListMyContractsQuery)
export class ListMyContractsHandler implements IQueryHandler<ListMyContractsQuery> {
  constructor(
    private readonly reads: ContractingReadRepository,
    private readonly queryBus: QueryBus,
    private readonly milestones: MilestonesReadRepository,
  ) {}

  async execute({ userId, page }: ListMyContractsQuery): Promise<Page<ContractView>> {
    const { items, nextCursor } = await this.reads.contractsPage(userId, page);
    return { items: await toViews(this.queryBus, this.milestones, items, userId), nextCursor };
  }
}
