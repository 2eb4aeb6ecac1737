import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { InvitationOptOut } from '../../domain/invitation-opt-out.entity';

export class SetInvitationSettingCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly acceptsInvitations: boolean,
  ) {
    super();
  }
}

/** A freelancer stops or starts receiving invitations to jobs; the ones already received stay. */
@CommandHandler(SetInvitationSettingCommand)
export class SetInvitationSettingHandler implements ICommandHandler<SetInvitationSettingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, acceptsInvitations }: SetInvitationSettingCommand): Promise<void> {
    const em = this.em.fork();
    if (acceptsInvitations) {
      await em.nativeDelete(InvitationOptOut, { userId });
      return;
    }
    await em.upsert(InvitationOptOut, new InvitationOptOut(userId, this.clock.now()), { onConflictAction: 'ignore' });
  }
}
