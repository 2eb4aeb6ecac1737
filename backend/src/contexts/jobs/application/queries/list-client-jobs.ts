import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { DescribePublicProfileQuery } from '../../../identity/public';
import { ClientJobsFilter, JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { JobView } from '../views';
import { JobReadModel } from './job-read-model';
import { actsAsAdministrator } from '../../../../platform/auth/guards';

/**
 * The posts of one user, newest first, of any status or those of `filter` (My Jobs, the poster's
 * profile), a page at a time; hidden ones (owner suspended, taken down) only for the owner and
 * administrators. A visitor who is not signed in (viewer null) gets the posts of a profile shown to
 * everyone only, and none of a members-only one, as of a user who does not exist (decision 0061).
 */
export class ListClientJobsQuery extends Query<Page<JobView>> {
  constructor(
    readonly clientId: string,
    readonly page: PageRequest,
    readonly viewer: Pick<Principal, 'id' | 'role' | 'secondFactor'> | null,
    readonly filter: ClientJobsFilter = {},
  ) {
    super();
  }
}

@QueryHandler(ListClientJobsQuery)
export class ListClientJobsHandler implements IQueryHandler<ListClientJobsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly readModel: JobReadModel,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ clientId, page, viewer, filter }: ListClientJobsQuery): Promise<Page<JobView>> {
    if (!viewer && !(await this.queryBus.execute(new DescribePublicProfileQuery(clientId)))) return { items: [], nextCursor: null };
    const seesHidden = viewer !== null && (viewer.id === clientId || actsAsAdministrator(viewer));
    const { items, nextCursor } = await this.reads.clientJobsPage(clientId, page, seesHidden, filter);
    return { items: await this.readModel.views(items, viewer ? 'members' : 'visitors'), nextCursor };
  }
}
