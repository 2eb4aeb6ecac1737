import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContractingReadRepository } from '../../infrastructure/contracting-read-repository';
import { HasContractBetweenQuery } from '../../public';

@QueryHandler(HasContractBetweenQuery)
export class HasContractBetweenHandler implements IQueryHandler<HasContractBetweenQuery> {
  constructor(private readonly reads: ContractingReadRepository) {}

  execute({ userId, otherUserId }: HasContractBetweenQuery): Promise<boolean> {
    return this.reads.existsBetween(userId, otherUserId);
  }
}
