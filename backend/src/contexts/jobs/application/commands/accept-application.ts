import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { OpenContractForApplicationCommand } from '../../../contracting/public';
import type { AcceptedApplication } from '../../../contracting/public';
import { ApplicationAccepted } from '../../public';
import { loadApplicationForDecision } from './load';

/** Answers the contract opened from the application; null when opening it failed, and the event's handler opens it later. */
export class AcceptApplicationCommand extends Command<{ contractId: string | null }> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
    readonly terms: string,
  ) {
    super();
  }
}

@CommandHandler(AcceptApplicationCommand)
export class AcceptApplicationHandler implements ICommandHandler<AcceptApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly commandBus: CommandBus,
    private readonly logger: PinoLogger,
  ) {}

  async execute({ userId, applicationId, terms }: AcceptApplicationCommand): Promise<{ contractId: string | null }> {
    const accepted = await this.em.fork().transactional(async (em): Promise<AcceptedApplication> => {
      // The row lock makes a concurrent decision on the same application wait, then see its outcome.
      const application = await loadApplicationForDecision(em, applicationId);
      application.accept(userId, this.clock.now());
      const { job, freelancerId } = application;
      recordEvent(em, new ApplicationAccepted(application.id, job.id, job.clientId, freelancerId, job.title, terms));
      return { applicationId: application.id, jobId: job.id, jobTitle: job.title, clientId: job.clientId, freelancerId, terms };
    });
    // Once the acceptance committed, so the owner's answer carries the contract. The event above
    // opens it too, should this fail (the acceptance stands): contracting keeps it to one.
    try {
      return await this.commandBus.execute(new OpenContractForApplicationCommand(accepted));
    } catch (error) {
      this.logger.warn({ err: error, applicationId }, 'opening the contract of an accepted application failed; its event will');
      return { contractId: null };
    }
  }
}
