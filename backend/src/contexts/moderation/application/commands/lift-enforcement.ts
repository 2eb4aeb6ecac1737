import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ENFORCEMENT_SUBJECT_TYPES, EnforcementAction } from '../../domain/enforcement-action.entity';
import { EnforcementActionNotFound } from '../../domain/moderation-errors';
import { endedEvent } from '../enforcement-events';
import { EnforcementActionView, toEnforcementActionViews } from '../enforcement-view';

export class LiftEnforcementCommand extends Command<EnforcementActionView> {
  constructor(
    readonly adminId: string,
    readonly actionId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** An administrator ends an action early, with a reason; the lift, its audit entry and the event commit together. */
@CommandHandler(LiftEnforcementCommand)
export class LiftEnforcementHandler implements ICommandHandler<LiftEnforcementCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, actionId, reason }: LiftEnforcementCommand): Promise<EnforcementActionView> {
    const action = await this.em.fork().transactional(async (em) => {
      // Two administrators at once, or the expiry schedule: the second waits, then finds it ended.
      const found = await em.findOne(EnforcementAction, actionId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new EnforcementActionNotFound();
      const now = this.clock.now();
      found.lift(adminId, reason, now);
      recordAdminAction(em, {
        adminId,
        action: 'enforcement.lifted',
        subjectType: ENFORCEMENT_SUBJECT_TYPES[found.kind],
        subjectId: found.subjectId,
        personId: found.userId,
        before: { enforcementActionId: found.id, kind: found.kind, status: 'active' },
        after: { enforcementActionId: found.id, kind: found.kind, status: found.status, liftReason: reason },
        createdAt: now,
      });
      recordEvent(em, endedEvent(found));
      return found;
    });
    const [view] = await toEnforcementActionViews(this.queryBus, [action]);
    return view;
  }
}
