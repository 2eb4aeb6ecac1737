import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { SecondFactors } from '../../infrastructure/second-factors';

export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };

/** Whether the user signs in with a second factor, since when, and how many recovery codes they have left. */
export class GetTwoFactorStatusQuery extends Query<TwoFactorStatus> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetTwoFactorStatusQuery)
export class GetTwoFactorStatusHandler implements IQueryHandler<GetTwoFactorStatusQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
  ) {}

  async execute({ userId }: GetTwoFactorStatusQuery): Promise<TwoFactorStatus> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId, deletedAt: null });
    if (!user) throw new UserNotFound();
    return {
      enabled: user.twoFactorEnabled,
      enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: user.twoFactorEnabled ? await this.factors.recoveryCodesLeft(em, userId) : 0,
    };
  }
}
