import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Contract } from '../../domain/contract.entity';
import { ContractTerms, GetContractTermsQuery } from '../../public';

@QueryHandler(GetContractTermsQuery)
export class GetContractTermsHandler implements IQueryHandler<GetContractTermsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ contractId }: GetContractTermsQuery): Promise<ContractTerms | null> {
    const contract = await this.em.fork().findOne(Contract, contractId);
    if (!contract) return null;
    const { id, jobId, jobTitle, clientId, freelancerId, terms, offer, status, createdAt, completedAt } = contract;
    return { id, jobId, jobTitle, clientId, freelancerId, terms, offer, status, startedAt: createdAt, completedAt };
  }
}
