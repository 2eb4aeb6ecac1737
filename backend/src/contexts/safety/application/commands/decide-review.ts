import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { SafetyReviewNotFound } from '../../domain/safety-errors';
import type { ReviewDecision } from '../../domain/safety-review.entity';
import { SafetyReviewRepository } from '../../infrastructure/safety-review-repository';
import { SafetyReadRepository } from '../../infrastructure/safety-read-repository';
import { SafetyReviewDecided } from '../../public';
import { AdminSafetyReviewView, toAdminSafetyReviewViews } from '../views';

/**
 * An administrator decides a held text or a contested warning: released, removed or (a contested
 * warning) upheld. The decision, its audit entry and SafetyReviewDecided (the owning context
 * applies it, the author is told) commit together.
 */
export class DecideSafetyReviewCommand extends Command<AdminSafetyReviewView> {
  constructor(
    readonly adminId: string,
    readonly reviewId: string,
    readonly decision: ReviewDecision,
    readonly note: string,
  ) {
    super();
  }
}

@CommandHandler(DecideSafetyReviewCommand)
export class DecideSafetyReviewHandler implements ICommandHandler<DecideSafetyReviewCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly reviews: SafetyReviewRepository,
    private readonly reads: SafetyReadRepository,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ adminId, reviewId, decision, note }: DecideSafetyReviewCommand): Promise<AdminSafetyReviewView> {
    const review = await this.em.fork().transactional(async (em) => {
      // Two administrators at once: the second waits, then finds it decided.
      const found = await this.reviews.locked(em, reviewId);
      if (!found) throw new SafetyReviewNotFound();
      const before = { status: found.status };
      const now = this.clock.now();
      found.decide(decision, adminId, note, now);
      await this.queues.recordDecision(em, { kind: 'safety', itemId: found.id, personId: found.authorId, adminId, now });
      recordAdminAction(em, {
        adminId,
        action: `safety.${decision}`,
        subjectType: found.contentKind,
        subjectId: found.contentId,
        personId: found.authorId,
        before,
        after: { status: found.status, note, reviewId: found.id },
        createdAt: now,
      });
      recordEvent(em, new SafetyReviewDecided(found.id, found.contentKind, found.contentId, found.authorId, decision, note));
      return found;
    });
    const [view] = await toAdminSafetyReviewViews(this.queryBus, this.reads, this.queues, [review]);
    return view;
  }
}
