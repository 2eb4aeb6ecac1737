import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { Clock } from '../../../../platform/clock/clock';
import type { AcceptedApplication } from '../../../contracting/public';
import { Offer } from '../../domain/offer.entity';
import { calendarDay } from '../../domain/offer-terms';
import { ApplicationNotFound } from '../../domain/jobs-errors';
import { hireOn, openContract } from './hire';
import { loadApplicationForDecision } from './load';

/**
 * The one-step path (the spec's accept-with-terms): an offer by the owner, accepted at once — the
 * proposal's rate if it stated one, from today, ongoing, the terms as its notes. Answers the
 * contract opened from the application; null when opening it failed, and the event's handler opens it later.
 */
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
      const now = this.clock.now();
      // Only the owner hires; hireOn checks the rest (pending, an open post not taken down).
      if (application.isHiddenFrom(userId)) throw new ApplicationNotFound();
      application.job.assertOwner(userId);
      const versions = await em.find(Offer, { applicationId }, { orderBy: { version: 'desc' } });
      const offer = Offer.make(
        { applicationId, clientId: application.clientId, freelancerId: application.freelancerId },
        versions[0]?.version ?? 0,
        // The proposal's own terms where it states them: its rate, its hours, its start (not before today).
        {
          rate: application.proposedRate,
          hoursPerWeek: application.hoursPerWeek,
          startDate: application.startDate !== null && application.startDate > calendarDay(now) ? application.startDate : calendarDay(now),
          endDate: null,
          milestones: [],
          notes: terms,
        },
        now,
      );
      // Closing any open version first: the new one is accepted at once, never open beside it.
      for (const open of versions) open.closeWithApplication(now);
      await em.flush();
      offer.accept(application.freelancerId, now);
      em.persist(offer);
      return hireOn(em, application, offer, [], now);
    });
    return { contractId: await openContract(this.commandBus, this.logger, accepted) };
  }
}
