import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Appeal } from '../../domain/appeal.entity';
import { EnforcementAction } from '../../domain/enforcement-action.entity';
import { OwnActionView, toAppealedActionView, toAppealSummary } from '../appeal-views';

/**
 * The latest administrator's action on a job post, portfolio item or message of the user's, with
 * its appeal and whether they may still appeal it (decision 0065): what the screens of taken-down
 * or removed content show their owner. Nothing for content of someone else's, or that no
 * administrator acted on (a post the safety review removed has its own contest).
 */
export class GetOwnActionQuery extends Query<OwnActionView> {
  constructor(
    readonly userId: string,
    readonly subjectId: string,
  ) {
    super();
  }
}

@QueryHandler(GetOwnActionQuery)
export class GetOwnActionHandler implements IQueryHandler<GetOwnActionQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, subjectId }: GetOwnActionQuery): Promise<OwnActionView> {
    const em = this.em.fork();
    // The owner's index (user_id, created_at, id) finds it among their few actions.
    const action = await em.findOne(
      EnforcementAction,
      { userId, subjectId, kind: { $ne: 'suspension' } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    if (!action) return { action: null, appeal: null, canAppeal: false };
    const appeal = await em.findOne(Appeal, { enforcementActionId: action.id });
    return {
      action: toAppealedActionView(action),
      appeal: appeal && toAppealSummary(appeal),
      canAppeal: !appeal && action.status === 'active',
    };
  }
}
