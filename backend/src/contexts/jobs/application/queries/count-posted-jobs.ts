import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { CountPostedJobsQuery } from '../../public';

@QueryHandler(CountPostedJobsQuery)
export class CountPostedJobsHandler implements IQueryHandler<CountPostedJobsQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  execute(): Promise<number> {
    return this.reads.countJobOffers();
  }
}
