import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { UserNotFound } from '../../domain/identity-errors';
import { Clock } from '../../../../platform/clock/clock';
import { User } from '../../domain/user.entity';
import { toUserView, UserView } from '../user-view';

/** Everything the account row holds of its user, as their data export shows it: their own view, and when they proved their address. */
export type AccountProfileExport = UserView & { emailVerifiedAt: string | null };

/** The profile section of the user's data export; a deleted account has none. */
export class ExportAccountProfileQuery extends Query<AccountProfileExport> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ExportAccountProfileQuery)
export class ExportAccountProfileHandler implements IQueryHandler<ExportAccountProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: ExportAccountProfileQuery): Promise<AccountProfileExport> {
    const user = await this.em.fork().findOne(User, { id: userId, deletedAt: null });
    if (!user) throw new UserNotFound();
    return { ...toUserView(user, this.clock.now()), emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null };
  }
}
