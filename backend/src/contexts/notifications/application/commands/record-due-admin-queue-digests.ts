import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MAX_ADMINISTRATORS } from '../../../../platform/auth/principal';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { AdminQueueDigestDue } from '../../events';
import { AdminQueueDigestsRepository } from '../../infrastructure/admin-queue-digests-repository';

/** Records a digest of new work for every administrator whose digest is due; returns how many. */
export class RecordDueAdminQueueDigestsCommand extends Command<number> {}

/**
 * Takes the due digests off the schedule and records an AdminQueueDigestDue for each in the same
 * transaction, the shape of the unread-message digest (decision 0032): instances running at once
 * skip each other's rows, so each digest is recorded once, and the email leaves from the outbox.
 */
@CommandHandler(RecordDueAdminQueueDigestsCommand)
export class RecordDueAdminQueueDigestsHandler implements ICommandHandler<RecordDueAdminQueueDigestsCommand> {
  constructor(
    private readonly digests: AdminQueueDigestsRepository,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    return this.em.fork().transactional(async (em) => {
      const due = await this.digests.takeDue(em, now, MAX_ADMINISTRATORS);
      for (const adminId of due) recordEvent(em, new AdminQueueDigestDue(adminId, now.toISOString()));
      return due.length;
    });
  }
}
