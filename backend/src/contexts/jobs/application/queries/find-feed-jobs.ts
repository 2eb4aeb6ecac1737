import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { FindFeedJobsQuery } from '../../public';
import type { JobView } from '../views';
import { JobReadModel } from './job-read-model';

@QueryHandler(FindFeedJobsQuery)
export class FindFeedJobsHandler implements IQueryHandler<FindFeedJobsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly readModel: JobReadModel,
  ) {}

  async execute({ search }: FindFeedJobsQuery): Promise<JobView[]> {
    if (search.skills.length === 0 && !search.rate && search.savedSearchMatches.length === 0) return [];
    return this.readModel.views(await this.reads.feedJobs(search));
  }
}
