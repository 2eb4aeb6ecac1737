import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { JobInvitation } from '../../domain/job-invitation.entity';
import { InvitationNotFound } from '../../domain/jobs-errors';
import { InvitationView, toInvitationViews } from '../invitation-view';

/** One invitation, for its two parties only. */
export class GetInvitationQuery extends Query<InvitationView> {
  constructor(
    readonly invitationId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

@QueryHandler(GetInvitationQuery)
export class GetInvitationHandler implements IQueryHandler<GetInvitationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ invitationId, viewerId }: GetInvitationQuery): Promise<InvitationView> {
    const invitation = await this.em.fork().findOne(JobInvitation, { id: invitationId }, { populate: ['job'] });
    if (!invitation || (invitation.clientId !== viewerId && invitation.freelancerId !== viewerId)) throw new InvitationNotFound();
    const [view] = await toInvitationViews(this.queryBus, [invitation], viewerId);
    return view;
  }
}
