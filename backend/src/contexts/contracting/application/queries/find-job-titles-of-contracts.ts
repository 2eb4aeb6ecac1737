import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Contract } from '../../domain/contract.entity';
import { FindJobTitlesOfContractsQuery } from '../../public';

@QueryHandler(FindJobTitlesOfContractsQuery)
export class FindJobTitlesOfContractsHandler implements IQueryHandler<FindJobTitlesOfContractsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ contractIds }: FindJobTitlesOfContractsQuery): Promise<Map<string, string>> {
    if (contractIds.length === 0) return new Map();
    const contracts = await this.em.fork().find(Contract, { id: { $in: [...new Set(contractIds)] } }, { fields: ['id', 'jobTitle'] });
    return new Map(contracts.map((contract) => [contract.id, contract.jobTitle]));
  }
}
