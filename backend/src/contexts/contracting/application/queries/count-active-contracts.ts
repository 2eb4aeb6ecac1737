import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContractingReadRepository } from '../../infrastructure/contracting-read-repository';
import { CountActiveContractsQuery } from '../../public';

@QueryHandler(CountActiveContractsQuery)
export class CountActiveContractsHandler implements IQueryHandler<CountActiveContractsQuery> {
  constructor(private readonly reads: ContractingReadRepository) {}

  execute({ userId }: CountActiveContractsQuery): Promise<number> {
    return this.reads.countActive(userId);
  }
}
