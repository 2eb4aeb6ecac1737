import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContractingReadRepository } from '../../infrastructure/contracting-read-repository';
import { ContractActivity, ListRecentContractActivityQuery } from '../../public';

@QueryHandler(ListRecentContractActivityQuery)
export class ListRecentContractActivityHandler implements IQueryHandler<ListRecentContractActivityQuery> {
  constructor(private readonly reads: ContractingReadRepository) {}

  async execute({ userId, limit }: ListRecentContractActivityQuery): Promise<ContractActivity[]> {
    const rows = await this.reads.recentActivity(userId, limit);
    return rows.map((row) => ({ ...row, at: new Date(row.at) }));
  }
}
