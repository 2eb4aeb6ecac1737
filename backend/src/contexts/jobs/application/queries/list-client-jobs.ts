import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { JobView } from '../views';
import { JobReadModel } from './job-read-model';

/** The posts of one user, newest first, whatever their status (My Jobs, the poster's profile), a page at a time. */
export class ListClientJobsQuery extends Query<Page<JobView>> {
  constructor(
    readonly clientId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListClientJobsQuery)
export class ListClientJobsHandler implements IQueryHandler<ListClientJobsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly readModel: JobReadModel,
  ) {}

  async execute({ clientId, page }: ListClientJobsQuery): Promise<Page<JobView>> {
    const { items, nextCursor } = await this.reads.clientJobsPage(clientId, page);
    return { items: await this.readModel.views(items), nextCursor };
  }
}
