import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { Dispute, DisputeUpdate } from '../../domain/dispute.entity';
import { DisputeNotFound } from '../../domain/moderation-errors';
import { DisputeUpdated } from '../../public';
import { AdminDisputeView, toAdminDisputeViews } from '../views';

export class UpdateDisputeCommand extends Command<AdminDisputeView> {
  constructor(
    readonly adminId: string,
    readonly disputeId: string,
    readonly status: DisputeUpdate,
    readonly resolution: string | null,
  ) {
    super();
  }
}

/**
 * An administrator takes a dispute up or resolves it. The change, its audit entry and
 * DisputeUpdated (both parties' notifications) commit together.
 */
@CommandHandler(UpdateDisputeCommand)
export class UpdateDisputeHandler implements ICommandHandler<UpdateDisputeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, disputeId, status, resolution }: UpdateDisputeCommand): Promise<AdminDisputeView> {
    const dispute = await this.em.fork().transactional(async (em) => {
      // Two administrators at once: the second waits, then sees the first one's status.
      const found = await em.findOne(Dispute, disputeId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new DisputeNotFound();
      const before = { status: found.status };
      const now = this.clock.now();
      found.moveTo(status, resolution, now);
      await this.queues.recordDecision(
        em,
        { kind: 'disputes', itemId: found.id, personId: found.respondentId, adminId, now },
        status === 'resolved' ? 'decided' : 'updated',
      );
      recordAdminAction(em, {
        adminId,
        action: `dispute.${status}`,
        subjectType: 'dispute',
        subjectId: found.id,
        personId: found.respondentId,
        before,
        after: { status: found.status, resolution: found.resolution },
        createdAt: now,
      });
      recordEvent(
        em,
        new DisputeUpdated(found.id, found.contractId, found.jobTitle, found.clientId, found.freelancerId, status, found.resolution),
      );
      return found;
    });
    const [view] = await toAdminDisputeViews(this.queryBus, this.queues, [dispute]);
    return view;
  }
}
