import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { EnforcementAction } from '../../domain/enforcement-action.entity';
import { endedEvent } from '../enforcement-events';
import { closePendingAppeal } from '../lift-action';

/** Ends every timed suspension whose end has come; returns how many. */
export class ExpireSuspensionsCommand extends Command<number> {}

/**
 * The expiry schedule's run: each due suspension ends and AccountSuspensionLifted goes out with
 * it; its pending appeal, if any, closes as lifted (decision 0065). Rows another instance holds are skipped (it is ending them), so none ends twice.
 */
@CommandHandler(ExpireSuspensionsCommand)
export class ExpireSuspensionsHandler implements ICommandHandler<ExpireSuspensionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    const now = this.clock.now();
    return this.em.fork().transactional(async (em) => {
      const due = await em.find(
        EnforcementAction,
        { kind: 'suspension', status: 'active', endsAt: { $lte: now } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const action of due) {
        action.expire(now);
        recordEvent(em, endedEvent(action));
        await closePendingAppeal(em, action.id, null, 'The suspension ended on its set date before the appeal was decided.', now);
      }
      return due.length;
    });
  }
}
