import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { Attachments } from '../../../../platform/attachments/public';
import { toViews } from '../application-view';
import { ApplicationView } from '../views';

/** A freelancer's own applications, newest first, a page at a time. */
export class ListMyApplicationsQuery extends Query<Page<ApplicationView>> {
  constructor(
    readonly freelancerId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListMyApplicationsQuery)
export class ListMyApplicationsHandler implements IQueryHandler<ListMyApplicationsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly queryBus: QueryBus,
    private readonly attachments: Attachments,
  ) {}

  async execute({ freelancerId, page }: ListMyApplicationsQuery): Promise<Page<ApplicationView>> {
    const { items, nextCursor } = await this.reads.applicationsOfFreelancerPage(freelancerId, page);
    return { items: await toViews(this.queryBus, this.attachments, items, freelancerId), nextCursor };
  }
}
