import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { EnforcementAction } from '../../domain/enforcement-action.entity';
import { EnforcementActionNotFound } from '../../domain/moderation-errors';
import { EnforcementActionView, toEnforcementActionViews } from '../enforcement-view';
import { liftAction } from '../lift-action';

export class LiftEnforcementCommand extends Command<EnforcementActionView> {
  constructor(
    readonly adminId: string,
    readonly actionId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * An administrator ends an action early, with a reason; the lift, its audit entry and the event
 * commit together (liftAction), and so does the closing of its pending appeal, if any.
 */
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
      await liftAction(em, found, { adminId, reason, now: this.clock.now() });
      return found;
    });
    const [view] = await toEnforcementActionViews(this.queryBus, [action]);
    return view;
  }
}
