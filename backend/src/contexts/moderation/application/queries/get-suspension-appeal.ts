import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetSuspensionAppealQuery, SuspensionAppealState } from '../../../identity/public';
import { Appeal } from '../../domain/appeal.entity';

/** Identity's question for a suspended user's sign-in refusal: the appeal of the suspension, if one was filed (decision 0065). */
@QueryHandler(GetSuspensionAppealQuery)
export class GetSuspensionAppealHandler implements IQueryHandler<GetSuspensionAppealQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actionId }: GetSuspensionAppealQuery): Promise<SuspensionAppealState | null> {
    const appeal = await this.em.fork().findOne(Appeal, { enforcementActionId: actionId });
    return (
      appeal && {
        status: appeal.status,
        filedAt: appeal.createdAt.toISOString(),
        decidedAt: appeal.decidedAt?.toISOString() ?? null,
        decisionReason: appeal.decisionReason,
      }
    );
  }
}
