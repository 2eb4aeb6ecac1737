import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { OpenContractForApplicationCommand } from '../../../contracting/public';
import type { AcceptedApplication } from '../../../contracting/public';
import { Application } from '../../domain/application.entity';
import type { JobsTables } from '../../infrastructure/jobs-read-repository';
import { AlreadyApplied } from '../../domain/jobs-errors';
import { ApplicationAccepted, ApplicationRejected, ApplicationSubmitted } from '../../public';
import { loadActor, loadApplicationForDecision, loadJob } from './load';

export class ApplyToJobCommand extends Command<{ applicationId: string }> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
    readonly coverLetter: string,
  ) {
    super();
  }
}

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

export class RejectApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}

@CommandHandler(ApplyToJobCommand)
export class ApplyToJobHandler implements ICommandHandler<ApplyToJobCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, jobId, coverLetter }: ApplyToJobCommand): Promise<{ applicationId: string }> {
    const applicant = await loadActor(this.queryBus, userId);
    const em = this.em.fork();
    const job = await loadJob(em, jobId);
    const application = Application.submit(job, applicant, coverLetter, this.clock.now());
    if (await em.count(Application, { job, freelancerId: userId })) throw new AlreadyApplied();
    try {
      await em.transactional(async (tx) => {
        tx.persist(application);
        await tx
          .getKysely<JobsTables>()
          .updateTable('job_posts')
          .set((eb) => ({ applications_count: eb('applications_count', '+', 1) }))
          .where('id', '=', job.id)
          .execute();
        recordEvent(tx, new ApplicationSubmitted(application.id, job.id, job.clientId, userId, job.title));
      });
    } catch (error) {
      // Two submissions at once: the unique index keeps one.
      if (error instanceof UniqueConstraintViolationException) throw new AlreadyApplied();
      throw error;
    }
    return { applicationId: application.id };
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
