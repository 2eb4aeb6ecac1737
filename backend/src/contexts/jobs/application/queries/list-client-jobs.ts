import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { JobView } from '../views';
import { JobReadModel } from './job-read-model';

/** Every post of one user, newest first, whatever its status (My Jobs, the poster's profile). */
export class ListClientJobsQuery extends Query<JobView[]> {
  constructor(readonly clientId: string) {
    super();
  }
}

@QueryHandler(ListClientJobsQuery)
export class ListClientJobsHandler implements IQueryHandler<ListClientJobsQuery> {
  constructor(private readonly readModel: JobReadModel) {}

  async execute({ clientId }: ListClientJobsQuery): Promise<JobView[]> {
    const rows = await this.readModel.rows('where j.client_id = ? order by j.created_at desc, j.id desc', [clientId]);
    return this.readModel.views(rows);
  }
}
