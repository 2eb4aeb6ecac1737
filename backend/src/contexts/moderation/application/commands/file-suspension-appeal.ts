import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { ReadAppealTokenQuery } from '../../../identity/public';
import { EnforcementAction } from '../../domain/enforcement-action.entity';
import { AppealTokenInvalid } from '../../domain/moderation-errors';
import { fileAppeal } from '../appeal-filing';
import { AppealView, toAppealView } from '../appeal-views';

export class FileSuspensionAppealCommand extends Command<AppealView> {
  constructor(
    readonly token: string,
    readonly text: string,
  ) {
    super();
  }
}

/**
 * A suspended user, who cannot sign in, appeals their suspension from the sign-in screen with the
 * token its refusal gave them (decision 0065). Identity signed it and reads it back: it names the
 * user and the one suspension it was made for, so it files no appeal of any other action.
 */
@CommandHandler(FileSuspensionAppealCommand)
export class FileSuspensionAppealHandler implements ICommandHandler<FileSuspensionAppealCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ token, text }: FileSuspensionAppealCommand): Promise<AppealView> {
    const claims = await this.queryBus.execute(new ReadAppealTokenQuery(token));
    if (!claims) throw new AppealTokenInvalid();
    const action = await this.em.fork().findOne(EnforcementAction, { id: claims.actionId });
    // Identity only signs for its suspensions; checked again here, as what the token may file.
    if (action?.kind !== 'suspension' || action.userId !== claims.userId) throw new AppealTokenInvalid();
    const appeal = await fileAppeal(this.em, { actionId: action.id, appellantId: claims.userId, text, now: this.clock.now() });
    return toAppealView(appeal, action);
  }
}
