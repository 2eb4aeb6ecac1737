import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import type { DeclineReason } from '../../domain/application.entity';
import { ApplicationRejected } from '../../public';
import { loadApplicationForDecision } from './load';

export class RejectApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
    readonly reason: DeclineReason = 'other',
    readonly note: string | null = null,
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

  /** The owner declines with a reason (and a note) the freelancer is told. */
  async execute({ userId, applicationId, reason, note }: RejectApplicationCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const application = await loadApplicationForDecision(em, applicationId);
      application.reject(userId, this.clock.now(), reason, note);
      const { job } = application;
      recordEvent(em, new ApplicationRejected(application.id, job.id, job.clientId, application.freelancerId, job.title, reason, note));
    });
  }
}
