import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { AlertSubjectJob, GetAlertSubjectJobsQuery } from '../../public';

@QueryHandler(GetAlertSubjectJobsQuery)
export class GetAlertSubjectJobsHandler implements IQueryHandler<GetAlertSubjectJobsQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  async execute({ jobIds }: GetAlertSubjectJobsQuery): Promise<Map<string, AlertSubjectJob>> {
    const rows = await this.reads.alertSubjects(jobIds);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
