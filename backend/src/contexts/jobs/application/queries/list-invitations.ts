import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { InvitationView, toInvitationViews } from '../invitation-view';

/** The invitations the user received or sent, newest first, a page at a time. */
export class ListInvitationsQuery extends Query<Page<InvitationView>> {
  constructor(
    readonly userId: string,
    readonly box: 'received' | 'sent',
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListInvitationsQuery)
export class ListInvitationsHandler implements IQueryHandler<ListInvitationsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, box, page }: ListInvitationsQuery): Promise<Page<InvitationView>> {
    const { items, nextCursor } = await this.reads.invitationsPage(userId, box, page);
    return { items: await toInvitationViews(this.queryBus, items, userId), nextCursor };
  }
}
