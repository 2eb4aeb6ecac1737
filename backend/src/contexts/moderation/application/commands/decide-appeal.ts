import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { Appeal, AppealDecision } from '../../domain/appeal.entity';
import { EnforcementAction } from '../../domain/enforcement-action.entity';
import { AppealNotFound } from '../../domain/moderation-errors';
import { AppealDecided } from '../../events';
import { AdminAppealView, appealedAction, toAdminAppealViews } from '../appeal-views';
import { liftAction } from '../lift-action';
import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';

export class DecideAppealCommand extends Command<AdminAppealView> {
  constructor(
    readonly adminId: string,
    readonly appealId: string,
    readonly decision: AppealDecision,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * An administrator other than the one who acted upholds an appeal or lifts the action (decision
 * 0065). A lift goes the way every lift goes (liftAction: the lift's audit entry, and the event
 * that unsuspends the account or restores the content); the decision, its audit entry and
 * AppealDecided commit with it. The action's row is held first, then the appeal's, as a direct lift
 * and the expiry schedule hold them: two administrators at once, the second finds it decided.
 */
@CommandHandler(DecideAppealCommand)
export class DecideAppealHandler implements ICommandHandler<DecideAppealCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ adminId, appealId, decision, reason }: DecideAppealCommand): Promise<AdminAppealView> {
    const { appeal, action } = await this.em.fork().transactional(async (em) => {
      const filed = await em.findOne(Appeal, { id: appealId }, { fields: ['enforcementActionId'] });
      if (!filed) throw new AppealNotFound();
      const held = await em.findOneOrFail(EnforcementAction, { id: filed.enforcementActionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const found = await em.findOneOrFail(Appeal, { id: appealId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const now = this.clock.now();
      found.decide(adminId, held, decision, reason, now);
      await this.queues.recordDecision(em, { kind: 'appeals', itemId: found.id, personId: found.appellantId, adminId, now });
      if (decision === 'lifted') await liftAction(em, held, { adminId, reason, now, onAppeal: true });
      recordAdminAction(em, {
        adminId,
        action: `appeal.${decision}`,
        subjectType: 'appeal',
        subjectId: found.id,
        personId: found.appellantId,
        before: { status: 'pending', enforcementActionId: held.id },
        after: { status: found.status, enforcementActionId: held.id, reason },
        createdAt: now,
      });
      recordEvent(em, new AppealDecided(found.id, held.id, found.appellantId, appealedAction(held.kind), held.subjectId, decision, reason));
      return { appeal: found, action: held };
    });
    const [view] = await toAdminAppealViews(this.queryBus, this.queues, [appeal], new Map([[action.id, action]]));
    return view;
  }
}
