import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { UserNotFound } from '../../domain/identity-errors';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { AdminUserSummary, toAdminUserSummary } from './admin-user-summary';

/** One account as administrators see it. */
export class GetAdminUserQuery extends Query<AdminUserSummary> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetAdminUserQuery)
export class GetAdminUserHandler implements IQueryHandler<GetAdminUserQuery> {
  constructor(
    private readonly reads: IdentityReadRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetAdminUserQuery): Promise<AdminUserSummary> {
    const row = await this.reads.adminUser(userId);
    if (!row) throw new UserNotFound();
    return toAdminUserSummary(row, this.clock.now());
  }
}
