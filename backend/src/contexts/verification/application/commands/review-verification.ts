import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { VerificationNotFound } from '../../domain/verification-errors';
import { VerificationDecision, VerificationRequest } from '../../domain/verification-request.entity';
import { VerificationApproved, VerificationRejected } from '../../public';
import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';

export class ReviewVerificationCommand extends Command<void> {
  constructor(
    readonly adminId: string,
    readonly requestId: string,
    readonly decision: VerificationDecision,
    readonly reviewNote: string,
  ) {
    super();
  }
}

/** An administrator approves or rejects a pending request: audited, and announced through the outbox. */
@CommandHandler(ReviewVerificationCommand)
export class ReviewVerificationHandler implements ICommandHandler<ReviewVerificationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ adminId, requestId, decision, reviewNote }: ReviewVerificationCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const request = await em.findOne(VerificationRequest, requestId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw new VerificationNotFound();
      const now = this.clock.now();
      request.decide(decision, reviewNote, adminId, now);
      await this.queues.recordDecision(em, { kind: 'verifications', itemId: request.id, personId: request.userId, adminId, now });
      recordAdminAction(em, {
        adminId,
        action: `verification.${decision}`,
        subjectType: 'verification_request',
        subjectId: request.id,
        personId: request.userId,
        before: { status: 'pending' },
        after: { status: decision, reviewNote },
        createdAt: now,
      });
      const Event = decision === 'approved' ? VerificationApproved : VerificationRejected;
      recordEvent(em, new Event(request.id, request.userId, reviewNote));
    });
  }
}
