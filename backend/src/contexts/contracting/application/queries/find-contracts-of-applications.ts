import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Contract } from '../../domain/contract.entity';
import { FindContractsOfApplicationsQuery } from '../../public';

@QueryHandler(FindContractsOfApplicationsQuery)
export class FindContractsOfApplicationsHandler implements IQueryHandler<FindContractsOfApplicationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ applicationIds }: FindContractsOfApplicationsQuery): Promise<Map<string, string>> {
    if (applicationIds.length === 0) return new Map();
    const contracts = await this.em
      .fork()
      .find(Contract, { applicationId: { $in: [...applicationIds] } }, { fields: ['id', 'applicationId'] });
    return new Map(contracts.map((contract) => [contract.applicationId, contract.id]));
  }
}
