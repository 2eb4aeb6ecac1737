import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ApplicationEdited } from '../../public';
import { loadApplicationForDecision } from './load';

export class ShortlistApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
    /** true: onto the shortlist; false: back to new. */
    readonly on: boolean,
  ) {
    super();
  }
}

/** The job's owner moves a pending proposal onto their shortlist or off it; their other screens follow. */
@CommandHandler(ShortlistApplicationCommand)
export class ShortlistApplicationHandler implements ICommandHandler<ShortlistApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, applicationId, on }: ShortlistApplicationCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const application = await loadApplicationForDecision(em, applicationId);
      application.shortlist(userId, on, this.clock.now());
      const { job } = application;
      const change = on ? 'shortlisted' : 'unshortlisted';
      recordEvent(em, new ApplicationEdited(application.id, job.id, job.clientId, application.freelancerId, job.title, change));
    });
  }
}
