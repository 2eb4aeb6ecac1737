import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { EnforcementAction } from '../../domain/enforcement-action.entity';
import { fileAppeal } from '../appeal-filing';
import { AppealView, toAppealView } from '../appeal-views';

export class FileAppealCommand extends Command<AppealView> {
  constructor(
    readonly userId: string,
    readonly actionId: string,
    readonly text: string,
  ) {
    super();
  }
}

/**
 * The signed-in owner of content an administrator took down or removed appeals the action, once
 * (decision 0065). An action on someone else is not found; one that ended is ENFORCEMENT_NOT_ACTIVE.
 */
@CommandHandler(FileAppealCommand)
export class FileAppealHandler implements ICommandHandler<FileAppealCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, actionId, text }: FileAppealCommand): Promise<AppealView> {
    const appeal = await fileAppeal(this.em, { actionId, appellantId: userId, text, now: this.clock.now() });
    const action = await this.em.fork().findOneOrFail(EnforcementAction, { id: actionId });
    return toAppealView(appeal, action);
  }
}
