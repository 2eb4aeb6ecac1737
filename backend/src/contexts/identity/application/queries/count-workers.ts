import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { CountWorkersQuery, WorkerCounts } from '../../public';

@QueryHandler(CountWorkersQuery)
export class CountWorkersHandler implements IQueryHandler<CountWorkersQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute(): Promise<WorkerCounts> {
    const { total, verified } = await this.reads.workerCounts();
    return { totalWorkers: total, verifiedWorkers: verified };
  }
}
