import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { JobPostExistsQuery } from '../../public';

@QueryHandler(JobPostExistsQuery)
export class JobPostExistsHandler implements IQueryHandler<JobPostExistsQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  execute({ jobId }: JobPostExistsQuery): Promise<boolean> {
    return this.reads.jobPostExists(jobId);
  }
}
