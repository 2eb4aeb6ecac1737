import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';

/** Whether the user receives invitations to jobs. */
export class GetInvitationSettingQuery extends Query<{ acceptsInvitations: boolean }> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetInvitationSettingQuery)
export class GetInvitationSettingHandler implements IQueryHandler<GetInvitationSettingQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  async execute({ userId }: GetInvitationSettingQuery): Promise<{ acceptsInvitations: boolean }> {
    return { acceptsInvitations: await this.reads.acceptsInvitations(userId) };
  }
}
