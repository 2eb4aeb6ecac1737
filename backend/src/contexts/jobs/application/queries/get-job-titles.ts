import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { GetJobTitlesQuery } from '../../public';

@QueryHandler(GetJobTitlesQuery)
export class GetJobTitlesHandler implements IQueryHandler<GetJobTitlesQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  async execute({ jobIds }: GetJobTitlesQuery): Promise<Map<string, string>> {
    const rows = await this.reads.jobTitles(jobIds);
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
