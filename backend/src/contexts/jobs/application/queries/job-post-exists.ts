import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { JobPostExistsQuery } from '../../public';

@QueryHandler(JobPostExistsQuery)
export class JobPostExistsHandler implements IQueryHandler<JobPostExistsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ jobId }: JobPostExistsQuery): Promise<boolean> {
    const rows = await readRows(this.em, 'select 1 from job_posts where id = ?', [jobId]);
    return rows.length > 0;
  }
}
