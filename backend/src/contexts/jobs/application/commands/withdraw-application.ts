import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ApplicationWithdrawn } from '../../public';
import { loadApplicationForDecision } from './load';

export class WithdrawApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}

/** The applicant takes back a pending application; the post's owner is told. */
@CommandHandler(WithdrawApplicationCommand)
export class WithdrawApplicationHandler implements ICommandHandler<WithdrawApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, applicationId }: WithdrawApplicationCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const application = await loadApplicationForDecision(em, applicationId);
      application.withdraw(userId, this.clock.now());
      const { job } = application;
      recordEvent(em, new ApplicationWithdrawn(application.id, job.id, job.clientId, application.freelancerId, job.title));
    });
  }
}
