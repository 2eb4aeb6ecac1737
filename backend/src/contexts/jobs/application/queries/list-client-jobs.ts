import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { JobView } from '../views';
import { JobReadModel } from './job-read-model';
import { actsAsAdministrator } from '../../../../platform/auth/guards';

/**
 * The posts of one user, newest first, whatever their status (My Jobs, the poster's profile), a page
 * at a time; hidden ones (owner suspended, taken down) only for the owner and administrators.
 */
export class ListClientJobsQuery extends Query<Page<JobView>> {
  constructor(
    readonly clientId: string,
    readonly page: PageRequest,
    readonly viewer: Pick<Principal, 'id' | 'role' | 'secondFactor'>,
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

  async execute({ clientId, page, viewer }: ListClientJobsQuery): Promise<Page<JobView>> {
    const seesHidden = viewer.id === clientId || actsAsAdministrator(viewer);
    const { items, nextCursor } = await this.reads.clientJobsPage(clientId, page, seesHidden);
    return { items: await this.readModel.views(items), nextCursor };
  }
}
