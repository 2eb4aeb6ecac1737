import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { JobNotFound } from '../../domain/jobs-errors';
import { DescribePublicJobQuery } from '../../public';
import { GetJobQuery } from './get-job';

/** The post as a visitor reads it (GetJobQuery without a viewer): not found, hidden or held is null. */
@QueryHandler(DescribePublicJobQuery)
export class DescribePublicJobHandler implements IQueryHandler<DescribePublicJobQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ jobId }: DescribePublicJobQuery) {
    try {
      const { title, description, jobType } = await this.queryBus.execute(new GetJobQuery(jobId, null));
      return { title, description, jobType };
    } catch (error) {
      if (error instanceof JobNotFound) return null;
      throw error;
    }
  }
}
