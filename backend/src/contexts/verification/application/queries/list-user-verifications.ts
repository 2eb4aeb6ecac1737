import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery } from '../../../identity/public';
import { VerificationUserNotFound } from '../../domain/verification-errors';
import { VerificationReadRepository } from '../../infrastructure/verification-read-repository';
import { AdminVerificationView, toAdminViews } from '../verification-views';

/** One user's verification requests for administrators, newest first, a page at a time: their verification history. */
export class ListUserVerificationsQuery extends Query<Page<AdminVerificationView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListUserVerificationsQuery)
export class ListUserVerificationsHandler implements IQueryHandler<ListUserVerificationsQuery> {
  constructor(
    private readonly reads: VerificationReadRepository,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ userId, page }: ListUserVerificationsQuery): Promise<Page<AdminVerificationView>> {
    // Deleted accounts keep their row: their history stays readable.
    if (!(await this.queryBus.execute(new GetUserSummariesQuery([userId]))).has(userId)) throw new VerificationUserNotFound();
    const { items, nextCursor } = await this.reads.userRequestsPage(userId, page);
    return { items: await toAdminViews(this.queryBus, this.queues, items), nextCursor };
  }
}
