import { recordQueueItemChange } from '../../../../platform/admin-queues/admin-queue';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { SafetyReviewNotFound } from '../../domain/safety-errors';
import type { ScreenedKind } from '../../domain/screen';
import { SafetyReviewRepository } from '../../infrastructure/safety-review-repository';
import { ContestView } from '../views';

/** The author of a warned or held text asks an administrator to look again, once, with a note. */
export class ContestVerdictCommand extends Command<ContestView> {
  constructor(
    readonly userId: string,
    readonly contentKind: ScreenedKind,
    readonly contentId: string,
    readonly note: string,
  ) {
    super();
  }
}

@CommandHandler(ContestVerdictCommand)
export class ContestVerdictHandler implements ICommandHandler<ContestVerdictCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly reviews: SafetyReviewRepository,
  ) {}

  execute({ userId, contentKind, contentId, note }: ContestVerdictCommand): Promise<ContestView> {
    return this.em.fork().transactional(async (em) => {
      // Two tabs at once: the second waits for the first's contest, then finds it contested.
      const review = await this.reviews.lockedByContent(em, contentKind, contentId);
      if (!review || review.authorId !== userId) throw new SafetyReviewNotFound();
      const now = this.clock.now();
      const wasOpen = review.isOpen();
      review.contest(note, now);
      recordQueueItemChange(em, 'safety', review.id, review.authorId, wasOpen ? 'updated' : 'opened');
      return { contentKind, contentId, status: review.status, contestedAt: now.toISOString() };
    });
  }
}
