import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Contract } from '../../domain/contract.entity';
import { ContractForReview, GetContractForReviewQuery } from '../../public';

@QueryHandler(GetContractForReviewQuery)
export class GetContractForReviewHandler implements IQueryHandler<GetContractForReviewQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ contractId }: GetContractForReviewQuery): Promise<ContractForReview | null> {
    const contract = await this.em.fork().findOne(Contract, contractId);
    if (!contract) return null;
    const { id, jobTitle, clientId, freelancerId, status, createdAt, completedAt } = contract;
    return { id, jobTitle, clientId, freelancerId, status, startedAt: createdAt, completedAt };
  }
}
