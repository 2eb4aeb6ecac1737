import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ApplicationRejected } from '../../public';
import { loadApplicationForDecision } from './load';

export class RejectApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}

@CommandHandler(RejectApplicationCommand)
export class RejectApplicationHandler implements ICommandHandler<RejectApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, applicationId }: RejectApplicationCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const application = await loadApplicationForDecision(em, applicationId);
      application.reject(userId, this.clock.now());
      const { job } = application;
      recordEvent(em, new ApplicationRejected(application.id, job.id, job.clientId, application.freelancerId, job.title));
    });
  }
}
