import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import type { AppealTokenClaims } from '../../domain/appeal-token';
import { User } from '../../domain/user.entity';
import { ReadAppealTokenQuery } from '../../public';
import { AppealTokens } from '../appeal-tokens';

/**
 * A token this server signed, not expired, for an account the action still suspends: a token of a
 * suspension that was lifted or replaced, or of a deleted account, names nobody.
 */
@QueryHandler(ReadAppealTokenQuery)
export class ReadAppealTokenHandler implements IQueryHandler<ReadAppealTokenQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AppealTokens,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: ReadAppealTokenQuery): Promise<AppealTokenClaims | null> {
    const claims = this.tokens.read(token, this.clock.now());
    if (!claims) return null;
    const user = await this.em.fork().findOne(User, { id: claims.userId }, { fields: ['suspensionActionId', 'deletedAt'] });
    return user && !user.deletedAt && user.suspensionActionId === claims.actionId ? claims : null;
  }
}
