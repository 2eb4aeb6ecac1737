import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { CountPendingApplicationsQuery } from '../../public';

@QueryHandler(CountPendingApplicationsQuery)
export class CountPendingApplicationsHandler implements IQueryHandler<CountPendingApplicationsQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  execute({ userId, role }: CountPendingApplicationsQuery): Promise<number> {
    return role === 'freelancer' ? this.reads.countPendingApplicationsOf(userId) : this.reads.countPendingApplicationsTo(userId);
  }
}
