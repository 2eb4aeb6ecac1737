import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { InvitationRepository } from '../../infrastructure/invitation-repository';

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
    private readonly invitations: InvitationRepository,
  ) {}

  async execute({ userId, acceptsInvitations }: SetInvitationSettingCommand): Promise<void> {
    await this.invitations.setOptedOut(this.em.fork(), userId, !acceptsInvitations, this.clock.now());
  }
}
